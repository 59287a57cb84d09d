/**
 * The one way an audit entry is written (issue 51): auditoria/{id}, append-only. Inside the
 * transaction of the change it records when there is one, so a change never lands without its
 * entry; alone (a document opened, a callable answered) otherwise.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { AuditEntry, NewAuditEntry } from '@solarcred/domain/audit/types';
import { auditEntries } from '@solarcred/domain/data/privacy';
import { typedCollection } from '../firestore-data';

const labelMax = 200;

function entryOf(id: string, entry: NewAuditEntry, now: number): AuditEntry {
  return { ...entry, id, alvo: { ...entry.alvo, rotulo: entry.alvo.rotulo.slice(0, labelMax) }, em: now };
}

/** Adds the entry to `tx` (which must not have read after this: writes come last). */
export function recordAuditIn(tx: Transaction, db: Firestore, entry: NewAuditEntry, now = Date.now()): string {
  const ref = typedCollection(db, auditEntries).doc();
  tx.create(ref, entryOf(ref.id, entry, now));
  return ref.id;
}

/** Writes the entry on its own. */
export async function recordAudit(db: Firestore, entry: NewAuditEntry, now = Date.now()): Promise<string> {
  const ref = typedCollection(db, auditEntries).doc();
  await ref.create(entryOf(ref.id, entry, now));
  return ref.id;
}
