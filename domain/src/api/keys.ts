/**
 * API keys (issue 52). The full key `sck_{keyId}_{secret}`: keyId 20 alphanumeric characters (the
 * api_chaves document id), secret 32 random bytes as base64url (43 characters). Only the SHA-256
 * (hex) of the secret is stored and compared in constant time; `prefixo` (the first 12 characters)
 * names the key in the list. Randomness is Web Crypto's getRandomValues (functions and browser);
 * the hash is digest.ts's synchronous SHA-256, so no runtime types are needed.
 */
import type { Actor } from '../handlers/actor';
import { effectiveStatus } from '../integrator-status';
import type { Integrator, Millis } from '../model';
import { constantTimeEqual, hexOf, sha256 } from './digest';
import { ApiError } from './errors';
import type { ApiScope, StoredApiKey } from './types';

interface RandomSource {
  getRandomValues(bytes: Uint8Array): Uint8Array;
}
const random = (): RandomSource => (globalThis as unknown as { crypto: RandomSource }).crypto;

export const apiKeyFormat = {
  prefix: 'sck_',
  idLength: 20,
  secretBytes: 32,
  secretLength: 43,
  shownPrefixLength: 12,
  /** 'sck_' + 20 + '_' + 43. */
  length: 68,
} as const;

export const apiKeyPattern = /^sck_([A-Za-z0-9]{20})_([A-Za-z0-9_-]{43})$/;

const base64UrlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const alphanumeric = base64UrlAlphabet.slice(0, 62);

/** base64url without padding. */
export function base64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += base64UrlAlphabet[(chunk >> (18 - 6 * c)) & 63];
  }
  return out;
}

/** 32 random bytes, base64url (43 characters). */
export const randomSecret = (): string => base64Url(random().getRandomValues(new Uint8Array(apiKeyFormat.secretBytes)));

/** `length` random alphanumeric characters, unbiased (bytes ≥ 248 are drawn again). */
export function randomId(length = apiKeyFormat.idLength): string {
  let out = '';
  while (out.length < length) {
    for (const byte of random().getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && out.length < length) out += alphanumeric[byte % 62];
    }
  }
  return out;
}

/** SHA-256 (hex) of a key's secret: what api_chaves stores. */
export const apiKeyHash = (secret: string): string => hexOf(sha256(secret));

/** Two hashes (or signatures) compared in constant time. */
export const sameHash = (a: string, b: string): boolean => constantTimeEqual(a, b);

export interface NewApiKey {
  id: string;
  /** The full key, shown once. */
  chave: string;
  prefixo: string;
  hash: string;
}

export function newApiKey(): NewApiKey {
  const id = randomId();
  const secret = randomSecret();
  const chave = `${apiKeyFormat.prefix}${id}_${secret}`;
  return { id, chave, prefixo: chave.slice(0, apiKeyFormat.shownPrefixLength), hash: apiKeyHash(secret) };
}

/** The key id and secret of an Authorization header ('Bearer sck_…', the scheme case-insensitive) or of a bare key; null when malformed. */
export function parseApiKey(header: string | null | undefined): { id: string; secret: string } | null {
  if (typeof header !== 'string' || header.length > 200) return null;
  const bearer = /^\s*bearer\s+(\S+)\s*$/i.exec(header);
  const key = bearer ? bearer[1]! : header.trim();
  const match = apiKeyPattern.exec(key);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

/** The key a request sends, or the ApiError: no header → 401 nao_autenticado; a malformed key → 401 chave_invalida. */
export function requestKeyOf(header: string | null | undefined): { id: string; secret: string } {
  if (typeof header !== 'string' || header.trim() === '') throw new ApiError('nao_autenticado');
  const parsed = parseApiKey(header);
  if (!parsed) throw new ApiError('chave_invalida');
  return parsed;
}

/** Strict: 'escrita' does not include 'leitura' (a key meant only to create proposals reads nothing). */
export const hasScope = (key: Pick<StoredApiKey, 'escopos'>, scope: ApiScope): boolean => key.escopos.includes(scope);

/** Whether a request should record ultimo_uso_em: at most once a minute per key (no write per request). */
export const usageWriteInterval = 60_000;
export const usageWriteDue = (ultimoUsoEm: Millis | null, now: Millis): boolean => ultimoUsoEm === null || now - ultimoUsoEm >= usageWriteInterval || now < ultimoUsoEm;

/** Who the API acts as: the company, through the key's creator, as its titular. */
export const apiActorOf = (key: Pick<StoredApiKey, 'criado_por' | 'integrador_id'>): Actor => ({ uid: key.criado_por, role: 'integrador', empresa: key.integrador_id, papel: 'titular' });

/**
 * A request's key checked against api_chaves/{id} and integradores/{company}: the actor it acts as,
 * or the ApiError to answer (401 chave_invalida / chave_revogada, 403 integrador_nao_aprovado).
 * The hash is compared even when the document is missing, so both paths take the same time.
 */
export function authenticateApiKey(parsed: { id: string; secret: string } | null, stored: StoredApiKey | null, company: Pick<Integrator, 'id' | 'status'> | null): { actor: Actor; key: StoredApiKey } {
  if (!parsed) throw new ApiError('chave_invalida');
  const matches = sameHash(apiKeyHash(parsed.secret), stored?.hash ?? '0'.repeat(64));
  if (!stored || stored.id !== parsed.id || !matches) throw new ApiError('chave_invalida');
  if (stored.revogada_em !== null) throw new ApiError('chave_revogada');
  if (!company || company.id !== stored.integrador_id || effectiveStatus(company.status) !== 'aprovado') throw new ApiError('integrador_nao_aprovado');
  return { actor: apiActorOf(stored), key: stored };
}
