/**
 * POST /api/v1/propostas's idempotency (issue 52): `Idempotency-Key` (1–100 visible ASCII
 * characters) names one creation of the key's company. The first success is stored in
 * api_idempotencia/{keyId}_{sha256(Idempotency-Key)} with the SHA-256 of the body's canonical
 * JSON, in the same transaction as the proposal it created, so two concurrent requests with one
 * key make one proposal; for 24 hours the same key and body answer that stored status and body
 * again, and another body is refused (409 idempotencia_conflito) with nothing written. A refusal
 * (4xx) is not stored: the caller may correct the body and send it again under a new key.
 */
import type { Transaction, Firestore } from 'firebase-admin/firestore';
import { hexOf, sha256 } from '@solarcred/domain/api/digest';
import { apiError } from '@solarcred/domain/api/errors';
import { apiText } from '@solarcred/domain/api/api-text';
import { apiIdempotency } from '@solarcred/domain/data/api';
import type { Millis } from '@solarcred/domain/model';
import { toFirestore, typedDoc } from '../firestore-data';

export const idempotencyWindowMs = 24 * 60 * 60_000;

type StoredAnswer = NonNullable<Awaited<ReturnType<typeof readAnswer>>>;

/** The header's value, refused (400) when absent or outside 1–100 visible ASCII characters. */
export function idempotencyKeyOf(header: string): string {
  if (!/^[\x21-\x7e]{1,100}$/.test(header)) throw apiError('entrada_invalida', apiText.idempotencyKeyMissing, { 'Idempotency-Key': apiText.idempotencyKeyMissing });
  return header;
}

/** JSON with every object's keys sorted, so the same body hashes the same however its keys were ordered. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const bodyHashOf = (body: unknown): string => hexOf(sha256(canonicalJson(body)));

export const idempotencyDocId = (keyId: string, idempotencyKey: string): string => `${keyId}_${hexOf(sha256(idempotencyKey))}`;

async function readAnswer(tx: Transaction, db: Firestore, id: string) {
  return (await tx.get(typedDoc(db, apiIdempotency, id))).data() ?? null;
}

/**
 * The stored answer for (key, Idempotency-Key), read in `tx`: null when none is live; refused
 * (409) when it was stored for another body.
 */
export async function storedAnswer(tx: Transaction, db: Firestore, id: string, bodyHash: string, now: Millis): Promise<StoredAnswer | null> {
  const stored = await readAnswer(tx, db, id);
  if (!stored || stored.expira_em <= now) return null;
  if (stored.corpo_hash !== bodyHash) throw apiError('idempotencia_conflito');
  return stored;
}

/** Stores the first answer in `tx` (set: an expired record under the same id is replaced). */
export function storeAnswer(tx: Transaction, db: Firestore, id: string, bodyHash: string, status: number, resposta: Record<string, unknown>, now: Millis): void {
  tx.set(db.doc(apiIdempotency.docPath(id)), toFirestore({ corpo_hash: bodyHash, status, resposta, criado_em: now, expira_em: now + idempotencyWindowMs }));
}
