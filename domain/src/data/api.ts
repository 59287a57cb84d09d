/** The partner API's collections (issue 52); the shapes and who reads them are in api/types.ts. */
import type { StoredApiKey, StoredDelivery, StoredWebhook, StoredWebhookEvent, WebhookSecret } from '../api/types';
import { collectionOf } from './collection';

export const apiKeys = collectionOf<StoredApiKey>('api_chaves');
export const webhooks = collectionOf<StoredWebhook>('webhooks');
export const webhookSecrets = collectionOf<WebhookSecret>('webhooks_segredos');
export const webhookEvents = collectionOf<StoredWebhookEvent>('webhook_eventos');
export const webhookDeliveries = collectionOf<StoredDelivery>('webhook_entregas');
/** webhook_seq/{companyId}: { ultimo: number }, the company's last event sequence. */
export const webhookSequences = collectionOf<{ id: string; ultimo: number }>('webhook_seq');
/** api_idempotencia/{keyId}_{sha256(Idempotency-Key)}: the first answer to a create, replayed for 24 hours. */
export const apiIdempotency = collectionOf<{ id: string; corpo_hash: string; status: number; resposta: Record<string, unknown>; criado_em: number; expira_em: number }>('api_idempotencia');

export const deliveryIdOf = (eventId: string, webhookId: string): string => `${eventId}_${webhookId}`;
