/**
 * Keeps a company's name and status on its gestores' and vendedores' memberships (issue 29): they
 * do not read integradores/{id} (it holds the titular's CPF), so their session reads its copy on
 * membros/{uid}. Runs only when the name or the status changed (an approval, a rejection, an
 * admin's edit); a company has at most 50 members, so one transaction. A replay, or an older event
 * arriving late, writes the company's current values.
 */
import type { Change } from 'firebase-functions';
import type { DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { integrators } from '@solarcred/domain/data/integrators';
import { members } from '@solarcred/domain/data/members';
import type { Integrator } from '@solarcred/domain/model';
import { companyOnMembers } from '@solarcred/domain/team/member';
import { adminFirestore } from '../app';
import { fromFirestore } from '../firestore-data';

/** integradores/{id} written (declared in index.ts). */
export async function onCompanyForMembers(event: FirestoreEvent<Change<DocumentSnapshot> | undefined>): Promise<void> {
  const { before, after } = event.data ?? {};
  if (!after?.exists) return;
  const was = before?.exists ? fromFirestore<Integrator>(before.id, before.data() ?? {}) : null;
  const patch = companyOnMembers(was, fromFirestore<Integrator>(after.id, after.data() ?? {}));
  if (!patch) return;
  const db = adminFirestore();
  // Events may arrive out of order (a sign-up's after an approval): write the company as it is
  // now, read in the same transaction as the members, never the event's own copy.
  await db.runTransaction(async (tx) => {
    const current = await tx.get(db.doc(integrators.docPath(after.id)));
    if (!current.exists) return;
    const now = companyOnMembers(null, fromFirestore<Integrator>(current.id, current.data() ?? {}));
    const team = await tx.get(db.collection(members.path).where('empresa', '==', after.id));
    for (const doc of team.docs) {
      const stale = doc.get('empresa_nome') !== now?.empresa_nome || doc.get('empresa_status') !== now?.empresa_status;
      if (doc.id !== after.id && now && stale) tx.update(doc.ref, now);
    }
  });
}
