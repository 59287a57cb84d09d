/**
 * 'Integrações' (issue 52): the titular's API keys and webhooks, and each webhook's deliveries. Keys
 * and secrets are shown once, by the callables that make them; the lists never carry them.
 */
import type { CreateApiKeyInput, CreateWebhookInput } from '@solarcred/domain/api/commands';
import type { IssuedApiKey, StoredApiKey, StoredDelivery, StoredWebhook } from '@solarcred/domain/api/types';
import type { Live } from './port';

export interface IntegrationsPort {
  /** The company's keys (api_chaves where integrador_id == company), the newest first, at most `limit`. */
  keys(companyId: string, limit: number): Live<StoredApiKey[]>;
  /** The titular: createApiKey; the full key comes back once. */
  createKey(input: CreateApiKeyInput): Promise<IssuedApiKey>;
  /** The titular: revokeApiKey (a revoked key answers 401 at once). */
  revokeKey(keyId: string): Promise<void>;
  /** The company's webhooks, the newest first. */
  webhooks(companyId: string, limit: number): Live<StoredWebhook[]>;
  /** The titular: createWebhook; the signing secret comes back once. */
  createWebhook(input: CreateWebhookInput): Promise<{ id: string; segredo: string }>;
  /** The titular: deleteWebhook (its pending deliveries stop). */
  deleteWebhook(webhookId: string): Promise<void>;
  /** One webhook's deliveries, the latest event first, at most `limit`. */
  deliveries(companyId: string, webhookId: string, limit: number): Live<StoredDelivery[]>;
  /** The titular: resendWebhookDelivery, one more attempt now (logged as 'manual'). */
  resend(deliveryId: string): Promise<void>;
}
