/**
 * LGPD for the customers without an account (issue 51): a link's customer asks from the link; anyone
 * later by CPF on /privacidade/solicitar with a code e-mailed to an address on record for that CPF.
 *
 * - The subject: `cpf_{sha256(the 11 digits)}` (proposals store cliente_cpf_cnpj as digits), else,
 *   for a link whose customer has sent no CPF yet, `link_{linkId}`; one open request per subject.
 * - The code is the contract signature's (contract/signing.ts signingLimits): 6 digits, 10 minutes,
 *   a new one at most every minute, 5 wrong tries lock the CPF for 15 minutes. Only its SHA-256 and
 *   the e-mail's are stored (codigos_lgpd/{cpf_hash}); a code is spent by the request it proves.
 *   Every failure of a code (none sent, expired, wrong, another e-mail's) reads
 *   'Código inválido ou expirado.' so the page tells nothing about what is on record.
 * - An accepted request answers a random download token; only its hash stays on the request, valid
 *   24 hours, for the access request's ZIP.
 */
import { z } from 'zod';
import { formatDateTime } from '../format';
import { DomainError } from '../errors';
import { emailField, cpfField } from '../fields';
import { renderMail } from '../mail/render';
import type { MailDocument } from '../mail/select';
import type { Millis } from '../model';
import { signingLimits, maskEmail, sixDigitCodeField } from '../contract/signing';
import { sha256Hex } from '../contract/hash';
import { isLinkToken } from '../customer-link/token';
import { customerLinkText } from '../customer-link/texts';
import { privacyDeadlineOf } from './deadline';
import { requestsText } from './requests-text';
import { isPrivacyExportGone } from './retention';
import { privacyGuestText as text } from './guest-text';
import { checkCorrectionDetail, privacyRequestFields } from './request-fields';
import { type PrivacyCode, type PrivacyRequest, type PrivacyRequestOrigin, type PrivacyRequestType, type PrivacySubject } from './types';

/** The code's rules: the contract signature's (6 digits, 10 minutes, resend after 1 minute, 5 tries, 15-minute lock). */
export const privacyCodeLimits = signingLimits;
/** A download token of a guest's access request lasts 24 hours. */
export const guestDownloadTtlMs = 24 * 3_600_000;
const tokenField = z.string().refine(isLinkToken, { error: customerLinkText.invalid });
const codeField = sixDigitCodeField(text.codeFormat);
/** 64 lowercase hex digits: the download token's shape. */
const downloadTokenField = z.string().regex(/^[0-9a-f]{64}$/, { error: text.downloadExpired });
const requestIdField = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: text.downloadExpired });

/** requestPrivacyFromLink's payload. */
export const linkPrivacyInput = z.object({ token: tokenField, ...privacyRequestFields }).superRefine(checkCorrectionDetail);
/** sendPrivacyCode's payload. */
export const sendCodeInput = z.object({ cpf: cpfField, email: emailField });
/** requestPrivacyByCpf's payload. */
export const cpfRequestInput = z.object({ cpf: cpfField, email: emailField, codigo: codeField, ...privacyRequestFields }).superRefine(checkCorrectionDetail);
/** The guest's download: by the link, or by the request's id and its download token. */
export const guestDownloadInput = z.union([z.object({ token: tokenField, id: requestIdField }), z.object({ id: requestIdField, chave: downloadTokenField })]);

/** The subject key and the codes' document id of a CPF (its 11 digits). */
export const cpfHashOf = (digits: string): Promise<string> => sha256Hex(digits);
/** An e-mail compared as typed: case and surrounding spaces ignored. */
export const comparableEmail = (email: string): string => email.trim().toLowerCase();
export const emailHashOf = (email: string): Promise<string> => sha256Hex(comparableEmail(email));

/** The customer as a request's subject: by CPF when known, else by the link it asked from. */
export function guestSubject(input: { cpf: string | null; cpfHash: string | null; linkId: string | null; nome: string; email: string | null }): PrivacySubject {
  const chave = input.cpfHash ? `cpf_${input.cpfHash}` : `link_${input.linkId ?? ''}`;
  return {
    chave,
    tipo: 'cliente',
    uid: null,
    cpf_hash: input.cpfHash,
    cpf: input.cpf,
    link_id: input.linkId,
    nome: input.nome,
    email_mascarado: input.email ? maskEmail(input.email) : '',
  };
}

