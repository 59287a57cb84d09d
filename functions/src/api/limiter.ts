/**
 * The partner API's rate limit per key (issue 52; the windows and the decision are the domain's,
 * api/rate-limit.ts): one transaction reads the key's second and minute windows
 * (api_uso/{keyId}_s{second}, api_uso/{keyId}_m{minute}) and, when this request fits both,
 * writes each count + 1 with `expira_em` (the window's end, for a TTL policy). A refused request
 * writes nothing, so retrying callers do not extend their own wait. Firestore serialises the
 * transactions on one window's document, so the limit holds across instances.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { ApiError } from '@solarcred/domain/api/errors';
import { apiUsageDocId, rateDecision, windowKeys } from '@solarcred/domain/api/rate-limit';
import type { Millis } from '@solarcred/domain/model';
import { toFirestore } from '../firestore-data';

/** api_uso: { contagem, expira_em } per key and window; functions only. */
export const apiUsagePath = 'api_uso';

export async function admitKey(db: Firestore, keyId: string, now: Millis): Promise<void> {
  const windows = windowKeys(now);
  const refs = windows.map((window) => db.collection(apiUsagePath).doc(apiUsageDocId(keyId, window)));
  const decision = await db.runTransaction(async (tx) => {
    const snapshots = await tx.getAll(...refs);
    const counts = snapshots.map((snapshot) => Number(snapshot.get('contagem') ?? 0) + 1);
    const decided = rateDecision(windows, counts, now);
    if (decided.allowed) refs.forEach((ref, i) => tx.set(ref, toFirestore({ contagem: counts[i], expira_em: windows[i]!.fim })));
    return decided;
  });
  if (!decision.allowed) throw new ApiError('limite_excedido', undefined, undefined, decision.retryAfter);
}
