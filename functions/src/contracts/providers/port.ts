/**
 * The signing provider port (issue 47). The built-in flow ('interno': code by e-mail, typed name,
 * on the customer's link) needs no provider object; an outside provider (ZapSign, Clicksign)
 * implements this interface: it receives the contract's PDF and the signer, reports what happened
 * through its webhook, and hands back the signed PDF. webhook.ts applies the events; nothing here
 * touches Firestore.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SigningProviderId, StoredContract } from '@solarcred/domain/contract/types';
import type { Millis } from '@solarcred/domain/model';
import { CONTRACT_SIGNING_PROVIDER, signingProviderOf } from './params';

export type ExternalProviderId = Exclude<SigningProviderId, 'interno'>;

export interface ProviderSigner {
  nome: string;
  email: string;
}

export interface SendInput {
  contract: StoredContract;
  /** The unsigned PDF whose SHA-256 is contract.sha256. */
  pdf: Uint8Array;
  signer: ProviderSigner;
}

export interface SendResult {
  /** The provider's id of the document (contract.provedor_documento; the webhook finds the contract by it). */
  documento: string;
  /** Where the signer signs (the provider also e-mails it). */
  url_assinatura: string;
}

/** What the webhook understood, the same for every provider. */
export interface ProviderEvent {
  /** Unique per event: the ledger's key (contratos_eventos/{provider}_{id}); a redelivery has the same id. */
  id: string;
  documento: string;
  tipo: 'assinado' | 'recusado' | 'visualizado' | 'outro';
  /** When it happened at the provider. */
  em: Millis;
  signatario?: { nome: string; email: string; ip?: string; user_agent?: string };
}

export interface WebhookRequest {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body's bytes as received (an HMAC is computed over them, never over re-serialised JSON). */
  rawBody: Buffer;
  body: unknown;
}

export interface SigningProvider {
  readonly id: ExternalProviderId;
  send(input: SendInput): Promise<SendResult>;
  /** The event, or throws WebhookRejected when the request's secret or signature does not check. */
  parseWebhook(request: WebhookRequest): ProviderEvent;
  /** The signed PDF of a document the provider reports as signed. */
  signedPdf(documento: string): Promise<Uint8Array>;
}

/** The request is not the provider's (wrong or missing secret/signature): answered 401, nothing written. */
export class WebhookRejected extends Error {
  override readonly name = 'WebhookRejected';
}

/** A provider's API answered something the adapter cannot use (a status or a shape): the call fails. */
export class ProviderApiError extends Error {
  override readonly name = 'ProviderApiError';
}

/** Compares two secrets in constant time (the digests have equal length whatever the inputs). */
export function constantTimeEqual(received: string | Buffer, expected: string | Buffer): boolean {
  const digest = (value: string | Buffer) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(received), digest(expected)) && received.length === expected.length;
}

/** A header's one value ('' when absent; the first when repeated). */
export function headerOf(headers: WebhookRequest['headers'], name: string): string {
  const value = headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The provider new contracts go to (functions param CONTRACT_SIGNING_PROVIDER, default 'interno'). */
export function configuredProvider(): SigningProviderId {
  return signingProviderOf(CONTRACT_SIGNING_PROVIDER.value() || undefined);
}
