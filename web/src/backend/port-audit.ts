/** Issue 51: the audit trail and documents opened through it. Owner: the audit part. */
import type { AuditAction, AuditEntry } from '@solarcred/domain/audit/types';
import type { Live } from './port';

export interface AuditFilter {
  acao: AuditAction | null;
  /** The actor's uid, or null. */
  ator: string | null;
  integrador_id: string | null;
  /** Epoch ms bounds, inclusive; null = open. */
  de: number | null;
  ate: number | null;
}

export interface AuditPort {
  /** Admins: a page of entries, newest first. */
  entries(filter: AuditFilter, limit: number): Live<AuditEntry[]>;
  /** An approved company's titular: who opened its documents, newest first. */
  documentOpenings(companyId: string, limit: number): Live<AuditEntry[]>;
  /** Admins: a stored file through the audited function (a short-lived link); the entry is written. */
  openDocument(path: string): Promise<Blob>;
}
