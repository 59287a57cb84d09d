/**
 * Signing on the customer's link (issue 47), the built-in provider 'interno': a 6-digit code sent
 * to the customer's e-mail (its SHA-256 stored, 10 minutes), 'Li e concordo' and the full name
 * typed. A wrong code counts an attempt (the one write a refusal makes); 5 lock signing for 15
 * minutes. Every other refusal writes nothing. Lei 14.063/2020: a *simples* electronic signature
 * with reinforced evidence (e-mail code, typed name, the document's hash, IP and user agent).
 */
import { z } from 'zod';
import { customerLinkText } from '../customer-link/texts';
import { isLinkToken } from '../customer-link/token';
import { DomainError } from '../errors';
import { formatDateTime } from '../format';
import type { Millis, Proposal } from '../model';
import { idField } from '../schemas/common';
import { contractText as text } from './contract-text';
import { contractStateAt, type ContractPatch } from './lifecycle';
import type { ContractCheck, ContractVerification, SigningEvidence, SigningSecret, StoredContract } from './types';

/** resendMs: the least time between two codes e-mailed for one contract (the page counts it down too). */
export const signingLimits = { codeDigits: 6, codeTtlMs: 600_000, maxAttempts: 5, lockMs: 900_000, resendMs: 60_000 } as const;

/** 'ana.souza@gmail.com' → 'a********a@g****.com': enough for the customer to recognise it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const maskedLocal = local.length <= 2 ? `${local[0]}***` : `${local[0]}${'*'.repeat(local.length - 2)}${local.at(-1)}`;
  return `${maskedLocal}@${host[0] ?? ''}${'*'.repeat(Math.max(3, host.length - 1))}${tld}`;
}

/** A 6-digit code from ≥ 6 random bytes (48 bits mod 10^6: no visible bias). */
export function newSigningCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < 6) throw new RangeError('a signing code needs 6 random bytes');
  const value = Array.from(randomBytes.subarray(0, 6)).reduce((sum, byte) => sum * 256 + byte, 0);
  return String(value % 10 ** signingLimits.codeDigits).padStart(signingLimits.codeDigits, '0');
}

/** No 0/O, 1/I/L: a code read off paper is typed back right. */
export const verificationAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const verificationCodePattern = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

