/**
 * config/{id} written (issue 51): the settings admins save from the client (SLA, installation
 * targets, funding days; firestore.rules stamps each with updated_by == the writer) get their
 * 'configuracao' entry here, named by the event, so a replayed event writes nothing more.
 */
import type { Change } from 'firebase-functions';
import type { DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { configDraftOf } from '@solarcred/domain/audit/describe';
import { auditEntries } from '@solarcred/domain/data/privacy';
import { adminFirestore } from '../app';
import { timestampsToMillis, typedCollection } from '../firestore-data';
import { auditActorOf, entryOfDraft } from './audited';

export async function onConfigAudit(event: FirestoreEvent<Change<DocumentSnapshot> | undefined, { docId: string }>): Promise<void> {
  const { before, after } = event.data ?? {};
  const read = (snapshot: DocumentSnapshot | undefined) => (snapshot?.exists ? (timestampsToMillis(snapshot.data() ?? {}) as Record<string, unknown>) : null);
  const next = read(after);
  const draft = configDraftOf(event.params.docId, read(before), next);
  if (!draft || !next) return;
  const db = adminFirestore();
  const uid = typeof next['updated_by'] === 'string' ? next['updated_by'] : '';
  const ator = uid ? await auditActorOf(db, { uid, role: 'admin' }) : { uid: 'sistema', nome: 'Sistema', tipo: 'sistema' as const };
  const entry = await entryOfDraft(db, ator, 'config', draft);
  const ref = typedCollection(db, auditEntries).doc(`config_${event.id}`);
  const em = Date.parse(event.time) || Date.now();
  try {
    await ref.create({ ...entry, id: ref.id, em });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 6) throw error; // ALREADY_EXISTS: a replay
  }
}
