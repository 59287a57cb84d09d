/**
 * The titular's commands on 'Integrações' (issue 52): create and revoke API keys, register and
 * remove webhook endpoints. Pure: the callables (functions/src/api/keys.ts, functions/src/webhooks/*)
 * and the memory adapter read the counts and documents, call these, and write what they return.
 */
import { z } from 'zod';
import { DomainError } from '../errors';
import { requireTitular, type Actor } from '../handlers/actor';
import { parseCommand } from '../handlers/parse';
import type { Millis } from '../model';
import { idField } from '../schemas/common';
import { companyOf } from '../team/company';
import { apiText } from './api-text';
import { base64Url, newApiKey, randomId } from './keys';
import { apiScopes, webhookEventTypes, type IssuedApiKey, type StoredApiKey, type StoredWebhook, type WebhookSecret } from './types';
import { webhookUrlMaxLength, webhookUrlProblem, type WebhookUrlOptions } from './webhook';

const MB = 1024 * 1024;

export const apiLimits = {
  /** Active (not revoked) keys per company. */
  activeKeys: 10,
  keyName: 60,
  /** Webhook endpoints per company. */
  webhooks: 5,
  urlLength: webhookUrlMaxLength,
  idempotencyKeyLength: 100,
  idempotencyTtlMs: 24 * 60 * 60_000,
  /** JSON bodies above this are refused (413 corpo_grande). */
  jsonBodyBytes: 1 * MB,
  /** An upload URL's life. */
  uploadUrlTtlMs: 15 * 60_000,
  listDefault: 20,
  listMax: 100,
  /** A delivery's HTTP timeout. */
  deliveryTimeoutMs: 10_000,
  /** The stored excerpt of a delivery's response. */
  responseExcerpt: 1000,
  /** Deliveries the page shows per endpoint. */
  deliveriesShown: 20,
  /** A signature older (or newer) than this is refused by verifyWebhookSignature. */
  signatureToleranceSeconds: 300,
} as const;

const scopeList = z
  .array(z.enum(apiScopes, { error: apiText.keys.scopeInvalid }), { error: apiText.keys.scopesRequired })
  .min(1, { error: apiText.keys.scopesRequired })
  .max(10, { error: apiText.keys.scopeInvalid })
  .transform((scopes) => apiScopes.filter((scope) => scopes.includes(scope)));

export const createApiKeyInput = z.object({
  nome: z
    .string({ error: apiText.keys.nameRequired })
    .trim()
    .min(1, { error: apiText.keys.nameRequired })
    .max(apiLimits.keyName, { error: apiText.keys.nameTooLong(apiLimits.keyName) }),
  escopos: scopeList,
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInput>;

export const revokeApiKeyInput = z.object({ id: idField });
export type RevokeApiKeyInput = z.input<typeof revokeApiKeyInput>;

/** A new key of the caller's company: the document to store and the key to show once. */
export function createApiKey(existingActiveCount: number, input: unknown, actor: Actor | null, now: Millis): { stored: StoredApiKey; issued: IssuedApiKey } {
  const caller = requireTitular(actor);
  const { nome, escopos } = parseCommand(createApiKeyInput, input);
  if (existingActiveCount >= apiLimits.activeKeys) throw new DomainError('failed-precondition', apiText.keys.tooMany(apiLimits.activeKeys));
  const key = newApiKey();
  const stored: StoredApiKey = {
    id: key.id, integrador_id: companyOf(caller), nome, escopos, prefixo: key.prefixo, hash: key.hash,
    criado_por: caller.uid, criado_em: now, revogada_em: null, revogada_por: null, ultimo_uso_em: null,
  };
  return { stored, issued: { id: key.id, chave: key.chave } };
}

/** The fields revoking writes; null when the key is already revoked (nothing to write). Another company's key reads as missing. */
export function revokeApiKey(stored: StoredApiKey | null, actor: Actor | null, now: Millis): Pick<StoredApiKey, 'revogada_em' | 'revogada_por'> | null {
  const caller = requireTitular(actor);
  if (!stored || stored.integrador_id !== companyOf(caller)) throw new DomainError('not-found', apiText.keys.notFound);
  if (stored.revogada_em !== null) return null;
  return { revogada_em: now, revogada_por: caller.uid };
}

export const createWebhookInput = z.object({
  url: z
    .string({ error: apiText.webhooks.urlRequired })
    .trim()
    .min(1, { error: apiText.webhooks.urlRequired })
    .max(apiLimits.urlLength, { error: apiText.webhooks.urlTooLong(apiLimits.urlLength) }),
  eventos: z
    .array(z.enum(webhookEventTypes, { error: apiText.webhooks.eventInvalid }), { error: apiText.webhooks.eventsRequired })
    .min(1, { error: apiText.webhooks.eventsRequired })
    .max(20, { error: apiText.webhooks.eventInvalid })
    .transform((events) => webhookEventTypes.filter((event) => events.includes(event))),
});
export type CreateWebhookInput = z.input<typeof createWebhookInput>;

/** deleteWebhook's and resendWebhookDelivery's inputs. */
export const deleteWebhookInput = z.object({ id: idField });
export const resendWebhookDeliveryInput = z.object({ id: idField });

export const webhookSecretPrefix = 'whsec_';
export const newWebhookSecret = (): string => `${webhookSecretPrefix}${base64Url((globalThis as unknown as { crypto: { getRandomValues(b: Uint8Array): Uint8Array } }).crypto.getRandomValues(new Uint8Array(32)))}`;

/**
 * A new endpoint of the caller's company and its signing secret (shown once). `options.resolved`
 * are the addresses the URL's host resolves to now (the callable looks them up): each must be public.
 */
export function createWebhook(existingCount: number, input: unknown, actor: Actor | null, now: Millis, options: WebhookUrlOptions = {}): { stored: StoredWebhook; secret: WebhookSecret } {
  const caller = requireTitular(actor);
  const { url, eventos } = parseCommand(createWebhookInput, input);
  const problem = webhookUrlProblem(url, options);
  if (problem) throw new DomainError('invalid-argument', problem, { url: problem });
  if (existingCount >= apiLimits.webhooks) throw new DomainError('failed-precondition', apiText.webhooks.tooMany(apiLimits.webhooks));
  const id = randomId();
  const segredo = newWebhookSecret();
  const stored: StoredWebhook = {
    id, integrador_id: companyOf(caller), url, eventos, ativo: true, segredo_prefixo: segredo.slice(0, 10), criado_por: caller.uid, criado_em: now,
  };
  return { stored, secret: { id, segredo } };
}

/** The caller's company's endpoint (delete, resend): another company's reads as missing. */
export function ownWebhook(stored: StoredWebhook | null, actor: Actor | null): StoredWebhook {
  const caller = requireTitular(actor);
  if (!stored || stored.integrador_id !== companyOf(caller)) throw new DomainError('not-found', apiText.webhooks.notFound);
  return stored;
}
