/**
 * One delivery attempt (issue 52), what the task function deliverWebhook runs for each task:
 * the endpoint's URL checked again with DNS (a private address is an attempt without a request),
 * the body signed with the endpoint's secret and POSTed (10 s), the attempt appended to
 * webhook_entregas/{id}. A 2xx makes the delivery 'entregue'. Otherwise an automatic attempt
 * records when the queue tries again (proxima_em, the domain's backoff) and throws so it does;
 * when that retry would come more than 24 hours after the first attempt the delivery is 'falhou'
 * and the task ends. A manual attempt ('Reenviar') is one more try: it never throws, and only a
 * 2xx changes the state.
 * The clock and the POST are parameters, so the handler is tested without a network.
 */
import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/tasks';
import type { DeliveryAttempt, StoredDelivery, StoredWebhook, StoredWebhookEvent, WebhookSecret } from '@solarcred/domain/api/types';
import { apiText } from '@solarcred/domain/api/api-text';
import { apiLimits } from '@solarcred/domain/api/commands';
import { deliveryBackoffSeconds, webhookBody, webhookHeaders, webhookRetryConfig } from '@solarcred/domain/api/webhook';
import { webhookDeliveries, webhookEvents, webhookSecrets, webhooks } from '@solarcred/domain/data/api';
import type { Millis } from '@solarcred/domain/model';
import { adminFirestore } from '../app';
import { toFirestore, typedDoc } from '../firestore-data';
import { checkWebhookUrl, dnsResolve, type Resolve } from './address';
import { httpPost, type Post } from './post';
import type { DeliveryTask } from './queue';

export interface DeliveryDeps {
  post: Post;
  now: () => Millis;
  resolve: Resolve;
  env: NodeJS.ProcessEnv;
}

const defaultDeps = (): DeliveryDeps => ({ post: httpPost, now: Date.now, resolve: dnsResolve, env: process.env });

export type AttemptOutcome =
  /** Nothing to do: the delivery is gone, already delivered or given up (an automatic task). */
  | 'nada'
  | 'entregue'
  /** A failed automatic attempt the queue tries again. */
  | 'tentar_de_novo'
  | 'falhou'
  /** A failed manual attempt (the state unchanged). */
  | 'manual_falhou';

const is2xx = (status: number | null) => status !== null && status >= 200 && status < 300;

/** Attempts the delivery once and records it; answers what happened. */
export async function attemptDelivery(db: Firestore, task: DeliveryTask, deps: DeliveryDeps = defaultDeps()): Promise<AttemptOutcome> {
  const delivery = (await typedDoc(db, webhookDeliveries, task.entregaId).get()).data();
  if (!delivery) return 'nada';
  const manual = task.origem === 'manual';
  if (!manual && delivery.situacao !== 'pendente') return 'nada';
  const [event, hook, secret] = await Promise.all([
    typedDoc(db, webhookEvents, delivery.evento_id).get().then((snap) => snap.data()),
    typedDoc(db, webhooks, delivery.webhook_id).get().then((snap) => snap.data()),
    typedDoc(db, webhookSecrets, delivery.webhook_id).get().then((snap) => snap.data()),
  ]);
  if (!event || !hook || !secret || !hook.ativo) {
    // The endpoint was removed: logged as an attempt without a request; an automatic task ends here.
    const now = deps.now();
    const attempt: DeliveryAttempt = { em: now, status: null, duracao_ms: 0, resposta: apiText.webhooks.notFound, origem: manual ? 'manual' : 'automatica' };
    const patch = manual ? {} : { situacao: 'falhou' as const, proxima_em: null };
    await db.doc(webhookDeliveries.docPath(delivery.id)).update(toFirestore({ ...patch, tentativas: [...delivery.tentativas, attempt], atualizado_em: now }));
    return manual ? 'manual_falhou' : 'falhou';
  }
  const attempt = await send(event, hook, secret, manual, deps);
  return record(db, delivery.id, attempt, manual, deps.now());
}

/** The request itself (or the refusal of its address): the attempt to log. */
async function send(event: StoredWebhookEvent, hook: StoredWebhook, secret: WebhookSecret, manual: boolean, deps: DeliveryDeps): Promise<DeliveryAttempt> {
  const started = deps.now();
  const origem = manual ? 'manual' : 'automatica';
  const checked = await checkWebhookUrl(hook.url, deps.resolve, deps.env);
  if (checked.problem || !checked.addresses[0]) {
    return { em: started, status: null, duracao_ms: deps.now() - started, resposta: checked.problem ?? apiText.webhooks.unresolved, origem };
  }
  const body = webhookBody(event);
  const headers = webhookHeaders(event, secret.segredo, Math.floor(started / 1000), body);
  const answer = await deps.post({ url: hook.url, headers, body, address: checked.addresses[0], timeoutMs: apiLimits.deliveryTimeoutMs });
  return { em: started, status: answer.status, duracao_ms: deps.now() - started, resposta: answer.text.slice(0, apiLimits.responseExcerpt), origem };
}

/** Appends the attempt and moves the state, in a transaction (a manual and an automatic attempt may finish together). */
async function record(db: Firestore, id: string, attempt: DeliveryAttempt, manual: boolean, now: Millis): Promise<AttemptOutcome> {
  return db.runTransaction(async (tx) => {
    const ref = typedDoc(db, webhookDeliveries, id);
    const current = (await tx.get(ref)).data();
    if (!current) return 'nada';
    const tentativas = [...current.tentativas, attempt];
    let patch: Partial<StoredDelivery>;
    let outcome: AttemptOutcome;
    if (is2xx(attempt.status)) {
      patch = { situacao: 'entregue', proxima_em: null };
      outcome = 'entregue';
    } else if (manual || current.situacao !== 'pendente') {
      patch = {};
      outcome = manual ? 'manual_falhou' : 'nada';
    } else {
      // The queue waits the schedule's backoff after this attempt; a retry past 24 hours from the first attempt is not made.
      const automatic = tentativas.filter((t) => t.origem === 'automatica');
      const deadline = (automatic[0]?.em ?? attempt.em) + webhookRetryConfig.maxRetrySeconds * 1000;
      const next = attempt.em + deliveryBackoffSeconds(automatic.length) * 1000;
      patch = next > deadline ? { situacao: 'falhou', proxima_em: null } : { proxima_em: next };
      outcome = next > deadline ? 'falhou' : 'tentar_de_novo';
    }
    tx.update(db.doc(webhookDeliveries.docPath(id)), toFirestore({ ...patch, tentativas, atualizado_em: now }));
    return outcome;
  });
}

/** The task function's handler (index.ts declares it with onTaskDispatched and the retry schedule). */
export async function deliverWebhook(request: Request<DeliveryTask>): Promise<void> {
  const task = request.data;
  if (!task || typeof task.entregaId !== 'string' || !task.entregaId) {
    logger.warn('deliverWebhook: a task without a delivery id', { data: task });
    return;
  }
  const outcome = await attemptDelivery(adminFirestore(), { entregaId: task.entregaId, origem: task.origem === 'manual' ? 'manual' : 'automatica' });
  logger.info(`deliverWebhook: ${outcome}`, { entrega: task.entregaId, origem: task.origem });
  // Thrown: Cloud Tasks tries again after its backoff (the schedule proxima_em shows).
  if (outcome === 'tentar_de_novo') throw new Error(`webhook delivery ${task.entregaId} failed; retrying`);
}