const hhmm = (ms: Millis) => formatDateTime(ms).slice(11);
const wrongCode = () => new DomainError('invalid-argument', text.wrongCode, { codigo: text.wrongCode });

function checkNotLocked(code: PrivacyCode | null, now: Millis): void {
  if (code?.bloqueado_ate != null && now < code.bloqueado_ate) throw new DomainError('failed-precondition', text.locked(hhmm(code.bloqueado_ate)));
}

/**
 * The codes' document after a new code for a known CPF and e-mail: refused during a lock and within
 * a minute of the last one; the wrong tries stay counted until a lock has passed.
 */
export function privacyCodeWrites(existing: PrivacyCode | null, codeHash: string, emailHash: string, now: Millis): PrivacyCode {
  checkNotLocked(existing, now);
  const wait = existing ? existing.enviado_em + privacyCodeLimits.resendMs - now : 0;
  if (wait > 0) throw new DomainError('failed-precondition', text.resendTooSoon(Math.ceil(wait / 1000)));
  const lockPassed = existing?.bloqueado_ate != null;
  return withDeletion({
    codigo_hash: codeHash,
    email_hash: emailHash,
    expira_em: now + privacyCodeLimits.codeTtlMs,
    tentativas: lockPassed ? 0 : (existing?.tentativas ?? 0),
    bloqueado_ate: null,
    enviado_em: now,
  });
}

/** How long a code's record outlives its code or its lock, so a day's wrong tries stay counted. */
const codeRecordKeptMs = 24 * 3_600_000;

/** The record with the day Firestore's TTL policy may delete it (codigos_lgpd.apagar_em). */
function withDeletion(code: Omit<PrivacyCode, 'apagar_em'>): PrivacyCode {
  return { ...code, apagar_em: Math.max(code.expira_em, code.bloqueado_ate ?? 0) + codeRecordKeptMs };
}

/** A CPF's record before any code was sent to it: its wrong tries are counted all the same. */
const noCodeYet = (now: Millis): Omit<PrivacyCode, 'apagar_em'> => ({ codigo_hash: '', email_hash: '', expira_em: now, tentativas: 0, bloqueado_ate: null, enviado_em: 0 });

export type PrivacyCodeCheck = { kind: 'ok'; spent: PrivacyCode } | { kind: 'wrong'; code: PrivacyCode; error: DomainError };

/**
 * Does this code prove the CPF and e-mail? A lock throws (nothing to write). A right one answers
 * the document spent (the code cannot serve twice). Any other try counts, and the 5th locks — also
 * for a CPF no code was sent to, or whose code expired: the lock then tells nobody whether a CPF
 * and an e-mail are on record.
 */
export function checkPrivacyCode(code: PrivacyCode | null, codeHash: string, emailHash: string, now: Millis): PrivacyCodeCheck {
  checkNotLocked(code, now);
  const current = code ?? noCodeYet(now);
  const live = current.codigo_hash !== '' && now < current.expira_em;
  if (live && current.codigo_hash === codeHash && current.email_hash === emailHash) {
    return { kind: 'ok', spent: withDeletion({ ...current, codigo_hash: '', expira_em: now, tentativas: 0 }) };
  }
  const tentativas = current.tentativas + 1;
  const next =
    tentativas < privacyCodeLimits.maxAttempts
      ? { ...current, tentativas }
      : { ...current, tentativas: 0, codigo_hash: '', expira_em: now, bloqueado_ate: now + privacyCodeLimits.lockMs };
  return { kind: 'wrong', code: withDeletion(next), error: wrongCode() };
}

