/**
 * The audit trail (issue 51): auditoria/{id}, append-only, written by functions only. Admins read
 * every entry; an approved company's titular reads the 'documento_aberto' entries of its company.
 */
import type { Millis } from '../model';

export const auditActions = [
  'documento_aberto',
  'proposta_status',
  'proposta_editada',
  'integrador_status',
  'taxas',
  'cashback',
  'repasse',
  'papel',
  'membro',
  'exportacao',
  'configuracao',
  'aviso',
  'contrato',
  'consentimento',
  'lgpd',
] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditActor {
  uid: string;
  nome: string;
  tipo: 'admin' | 'integrador' | 'sistema';
}

export interface AuditTarget {
  /** e.g. 'proposta', 'integrador', 'linha_credito', 'documento'. */
  tipo: string;
  id: string;
  /** A readable label (company name, file name), cut at 200 characters. */
  rotulo: string;
}

export interface AuditEntry {
  id: string;
  acao: AuditAction;
  ator: AuditActor;
  alvo: AuditTarget;
  /** The company the entry is about (its titular may read 'documento_aberto'), or null. */
  integrador_id: string | null;
  /** Small flat facts (from/to, amounts, file path); never a document's content. */
  detalhe: Record<string, string | number | boolean | null>;
  /** The callable or trigger that wrote it. */
  comando: string;
  em: Millis;
}

export type NewAuditEntry = Omit<AuditEntry, 'id' | 'em'>;