/** 'SC7K-2M9Q-4XHP' from 12 random bytes (the public check's id, printed on the evidence page). */
export function newVerificationCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < 12) throw new RangeError('a verification code needs 12 random bytes');
  const chars = Array.from(randomBytes.subarray(0, 12), (byte) => verificationAlphabet[byte % verificationAlphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

// --- Inputs (bounded; the token as the other guest callables take it) ---------

const tokenField = z.string().refine(isLinkToken, { error: customerLinkText.invalid });
/** A 6-digit e-mail code as typed (spaces dropped); the LGPD page's code takes the same field with its message. */
export const sixDigitCodeField = (message: string) =>
  z
    .string({ error: message })
    .max(20, { error: message })
    .transform((value) => value.replace(/\s/g, ''))
    .refine((value) => /^\d{6}$/.test(value), { error: message });
const codeField = sixDigitCodeField(text.codeFormat);

export const requestCodeInput = z.object({ token: tokenField, contratoId: idField });
export const signContractInput = z.object({
  token: tokenField,
  contratoId: idField,
  codigo: codeField,
  aceite: z.boolean({ error: text.mustAgree }),
  nome: z.string({ error: text.nameMismatch }).max(200, { error: text.nameMismatch }),
});
export type SignContractCommand = z.output<typeof signContractInput>;

/** A typed code as stored: upper case, the dashes put back ('sc7k2m9q4xhp' → 'SC7K-2M9Q-4XHP'). */
const normalisedCode = (value: string) => {
  const bare = value.toUpperCase().replace(/[\s-]/g, '');
  return bare.length === 12 ? `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}` : bare;
};
export const verifyContractInput = z.union([
  z.object({ sha256: z.string().max(64).regex(/^[0-9a-fA-F]{64}$/, { error: text.verify.fileInvalid }).transform((value) => value.toLowerCase()) }).strict(),
  z.object({ codigo: z.string().max(20, { error: text.verify.codeInvalid }).transform(normalisedCode).pipe(z.string().regex(verificationCodePattern, { error: text.verify.codeInvalid })) }).strict(),
]);

// --- Checks -------------------------------------------------------------------

/** Voided, expired or signed: nothing more to do on it. */
function checkSignable(contract: Pick<StoredContract, 'estado' | 'expira_em' | 'assinatura' | 'provedor'>, now: Millis): void {
  const state = contractStateAt(contract, now);
  if (state === 'assinado' || contract.assinatura) throw new DomainError('already-exists', text.alreadySigned);
  if (state === 'substituido') throw new DomainError('failed-precondition', text.voided);
  if (state === 'expirado') throw new DomainError('failed-precondition', text.expired);
  // A contract sent to an outside provider is signed there (its own e-mail and evidence), never twice.
  if (contract.provedor !== 'interno') throw new DomainError('failed-precondition', text.signedAtProvider);
}

/**
 * A code is sent and a contract signed only while its proposal is approved: one moved out of
 * 'aprovada' (rejected, a correction asked) keeps its unsigned contract unsignable, nothing
 * written, until it is approved again (and the next version replaces it).
 */
export function checkProposalSignable(proposal: Pick<Proposal, 'status'> | null): void {
  if (proposal?.status !== 'aprovada') throw new DomainError('failed-precondition', text.notSignableNow);
}

const hhmm = (ms: Millis) => formatDateTime(ms).slice(11);

function checkNotLocked(secret: SigningSecret | null, now: Millis): void {
  if (secret?.bloqueado_ate != null && now < secret.bloqueado_ate) throw new DomainError('failed-precondition', text.locked(hhmm(secret.bloqueado_ate)));
}

export interface RequestCodeContext {
  contract: StoredContract;
  secret: SigningSecret | null;
  /** SHA-256 (hex) of the new code. */
  codeHash: string;
  now: Millis;
}

/**
 * A new code replaces any earlier one; the wrong attempts stay counted (a new code does not
 * reset them) until a lockout has passed. The first request also marks the contract 'visualizado'.
 */
export function requestCodeWrites({ contract, secret, codeHash, now }: RequestCodeContext): { secret: SigningSecret; contract: ContractPatch | null } {
  checkSignable(contract, now);
  checkNotLocked(secret, now);
  const wait = secret?.enviado_em != null ? secret.enviado_em + signingLimits.resendMs - now : 0;
  if (wait > 0) throw new DomainError('failed-precondition', text.resendTooSoon(Math.ceil(wait / 1000)));
  const lockPassed = secret?.bloqueado_ate != null;
  const next: SigningSecret = {
    id: contract.id,
    codigo_hash: codeHash,
    codigo_expira_em: now + signingLimits.codeTtlMs,
    enviado_em: now,
    tentativas: lockPassed ? 0 : (secret?.tentativas ?? 0),
    bloqueado_ate: null,
  };
  const seen = contract.estado === 'visualizado';
  return { secret: next, contract: seen ? null : { estado: 'visualizado', visualizado_em: contract.visualizado_em ?? now, atualizado_em: now } };
}

/** Where the signing code goes: the e-mail the contract names, else the proposal's. */
export const signerEmailOf = (contract: Pick<StoredContract, 'conteudo'>, proposal: Pick<Proposal, 'cliente_email'>): string =>
  contract.conteudo.cliente.email || proposal.cliente_email || '';

/** Case, accents and extra spaces ignored: 'joão  da silva' is 'João da Silva'. */
export const comparableName = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export interface SignatureContext {
  contract: StoredContract;
  secret: SigningSecret | null;
  command: SignContractCommand;
  /** SHA-256 (hex) of the code typed. */
  codeHash: string;
  now: Millis;
}

const fieldError = (code: DomainError['code'], field: string, message: string) => new DomainError(code, message, { [field]: message });

/**
 * May this command sign? Throws (nothing to write) for a voided, expired or signed contract, a
 * lockout, a missing or expired code, no 'Li e concordo', a name that is not the customer's. A
 * wrong code answers the secret with the attempt counted (and the lockout at the 5th).
 */
export function checkSignature({ contract, secret, command, codeHash, now }: SignatureContext): { kind: 'ok' } | { kind: 'wrong-code'; secret: SigningSecret; error: DomainError } {
  checkSignable(contract, now);
  checkNotLocked(secret, now);
  if (!secret?.codigo_hash || secret.codigo_expira_em === null) throw fieldError('failed-precondition', 'codigo', text.codeMissing);
  if (now >= secret.codigo_expira_em) throw fieldError('failed-precondition', 'codigo', text.codeExpired);
  if (command.aceite !== true) throw fieldError('invalid-argument', 'aceite', text.mustAgree);
  if (comparableName(command.nome) === '' || comparableName(command.nome) !== comparableName(contract.conteudo.cliente.nome)) {
    throw fieldError('invalid-argument', 'nome', text.nameMismatch);
  }
  if (codeHash === secret.codigo_hash) return { kind: 'ok' };
  const tentativas = secret.tentativas + 1;
  const remaining = signingLimits.maxAttempts - tentativas;
  const next: SigningSecret =
    remaining > 0
      ? { ...secret, tentativas }
      : { ...secret, tentativas: 0, codigo_hash: null, codigo_expira_em: null, bloqueado_ate: now + signingLimits.lockMs };
  return { kind: 'wrong-code', secret: next, error: fieldError('invalid-argument', 'codigo', text.codeWrong(Math.max(0, remaining))) };
}

export type SignedFacts = SigningEvidence & { sha256_assinado: string; pdf_assinado_path: string; tamanho_assinado_bytes: number };

/** The contract signed: the evidence recorded (a signed or voided one is never signed again). */
export function signedContractPatch(contract: Pick<StoredContract, 'estado' | 'assinatura'>, evidence: SignedFacts, now: Millis): ContractPatch {
  if (contract.estado === 'assinado' || contract.assinatura) throw new DomainError('already-exists', text.alreadySigned);
  if (contract.estado === 'substituido') throw new DomainError('failed-precondition', text.voided);
  return { estado: 'assinado', assinatura: evidence, atualizado_em: now };
}

/** What the customer's link shows of a contract. */
export interface CustomerContractView {
  id: string;
  versao: number;
  estado: StoredContract['estado'];
  conteudo: StoredContract['conteudo'];
  email_mascarado: string;
  sha256: string;
  /** Once signed: what the customer's page shows again after a reload (the evidence page's code and time). */
  assinatura: { codigo_verificacao: string; assinado_em: Millis } | null;
}

export function customerContractView(contract: StoredContract, now: Millis): CustomerContractView {
  return {
    id: contract.id,
    versao: contract.versao,
    estado: contractStateAt(contract, now),
    conteudo: contract.conteudo,
    email_mascarado: maskEmail(contract.conteudo.cliente.email ?? ''),
    sha256: contract.sha256,
    assinatura: contract.assinatura ? { codigo_verificacao: contract.assinatura.codigo_verificacao, assinado_em: contract.assinatura.assinado_em } : null,
  };
}

/** The public check's answer: authentic and when, nothing else. */
export function checkContract(verification: ContractVerification | null): ContractCheck {
  return verification ? { autentico: true, assinado_em: verification.assinado_em, codigo_verificacao: verification.id } : { autentico: false };
}

export { signedMilestoneWrites } from './signed-milestone';
