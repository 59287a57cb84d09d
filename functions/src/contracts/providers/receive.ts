/**
 * One provider webhook delivery, from the request to the answer (issue 47), with the storage
 * behind an interface (store.ts is Firestore's; the unit tests use their own):
 * 1. the provider checks the request's secret or signature: not its → 401, nothing read or written;
 * 2. the ledger already holds the event id (ZapSign redelivers until it gets a 200) → 200, nothing else;
 * 3. the event is decided against the contract the document belongs to (events.ts); only a
 *    signature fetches the provider's signed PDF, outside any transaction;
 * 4. one transaction records the event (create: a concurrent redelivery loses) and applies it.
 * A failure before 4 commits leaves no ledger entry, so the provider's retry does it again.
 */
import type { StoredContract } from '@solarcred/domain/contract/types';
import type { Millis } from '@solarcred/domain/model';
import { decideProviderEvent, providerEventDocId, type IgnoredReason } from './events';
import { ProviderApiError, WebhookRejected, type ProviderEvent, type SigningProvider, type WebhookRequest } from './port';

export type Outcome = { resultado: 'aplicado' } | { resultado: 'ignorado'; motivo: IgnoredReason } | { resultado: 'repetido' };

export interface ProviderEventStore {
  /** Whether contratos_eventos already holds this entry (a redelivery). */
  seen(entryId: string): Promise<boolean>;
  /** The contract whose provedor_documento is `documento`, or null. */
  contractOf(documento: string): Promise<StoredContract | null>;
  /**
   * In one transaction: the entry and the contract read again, the event decided again
   * (decideProviderEvent), its writes and the ledger entry; 'repetido' when the entry exists by then.
   * `signedPdf` is the provider's signed file when the decision outside was to sign.
   */
  apply(provider: SigningProvider['id'], event: ProviderEvent, signedPdf: Uint8Array | null, now: Millis): Promise<Outcome>;
}

export interface WebhookAnswer {
  status: number;
  body: { ok: boolean; resultado?: Outcome['resultado']; motivo?: IgnoredReason; erro?: string };
}

export async function receiveProviderEvent(provider: SigningProvider, request: WebhookRequest, store: ProviderEventStore, now: () => Millis = Date.now): Promise<WebhookAnswer> {
  let event: ProviderEvent;
  try {
    event = provider.parseWebhook(request);
  } catch (error) {
    if (error instanceof WebhookRejected) return { status: 401, body: { ok: false, erro: 'unauthenticated' } };
    if (error instanceof ProviderApiError) return { status: 400, body: { ok: false, erro: 'malformed' } };
    throw error;
  }
  if (await store.seen(providerEventDocId(provider.id, event.id))) return { status: 200, body: { ok: true, resultado: 'repetido' } };
  const plan = decideProviderEvent(provider.id, await store.contractOf(event.documento), event, now());
  const signedPdf = plan.kind === 'assinar' ? await provider.signedPdf(event.documento) : null;
  const outcome = await store.apply(provider.id, event, signedPdf, now());
  return { status: 200, body: { ok: true, ...outcome } };
}
