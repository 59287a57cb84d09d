/**
 * contractSigningWebhook (issue 47): the HTTPS function a signing provider posts its events to,
 * at /contractSigningWebhook/{provider} ('zapsign'; the configured provider when the path names
 * none). POST only; the provider's secret or signature checked first; each event recorded once
 * in contratos_eventos and applied forward only (receive.ts, events.ts). Answers 200 for
 * everything it took (applied, ignored or a redelivery) so the provider stops retrying, 401 when
 * the request is not the provider's, 500 when something failed (the provider retries).
 */
import { logger } from 'firebase-functions';
import { adminFirestore } from '../../app';
import { configuredProvider, type WebhookRequest } from './port';
import { receiveProviderEvent, type ProviderEventStore } from './receive';
import { providerFor } from './registry';
import { firestoreEventStore } from './store';

interface HttpRequest extends WebhookRequest {
  method: string;
  path: string;
}

interface HttpResponse {
  status(code: number): HttpResponse;
  set(field: string, value: string): HttpResponse;
  json(body: unknown): unknown;
}

/** The provider a request's path names ('/zapsign'), else the configured one. */
export function providerOfPath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '') || configuredProvider();
}

/** The HTTP shell over `storeOf`'s storage (Firestore's in the deployed function). */
export function webhookHandler(storeOf: () => ProviderEventStore) {
  return async (request: HttpRequest, response: HttpResponse): Promise<void> => {
    if (request.method !== 'POST') {
      response.set('Allow', 'POST').status(405).json({ ok: false, erro: 'method' });
      return;
    }
    const provider = providerFor(providerOfPath(request.path));
    if (!provider) {
      response.status(404).json({ ok: false, erro: 'provider' });
      return;
    }
    try {
      const answer = await receiveProviderEvent(provider, request, storeOf());
      if (answer.status !== 200) logger.warn('contractSigningWebhook: request refused', { provider: provider.id, status: answer.status });
      response.status(answer.status).json(answer.body);
    } catch (error) {
      logger.error('contractSigningWebhook: the event could not be applied; the provider will retry', { provider: provider.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      response.status(500).json({ ok: false, erro: 'internal' });
    }
  };
}

export const contractSigningWebhook = webhookHandler(() => firestoreEventStore(adminFirestore()));