/** The code's e-mail, through the outbox (mail/{id}). */
export function privacyCodeMail(cpfHash: string, email: string, code: string, now: Millis): MailDocument {
  return {
    id: `lgpd_codigo_${cpfHash.slice(0, 16)}_${now}`,
    to: email,
    evento: 'lgpd_codigo',
    created_at: now,
    message: renderMail({
      subject: text.mailSubject(code),
      greeting: 'Olá.',
      paragraphs: [text.mailBody(code, privacyCodeLimits.codeTtlMs / 60_000), text.mailIgnore],
      quote: { label: 'Código:', text: code },
      action: { label: 'Abrir a página de solicitação', url: '/privacidade/solicitar' },
      footer: text.mailFooter,
    }),
  };
}

/** The one open request of a subject: a second is refused. */
export function checkNoOpenRequest(lock: unknown): void {
  if (lock) throw new DomainError('already-exists', text.openAlready);
}

export interface GuestRequestInput {
  id: string;
  tipo: PrivacyRequestType;
  detalhe: string;
  origem: Extract<PrivacyRequestOrigin, 'link' | 'cpf'>;
  titular: PrivacySubject;
  now: Millis;
  /** SHA-256 of the download token (the CPF page's), null from the link (the link itself proves it). */
  downloadTokenHash: string | null;
}

/** solicitacoes_lgpd/{id} of a guest, opened: an access request's ZIP queued for the export trigger. */
export function guestPrivacyRequest(input: GuestRequestInput): PrivacyRequest {
  const { now } = input;
  return {
    id: input.id,
    tipo: input.tipo,
    situacao: 'aberta',
    origem: input.origem,
    titular: input.titular,
    detalhe: input.detalhe,
    criada_em: now,
    prazo_em: privacyDeadlineOf(now),
    atualizado_em: now,
    resposta: null,
    concluida_em: null,
    concluida_por: null,
    exportacao: input.tipo === 'acesso' ? { estado: 'na_fila', caminho: null, arquivos: 0, tamanho_bytes: 0, erro: null, atualizado_em: now } : null,
    retidos: null,
    acesso_convidado: input.downloadTokenHash ? { token_hash: input.downloadTokenHash, expira_em: now + guestDownloadTtlMs } : null,
  };
}

/** What the link's page shows of its customer's latest request (vistas_cliente/{linkId}.lgpd). */
export interface GuestPrivacyState {
  id: string;
  tipo: PrivacyRequestType;
  situacao: PrivacyRequest['situacao'];
  exportacao_estado: NonNullable<PrivacyRequest['exportacao']>['estado'] | null;
  /** The export's failure, in Portuguese (e.g. Storage missing on `npm start`). */
  exportacao_erro: string | null;
}

export const guestPrivacyStateOf = (request: PrivacyRequest): GuestPrivacyState => ({
  id: request.id,
  tipo: request.tipo,
  situacao: request.situacao,
  exportacao_estado: request.exportacao?.estado ?? null,
  exportacao_erro: request.exportacao?.erro ?? null,
});

/**
 * May this guest download this request's ZIP? By the link: the request is the link's. By CPF: the
 * token's hash and its 24 hours. Either way a ready access export; every refusal is neutral.
 */
export function checkGuestDownload(request: PrivacyRequest | null, proof: { linkId: string } | { tokenHash: string }, now: Millis): PrivacyRequest & { exportacao: NonNullable<PrivacyRequest['exportacao']> } {
  const owns =
    request !== null &&
    ('linkId' in proof
      ? request.titular.link_id === proof.linkId
      : request.acesso_convidado != null && request.acesso_convidado.token_hash === proof.tokenHash && now < request.acesso_convidado.expira_em);
  if (!owns || request.tipo !== 'acesso' || !request.exportacao) throw new DomainError('not-found', text.downloadExpired);
  if (request.exportacao.estado === 'falhou') throw new DomainError('failed-precondition', request.exportacao.erro ?? text.exportFailed);
  if (request.exportacao.estado !== 'pronta') throw new DomainError('failed-precondition', text.notReady);
  if (isPrivacyExportGone(request.exportacao, now)) throw new DomainError('failed-precondition', requestsText.exportGone);
  return request as PrivacyRequest & { exportacao: NonNullable<PrivacyRequest['exportacao']> };
}
