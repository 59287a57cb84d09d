/**
 * 'Integrações' (issue 52) over the memory store: the callables' domain decisions (createApiKey,
 * revokeApiKey, createWebhook, deleteWebhook, resendWebhookDelivery) and the reads firestore.rules
 * allows (the approved titular's own company's keys, webhooks and deliveries). The demo sends no
 * HTTP: a delivery asked again logs one manual attempt without a response and keeps its state, as a
 * failed manual attempt does on Firebase (deliver.ts), and the page says the demo does not send it.
 */
import { apiText } from '@solarcred/domain/api/api-text';
import { apiLimits, createApiKey, createWebhook, deleteWebhookInput, ownWebhook, resendWebhookDeliveryInput, revokeApiKey, revokeApiKeyInput } from '@solarcred/domain/api/commands';
import { apiKeys, webhookDeliveries, webhookSecrets, webhooks } from '@solarcred/domain/data/api';
import { integrators } from '@solarcred/domain/data/integrators';
import { DomainError } from '@solarcred/domain/errors';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { effectiveStatus } from '@solarcred/domain/integrator-status';
import { companyOf } from '@solarcred/domain/team/company';
import type { IntegrationsPort } from '../port-integrations';
import { actorOf, rulesDenied, runCommand } from './commands';
import { liveQuery } from './live';
import { putDoc, removeDoc, type MemoryStore } from './store';

export function memoryIntegrations(store: MemoryStore): IntegrationsPort {
  /** As the rules: the company's own titular, while the company is approved. */
  const mayList = (companyId: string) => {
    const actor = actorOf(store);
    return actor?.role === 'integrador' && actor.uid === companyId && companyOf(actor) === companyId
      && effectiveStatus(store.doc(integrators, companyId)?.status) === 'aprovado';
  };
  const companyOfCaller = () => {
    const actor = actorOf(store);
    return actor ? companyOf(actor) : '';
  };

  return {
    keys: (companyId, limit) =>
      liveQuery(
        store,
        () => {
          if (!mayList(companyId)) throw rulesDenied();
          return store.collection(apiKeys).filter((key) => key.integrador_id === companyId).sort((a, b) => b.criado_em - a.criado_em).slice(0, limit);
        },
        (found) => found.length,
      ),
    createKey: (input) =>
      runCommand(store, 'createApiKey', () => {
        const companyId = companyOfCaller();
        const active = store.collection(apiKeys).filter((key) => key.integrador_id === companyId && key.revogada_em === null).length;
        const { stored, issued } = createApiKey(active, input, actorOf(store), Date.now());
        store.update((state) => putDoc(state, apiKeys, stored));
        return issued;
      }),
    revokeKey: (keyId) =>
      runCommand(store, 'revokeApiKey', () => {
        const { id } = parseCommand(revokeApiKeyInput, { id: keyId });
        const stored = store.doc(apiKeys, id);
        const change = revokeApiKey(stored, actorOf(store), Date.now());
        if (stored && change) store.update((state) => putDoc(state, apiKeys, { ...stored, ...change }));
      }),
    webhooks: (companyId, limit) =>
      liveQuery(
        store,
        () => {
          if (!mayList(companyId)) throw rulesDenied();
          return store.collection(webhooks).filter((hook) => hook.integrador_id === companyId).sort((a, b) => b.criado_em - a.criado_em).slice(0, limit);
        },
        (found) => found.length,
      ),
    createWebhook: (input) =>
      runCommand(store, 'createWebhook', () => {
        const companyId = companyOfCaller();
        const existing = store.collection(webhooks).filter((hook) => hook.integrador_id === companyId).length;
        // The demo resolves no host name: only a literal address in the URL is checked.
        const { stored, secret } = createWebhook(existing, input, actorOf(store), Date.now());
        store.update((state) => {
          putDoc(state, webhooks, stored);
          putDoc(state, webhookSecrets, secret);
        });
        return { id: stored.id, segredo: secret.segredo };
      }),
    deleteWebhook: (webhookId) =>
      runCommand(store, 'deleteWebhook', () => {
        const { id } = parseCommand(deleteWebhookInput, { id: webhookId });
        const hook = ownWebhook(store.doc(webhooks, id), actorOf(store));
        store.update((state) => {
          removeDoc(state, webhooks, hook.id);
          removeDoc(state, webhookSecrets, hook.id);
        });
      }),
    deliveries: (companyId, webhookId, limit) =>
      liveQuery(
        store,
        () => {
          if (!mayList(companyId)) throw rulesDenied();
          return store.collection(webhookDeliveries)
            .filter((delivery) => delivery.integrador_id === companyId && delivery.webhook_id === webhookId)
            .sort((a, b) => b.criado_em - a.criado_em)
            .slice(0, Math.min(limit, apiLimits.deliveriesShown));
        },
        (found) => found.length,
      ),
    resend: (deliveryId) =>
      runCommand(store, 'resendWebhookDelivery', () => {
        const { id } = parseCommand(resendWebhookDeliveryInput, { id: deliveryId });
        const delivery = store.doc(webhookDeliveries, id);
        const actor = actorOf(store);
        if (!delivery || delivery.integrador_id !== (actor ? companyOf(actor) : '')) throw new DomainError('not-found', apiText.webhooks.deliveryNotFound);
        ownWebhook(store.doc(webhooks, delivery.webhook_id), actor);
        const now = Date.now();
        const attempt = { em: now, status: null, duracao_ms: 0, resposta: apiText.webhooks.demoNotSent, origem: 'manual' as const };
        store.update((state) => putDoc(state, webhookDeliveries, { ...delivery, tentativas: [...delivery.tentativas, attempt], atualizado_em: now }));
      }),
  };
}
