/** The memory store's audit trail (issue 51): what functions/src/audit/record.ts writes, the same shape. */
import type { NewAuditEntry } from '@solarcred/domain/audit/types';
import { auditEntries } from '@solarcred/domain/data/privacy';
import { putDoc, type MemoryState } from './store';

/** Appends an entry inside the command's state update (never edited or removed afterwards). */
export function recordMemoryAudit(state: MemoryState, entry: NewAuditEntry, now = Date.now()): string {
  const id = crypto.randomUUID();
  putDoc(state, auditEntries, { ...entry, id, alvo: { ...entry.alvo, rotulo: entry.alvo.rotulo.slice(0, 200) }, em: now });
  return id;
}
