/**
 * The link's page follows its customer's LGPD request without polling (issue 51): a request with a
 * link_id, written (made, its ZIP's progress, concluded, refused), writes its state into the link's
 * view vistas_cliente/{linkId}.lgpd, which the guest's watch session already reads. The view's own
 * rewrites (customer-links/guest-view.ts) merge, so they keep the field. Only a request as new as
 * the one shown replaces it, so a late event of an older request leaves the newer one.
 */
import type { Change } from 'firebase-functions';
import type { DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { guestLiveViews } from '@solarcred/domain/data/guest-views';
import { privacyRequests } from '@solarcred/domain/data/privacy';
import { guestPrivacyStateOf } from '@solarcred/domain/privacy/guest';
import type { PrivacyRequest } from '@solarcred/domain/privacy/types';
import { adminFirestore } from '../app';
import { toFirestore, typedDoc } from '../firestore-data';

type Written = FirestoreEvent<Change<DocumentSnapshot> | undefined>;

export async function onPrivacyRequestGuestView(event: Written): Promise<void> {
  const id = event.params['id'];
  const written = (event.data?.after.data() ?? event.data?.before.data() ?? null) as PrivacyRequest | null;
  const linkId = written?.titular.link_id;
  if (!id || !linkId) return;
  const db = adminFirestore();
  await db.runTransaction(async (tx) => {
    // Read again: the event may be older than the document.
    const [request, view] = await Promise.all([
      tx.get(typedDoc(db, privacyRequests, id)).then((s) => s.data() ?? null),
      tx.get(typedDoc(db, guestLiveViews, linkId)).then((s) => s.data() ?? null),
    ]);
    // No view yet: watchCustomerLink writes one, and the page starts from the callable's answer.
    if (!view) return;
    const shown = view.lgpd ?? null;
    if (shown && shown.id !== id) {
      const other = (await tx.get(typedDoc(db, privacyRequests, shown.id))).data() ?? null;
      if (other && request && other.criada_em > request.criada_em) return;
    }
    tx.update(db.doc(guestLiveViews.docPath(linkId)), toFirestore({ lgpd: request ? guestPrivacyStateOf(request) : null }));
  });
}
