/**
 * Publishing an event (issue 52): a trigger hands over the event the domain built from its source
 * document (webhookEventOf); one transaction writes webhook_eventos/{id} with the company's next
 * `seq` (webhook_seq/{company}) and one webhook_entregas/{eventId}_{webhookId} per active endpoint
 * subscribed to its type; then one task per delivery goes to deliverWebhook's queue.
 *
 * Replay-safe: the event's id comes from its source, so a trigger delivered twice finds the event
 * and writes nothing (the seq does not move); it enqueues the same task ids again, which the queue
 * refuses as duplicates, so a run that stopped between its commit and its tasks is completed.
 * A company without an endpoint for the type gets no event (one query, no write): `seq` numbers
 * the events the company's endpoints receive.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { WebhookEventDraft } from '@solarcred/domain/api/webhook';
import type { StoredDelivery, StoredWebhook, StoredWebhookEvent } from '@solarcred/domain/api/types';
import { deliveryIdOf, webhookDeliveries, webhookEvents, webhookSequences, webhooks } from '@solarcred/domain/data/api';
import type { Millis } from '@solarcred/domain/model';
import { fromFirestore, toFirestore } from '../firestore-data';
import { automaticTaskId, enqueueDelivery, type Enqueue } from './queue';

export interface Published {
  event: StoredWebhookEvent;
  deliveryIds: string[];
  /** False when the event was there already (a replay). */
  created: boolean;
}

/** The company's active endpoints that receive `tipo` (at most apiLimits.webhooks of them). */
const subscribedQuery = (db: Firestore, company: string) => db.collection(webhooks.path).where('integrador_id', '==', company).where('ativo', '==', true);
const subscribed = (hooks: StoredWebhook[], tipo: StoredWebhookEvent['tipo']) => hooks.filter((hook) => hook.ativo && hook.eventos.includes(tipo)).sort((a, b) => a.id.localeCompare(b.id));

/** Writes the event and its deliveries once, then enqueues their tasks; null when no endpoint wants it. */
export async function publishWebhookEvent(db: Firestore, draft: WebhookEventDraft, now: Millis = Date.now(), enqueue: Enqueue = enqueueDelivery): Promise<Published | null> {
  // The cheap path, outside any transaction: most companies have no endpoint.
  const before = (await subscribedQuery(db, draft.integrador_id).get()).docs.map((doc) => fromFirestore<StoredWebhook>(doc.id, doc.data()));
  if (!subscribed(before, draft.tipo).length) return null;

  const published = await db.runTransaction(async (tx): Promise<Published | null> => {
    const eventRef = db.doc(webhookEvents.docPath(draft.id));
    const seqRef = db.doc(webhookSequences.docPath(draft.integrador_id));
    const [eventSnap, hooksSnap, seqSnap] = await Promise.all([tx.get(eventRef), tx.get(subscribedQuery(db, draft.integrador_id)), tx.get(seqRef)]);
    const hooks = subscribed(
      hooksSnap.docs.map((doc) => fromFirestore<StoredWebhook>(doc.id, doc.data())),
      draft.tipo,
    );
    if (eventSnap.exists) {
      const event = fromFirestore<StoredWebhookEvent>(eventSnap.id, eventSnap.data() ?? {});
      const deliveryRefs = hooks.map((hook) => db.doc(webhookDeliveries.docPath(deliveryIdOf(event.id, hook.id))));
      const existing = deliveryRefs.length ? await tx.getAll(...deliveryRefs) : [];
      return { event, deliveryIds: existing.filter((snap) => snap.exists).map((snap) => snap.id), created: false };
    }
    if (!hooks.length) return null;
    const seq = ((seqSnap.data()?.['ultimo'] as number | undefined) ?? 0) + 1;
    const event: StoredWebhookEvent = { ...draft, seq, criado_em: now };
    tx.set(seqRef, { ultimo: seq });
    tx.create(eventRef, toFirestore(event));
    const deliveryIds: string[] = [];
    for (const hook of hooks) {
      const delivery: StoredDelivery = {
        id: deliveryIdOf(event.id, hook.id),
        integrador_id: event.integrador_id,
        webhook_id: hook.id,
        evento_id: event.id,
        tipo: event.tipo,
        seq,
        situacao: 'pendente',
        tentativas: [],
        criado_em: now,
        atualizado_em: now,
        proxima_em: now,
      };
      tx.create(db.doc(webhookDeliveries.docPath(delivery.id)), toFirestore(delivery));
      deliveryIds.push(delivery.id);
    }
    return { event, deliveryIds, created: true };
  });
  if (!published) return null;
  // A failed enqueue throws, so the trigger runs again and enqueues what is missing.
  await Promise.all(published.deliveryIds.map((id) => enqueue({ entregaId: id, origem: 'automatica' }, automaticTaskId(id))));
  return published;
}
