/**
 * The audit trail over the memory store (issue 51): the same entries the functions write
 * (audit-log.ts's recordMemoryAudit), read as firestore.rules let them be read — admins every
 * entry with the page's filters, an approved company's titular its company's document openings —
 * and openDocument as the callable runs it: admins only, a personal documents' path, the entry
 * written, then the file's bytes from the demo's files.
 */
import { auditText } from '@solarcred/domain/audit/audit-text';
import { documentOpenedEntry, openedDocumentOf } from '@solarcred/domain/audit/document-path';
import { matchesAuditFilter } from '@solarcred/domain/audit/query';
import type { AuditEntry } from '@solarcred/domain/audit/types';
import { integrators } from '@solarcred/domain/data/integrators';
import { auditEntries } from '@solarcred/domain/data/privacy';
import { DomainError } from '@solarcred/domain/errors';
import { requireAdmin } from '@solarcred/domain/handlers/actor';
import type { AuditPort } from '../port-audit';
import { recordMemoryAudit } from './audit-log';
import { auditActorIn } from './audited';
import { callerOf, rulesDenied, runCommand } from './commands';
import { memoryDownload, stalledDownload } from './files';
import { liveQuery } from './live';
import { isAdminReader, isApprovedTitularOf } from './reader';
import { readCollection, readDoc, type MemoryStore } from './store';

const newestFirst = (entries: AuditEntry[]) => [...entries].sort((a, b) => b.em - a.em || b.id.localeCompare(a.id));

export const memoryAudit = (store: MemoryStore): AuditPort => ({
  entries: (filter, limit) =>
    liveQuery(
      store,
      () => {
        if (!isAdminReader(store)) throw rulesDenied();
        return newestFirst(readCollection(store.snapshot, auditEntries).filter((entry) => matchesAuditFilter(entry, filter))).slice(0, limit);
      },
      (found) => found.length,
    ),
  documentOpenings: (companyId, limit) =>
    liveQuery(
      store,
      () => {
        if (!isAdminReader(store) && !isApprovedTitularOf(store, companyId)) throw rulesDenied();
        return newestFirst(readCollection(store.snapshot, auditEntries).filter((entry) => entry.acao === 'documento_aberto' && entry.integrador_id === companyId)).slice(0, limit);
      },
      (found) => found.length,
    ),
  async openDocument(path) {
    await runCommand(store, 'openDocument', () => {
      const actor = requireAdmin(callerOf(store));
      const document = openedDocumentOf(path);
      if (!document) throw new DomainError('invalid-argument', auditText.invalidPath);
      store.update((state) => {
        const company = readDoc(state, integrators, document.integrador_id);
        recordMemoryAudit(state, { ...documentOpenedEntry(document, company?.nome_empresa ?? null), ator: auditActorIn(state, actor), comando: 'openDocument' });
      });
    });
    return memoryDownload(path, store.takeFault(stalledDownload));
  },
});
