/**
 * The demo titular's integrations (issue 52): one API key its CRM uses, and one webhook endpoint
 * with three deliveries of the company's own latest events — a status change delivered at once,
 * one that failed (HTTP 500) and then went through, and a pending item still pending. Key, endpoint
 * and events are made by the domain's functions, as the callables and triggers make them (the
 * event ids are the triggers' own); the key and the secret are thrown away, as after the dialog that showed them.
 */
import { createApiKey, createWebhook } from '@solarcred/domain/api/commands';
import type { DeliveryAttempt, StoredDelivery, StoredWebhookEvent } from '@solarcred/domain/api/types';
import { webhookEventOfPendingItem, webhookEventOfStatusChange, type WebhookEventDraft } from '@solarcred/domain/api/webhook';
import { apiKeys, deliveryIdOf, webhookDeliveries, webhookEvents, webhookSecrets, webhookSequences, webhooks } from '@solarcred/domain/data/api';
import type { Millis } from '@solarcred/domain/model';
import { proposalHistory, proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { putDoc, readCollection, type MemoryState } from './store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The seeded endpoint: a reserved name (RFC 2606), so nothing anywhere is ever called. */
export const seededWebhookUrl = 'https://crm.solnascente.example/webhooks/solarcred';

interface SeedDelivery {
  event: WebhookEventDraft;
  at: Millis;
  attempts: Omit<DeliveryAttempt, 'origem'>[];
  situacao: StoredDelivery['situacao'];
  proxima_em: Millis | null;
}

/** The company's latest status changes and pending item, as the triggers turn them into events, oldest first. */
function recentEvents(state: MemoryState, companyId: string): { changes: WebhookEventDraft[]; item: WebhookEventDraft | null } {
  const own = readCollection(state, proposals).filter((proposal) => proposal.integrador_id === companyId);
  const changes = own
    .flatMap((proposal) => readCollection(state, proposalHistory(proposal.id)).map((entry) => ({ at: entry.em, event: webhookEventOfStatusChange(proposal, entry) })))
    .flatMap(({ at, event }) => (event ? [{ at, event }] : []))
    .sort((a, b) => b.at - a.at)
    .slice(0, 2)
    .reverse()
    .map(({ event }) => event);
  const item = own.flatMap((proposal) => readCollection(state, proposalPendingItems(proposal.id))).sort((a, b) => b.criada_em - a.criada_em)[0];
  return { changes, item: item ? webhookEventOfPendingItem(item) : null };
}

export function seedIntegrations(state: MemoryState, companyId: string, now: Millis): void {
  const titular = { uid: companyId, role: 'integrador' as const };
  const { stored: key } = createApiKey(0, { nome: 'CRM de vendas', escopos: ['leitura', 'escrita'] }, titular, now - 20 * DAY);
  putDoc(state, apiKeys, { ...key, ultimo_uso_em: now - 2 * HOUR });

  const { stored: hook, secret } = createWebhook(0, { url: seededWebhookUrl, eventos: ['proposta.status_alterado', 'pendencia.criada', 'contrato.assinado'] }, titular, now - 15 * DAY);
  putDoc(state, webhooks, hook);
  putDoc(state, webhookSecrets, secret);

  const { changes, item } = recentEvents(state, companyId);
  const [delivered, retried] = changes;
  const deliveries: SeedDelivery[] = [
    ...(delivered ? [{ event: delivered, at: now - 3 * DAY, situacao: 'entregue' as const, proxima_em: null,
      attempts: [{ em: now - 3 * DAY, status: 200, duracao_ms: 184, resposta: '{"recebido":true}' }] }] : []),
    ...(retried ? [{ event: retried, at: now - DAY, situacao: 'entregue' as const, proxima_em: null,
      attempts: [
        { em: now - DAY, status: 500, duracao_ms: 2_310, resposta: '{"error":"database unavailable"}' },
        { em: now - DAY + MINUTE / 2, status: 200, duracao_ms: 201, resposta: '{"recebido":true}' },
      ] }] : []),
    ...(item ? [{ event: item, at: now - 10 * MINUTE, situacao: 'pendente' as const, proxima_em: now + 20 * MINUTE, attempts: [] }] : []),
  ];
  deliveries.forEach((seeded, index) => {
    const event: StoredWebhookEvent = { ...seeded.event, seq: index + 1, criado_em: seeded.at };
    putDoc(state, webhookEvents, event);
    const tentativas = seeded.attempts.map((attempt): DeliveryAttempt => ({ ...attempt, origem: 'automatica' }));
    putDoc(state, webhookDeliveries, {
      id: deliveryIdOf(event.id, hook.id), integrador_id: companyId, webhook_id: hook.id, evento_id: event.id, tipo: event.tipo, seq: event.seq,
      situacao: seeded.situacao, tentativas, criado_em: event.criado_em, atualizado_em: tentativas.at(-1)?.em ?? event.criado_em, proxima_em: seeded.proxima_em,
    });
  });
  putDoc(state, webhookSequences, { id: companyId, ultimo: deliveries.length });
}
