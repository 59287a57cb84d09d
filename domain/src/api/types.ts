/**
 * The partner API (issue 52): the shapes every module shares. Keys (api_chaves) let a company's own
 * systems call `/api/v1` (api.ts in functions); webhooks (webhooks) send the company's events,
 * signed, to its endpoints, each delivery logged (webhook_entregas) and retried through a task
 * queue. Only functions write any of it; the titular reads its company's keys, webhooks and
 * deliveries on 'Integrações'.
 */
import type { Millis } from '../model';

/** 'leitura': GET endpoints and the simulation; 'escrita': creating proposals, uploads, answers. */
export const apiScopes = ['leitura', 'escrita'] as const;
export type ApiScope = (typeof apiScopes)[number];

/**
 * api_chaves/{keyId}. The key the titular copies once is `sck_{keyId}_{secret}`; only the SHA-256
 * of the secret is stored (hex), so the key cannot be read back, and it is compared in constant time.
 */
export interface StoredApiKey {
  id: string;
  integrador_id: string;
  nome: string;
  escopos: ApiScope[];
  /** The first characters of the full key, for the list ('sck_ab12cd…'). */
  prefixo: string;
  hash: string;
  criado_por: string;
  criado_em: Millis;
  revogada_em: Millis | null;
  revogada_por: string | null;
  ultimo_uso_em: Millis | null;
}

/** The key as the titular receives it, once, from createApiKey. */
export interface IssuedApiKey {
  id: string;
  chave: string;
}

export const webhookEventTypes = ['proposta.status_alterado', 'pendencia.criada', 'contrato.assinado', 'repasse.pago', 'cashback.pago'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** webhooks/{id}: an endpoint of the company and the events it receives. */
export interface StoredWebhook {
  id: string;
  integrador_id: string;
  /** https only; resolving to a public address (checked when registered and before each delivery). */
  url: string;
  eventos: WebhookEventType[];
  ativo: boolean;
  /** The first characters of the signing secret ('whsec_ab12…'); the secret itself is in webhooks_segredos/{id}, functions only. */
  segredo_prefixo: string;
  criado_por: string;
  criado_em: Millis;
}

/** webhooks_segredos/{id}: the signing secret (read by no client). */
export interface WebhookSecret {
  id: string;
  segredo: string;
}

/**
 * webhook_eventos/{eventId}: one event of a company. `seq` runs 1, 2, … per company (a counter in
 * the same transaction), so a receiver orders the events and drops a repeat by `id`.
 */
export interface StoredWebhookEvent {
  id: string;
  integrador_id: string;
  tipo: WebhookEventType;
  seq: number;
  /** The public payload (no internal fields): what the body's `dados` carries. */
  dados: Record<string, unknown>;
  criado_em: Millis;
}

export const deliveryStates = ['pendente', 'entregue', 'falhou'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export interface DeliveryAttempt {
  em: Millis;
  /** The HTTP status, or null when no response came (timeout, refused connection, private address). */
  status: number | null;
  duracao_ms: number;
  /** The response body's first 1,000 characters, or the error's message. */
  resposta: string;
  /** 'manual' when the titular asked for it again. */
  origem: 'automatica' | 'manual';
}

/** webhook_entregas/{eventId}_{webhookId}: one event to one endpoint, with every attempt. */
export interface StoredDelivery {
  id: string;
  integrador_id: string;
  webhook_id: string;
  evento_id: string;
  tipo: WebhookEventType;
  seq: number;
  situacao: DeliveryState;
  tentativas: DeliveryAttempt[];
  criado_em: Millis;
  atualizado_em: Millis;
  /** When the queue will try again (null when delivered, or given up after 24 hours). */
  proxima_em: Millis | null;
}
