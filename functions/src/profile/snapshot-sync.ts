/**
 * Keeps the integrator snapshot on its proposals (`integrador {nome_empresa, email, foto_perfil}`,
 * what the boards show) in step with integradores/{id}. Runs only when one of those fields
 * changed (a photo change, an admin edit), and writes in batches of `BATCH`, so its cost is one
 * write per proposal of that integrator, once per change. A replay writes the same values again.
 */
import type { Change } from 'firebase-functions';
import type { DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { proposals } from '@solarcred/domain/data/proposals';
import { changedSnapshot } from '@solarcred/domain/handlers/profile-photo';
import type { Integrator } from '@solarcred/domain/model';
import { adminFirestore } from '../app';
import { fromFirestore } from '../firestore-data';

const BATCH = 400;

/** integradores/{id} written (declared in index.ts). */
export async function onIntegratorSnapshotFields(event: FirestoreEvent<Change<DocumentSnapshot> | undefined>): Promise<void> {
  const { before, after } = event.data ?? {};
  if (!before?.exists || !after?.exists) return;
  const snapshot = changedSnapshot(fromFirestore<Integrator>(before.id, before.data() ?? {}), fromFirestore<Integrator>(after.id, after.data() ?? {}));
  if (!snapshot) return;
  const db = adminFirestore();
  const own = db.collection(proposals.path).where('integrador_id', '==', after.id).orderBy('__name__').limit(BATCH);
  let page = await own.get();
  while (!page.empty) {
    const batch = db.batch();
    for (const doc of page.docs) batch.update(doc.ref, { integrador: snapshot });
    await batch.commit();
    const last = page.docs[page.docs.length - 1];
    if (page.size < BATCH || !last) break;
    page = await own.startAfter(last).get();
  }
}
