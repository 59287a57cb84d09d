/**
 * LGPD (issue 51): versioned consent, the data subject's requests with the law's 15-day clock, and
 * the retention log. Who reads and writes each document: firestore.rules and docs/privacy.md.
 */
import type { Millis } from '../model';

// ---- Consent -------------------------------------------------------------------------------

/** The two texts a person accepts: the terms of use and the privacy notice. */
export const consentDocuments = ['termos', 'privacidade'] as const;
export type ConsentDocument = (typeof consentDocuments)[number];

/** Where an acceptance was given. */
export const consentOrigins = ['cadastro', 'login', 'convite', 'link'] as const;
export type ConsentOrigin = (typeof consentOrigins)[number];

/**
 * consentimento_versoes/{tipo}_v{versao}: one published text, create-only (callable
 * publishConsentVersion, admins). Anyone reads them (the public pages show the current one).
 */
export interface ConsentVersion {
  id: string;
  tipo: ConsentDocument;
  versao: number;
  /** The whole text, plain paragraphs separated by blank lines. */
  texto: string;
  /** What changed, shown when a new version asks again. */
  resumo: string;
  publicado_em: Millis;
  publicado_por: string;
}

/**
 * publico/consentimento: the versions in force. Absent: version 1 of both, the domain's texts
 * (consent defaults), so a fresh deployment asks for something real.
 */
export interface CurrentConsent {
  termos: number;
  privacidade: number;
  atualizado_em: Millis | null;
}

/**
 * aceites/{subjectId}: what the person accepted last (subjectId = the uid, or cliente_{linkId} for
 * a link's customer); aceites/{subjectId}/historico/{id} keeps every acceptance. Functions write.
 */
export interface ConsentAcceptance {
  termos_versao: number;
  privacidade_versao: number;
  aceito_em: Millis;
  origem: ConsentOrigin;
}

// ---- Rights requests ------------------------------------------------------------------------

/** LGPD art. 18: access and portability (one download), correction, deletion. */
export const privacyRequestTypes = ['acesso', 'correcao', 'exclusao'] as const;
export type PrivacyRequestType = (typeof privacyRequestTypes)[number];

export const privacyRequestStates = ['aberta', 'em_andamento', 'concluida', 'recusada'] as const;
export type PrivacyRequestState = (typeof privacyRequestStates)[number];

/** How the person proved who it is: signed in, the customer's link, or CPF + e-mail code. */
export const privacyRequestOrigins = ['conta', 'link', 'cpf'] as const;
export type PrivacyRequestOrigin = (typeof privacyRequestOrigins)[number];

/** The person a request is about. `chave` identifies it across requests (one open at a time). */
export interface PrivacySubject {
  /** `conta_{uid}` or `cpf_{sha256(cpf digits)}`. */
  chave: string;
  tipo: 'conta' | 'cliente';
  uid: string | null;
  cpf_hash: string | null;
  /** The link the customer asked from, if any. */
  link_id: string | null;
  /**
   * A customer's CPF, 11 digits (issue 51, guests): what finds its records (proposals store
   * cliente_cpf_cnpj as digits; the hash cannot be searched). Absent for an account, null for a link
   * whose customer sent none yet. Only admins and functions read requests.
   */
  cpf?: string | null;
  nome: string;
  /** Masked for the admin's queue (a***@d***.com). */
  email_mascarado: string;
}

/** A record a deletion kept because a law requires it, and until when. */
export interface RetainedRecord {
  /** The document's path. */
  caminho: string;
  /** Key of privacy inventory's legal bases (e.g. 'contrato_assinado'). */
  base_legal: string;
  /** The day it may go (YYYY-MM-DD, São Paulo). */
  manter_ate: string;
}

/** The access request's ZIP: built by a function (memory: in the page). */
export interface PrivacyExportState {
  estado: 'na_fila' | 'gerando' | 'pronta' | 'falhou';
  /** Storage path once ready (functions only sign it, 15 minutes). */
  caminho: string | null;
  arquivos: number;
  tamanho_bytes: number;
  erro: string | null;
  atualizado_em: Millis;
}

/** solicitacoes_lgpd/{id}: functions write; admins read all; the person reads its own (conta). */
export interface PrivacyRequest {
  id: string;
  tipo: PrivacyRequestType;
  situacao: PrivacyRequestState;
  origem: PrivacyRequestOrigin;
  titular: PrivacySubject;
  /** Correction: what is wrong and what it should say; deletion: an optional reason. ≤ 2,000. */
  detalhe: string;
  criada_em: Millis;
  /** criada_em + 15 days (LGPD art. 19 II): the legal deadline. */
  prazo_em: Millis;
  atualizado_em: Millis;
  resposta: string | null;
  concluida_em: Millis | null;
  concluida_por: string | null;
  /** Access requests only. */
  exportacao: PrivacyExportState | null;
  /** Deletion: what was kept and why (null before it ran). */
  retidos: RetainedRecord[] | null;
  /** A guest's request by CPF (issue 51, guest part): its download token's SHA-256 and expiry (24 h); absent otherwise. */
  acesso_convidado?: { token_hash: string; expira_em: Millis } | null;
}

/** solicitacoes_lgpd_abertas/{chave}: the one open request of a subject (created and deleted with it). */
export interface OpenPrivacyRequestLock {
  solicitacao_id: string;
  criada_em: Millis;
}

/** codigos_lgpd/{cpf_hash}: the e-mail code of the public page (hash only; functions only). */
export interface PrivacyCode {
  codigo_hash: string;
  email_hash: string;
  expira_em: Millis;
  tentativas: number;
  bloqueado_ate: Millis | null;
  enviado_em: Millis;
  /** Firestore's TTL policy deletes the record after this: a day after its code expired or its lock ended. */
  apagar_em: Millis;
}

// ---- Retention -----------------------------------------------------------------------------

/** What the retention sweep deletes, counted per run. */
export const retentionKinds = [
  'rascunhos_cliente',
  'links_expirados',
  'contas_convidado',
  'convites',
  'uploads_orfaos',
  'arquivos_lgpd',
] as const;
export type RetentionKind = (typeof retentionKinds)[number];

/** retencao_execucoes/{id}: one run of the sweep; admins read; functions write. */
export interface RetentionRun {
  id: string;
  inicio: Millis;
  fim: Millis | null;
  gatilho: 'agendado' | 'manual';
  contagens: Partial<Record<RetentionKind, number>>;
  erros: string[];
}

/** The TTL field of the collections Firestore's TTL policies delete (firestore.indexes.json). */
export const retentionTtlField = 'apagar_em';
