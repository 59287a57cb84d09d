/**
 * The partner API's rate limit per key (issue 52; the windows and the decision are the domain's,
 * api/rate-limit.ts): 20 requests in each second, 600 in each minute, counted in Firestore so the
 * limit holds across instances.
 *
 * Not a transaction on a counter: a burst of transactions on one window's document queues on its
 * lock (on the emulator 40 at once timed out and answered 500s). Instead each request takes a
 * ticket in its window, api_uso/{keyId}_{s<second>|m<minute>}/pedidos/{auto} = { em: the server's
 * commit time, expira_em: the window's end, for a TTL policy }, then counts the window's tickets
 * committed no later than its own. A ticket committed after this one has a later time, so the
 * count is exactly this request's place (a tie counts against it): the first 20 (600) are
 * admitted, never more, whatever the number of instances, with no lock held. Every attempt takes
 * a ticket in its second (a caller that keeps retrying inside the second stays refused); only a
 * request the second admitted takes one in the minute. Cost: a write and a count per window.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ApiError } from '@solarcred/domain/api/errors';
import { apiUsageDocId, rateDecision, windowKeys, type ApiRateWindow } from '@solarcred/domain/api/rate-limit';
import type { Millis } from '@solarcred/domain/model';

/** api_uso/{keyId}_{window}/pedidos: the window's tickets; functions only. */
export const apiUsagePath = 'api_uso';
export const ticketsOf = (db: Firestore, keyId: string, window: Pick<ApiRateWindow, 'chave'>) => db.collection(apiUsagePath).doc(apiUsageDocId(keyId, window)).collection('pedidos');

/** Takes a ticket in `window`; answers its place (1 = first). */
async function placeIn(db: Firestore, keyId: string, window: ApiRateWindow): Promise<number> {
  const tickets = ticketsOf(db, keyId, window);
  const ticket = tickets.doc();
  await ticket.create({ em: FieldValue.serverTimestamp(), expira_em: Timestamp.fromMillis(window.fim) });
  const at = (await ticket.get()).get('em') as Timestamp;
  return (await tickets.where('em', '<=', at).count().get()).data().count;
}

/** Admits one request of `keyId` at `now`, or throws 429 limite_excedido with Retry-After. */
export async function admitKey(db: Firestore, keyId: string, now: Millis): Promise<void> {
  for (const window of windowKeys(now)) {
    const decision = rateDecision([window], [await placeIn(db, keyId, window)], now);
    if (!decision.allowed) throw new ApiError('limite_excedido', undefined, undefined, decision.retryAfter);
  }
}
