/**
 * The titular's webhook callables (issue 52), thin over the domain's commands (api/commands.ts):
 * - createWebhook({ url, eventos }) → { id, segredo }: the URL's host resolved with DNS now (every
 *   address public; the domain decides), at most apiLimits.webhooks per company counted in the
 *   transaction that writes webhooks/{id} and webhooks_segredos/{id}; the secret is shown once.
 * - deleteWebhook({ id }) → { id }: the endpoint and its secret deleted; its pending deliveries end
 *   at their next attempt, their log kept.
 * - resendWebhookDelivery({ id }) → { id }: one more attempt of a delivery, logged 'manual'.
 */
import { DomainError } from '@solarcred/domain/errors';
import { apiText } from '@solarcred/domain/api/api-text';
import { createWebhook as decideCreate, createWebhookInput, deleteWebhookInput, ownWebhook, resendWebhookDeliveryInput } from '@solarcred/domain/api/commands';
import { webhookDeliveries, webhookSecrets, webhooks } from '@solarcred/domain/data/api';
import { requireTitular } from '@solarcred/domain/handlers/actor';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { companyOf } from '@solarcred/domain/team/company';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';
import { checkWebhookUrl, loopbackAllowed } from './address';
import { enqueueDelivery } from './queue';

export const createWebhook = callable('integrador', async ({ actor, data }) => {
  const caller = requireTitular(actor);
  const { url } = parseCommand(createWebhookInput, data);
  // Resolved before the transaction (no DNS inside it; none for a URL its shape refuses); the domain judges the addresses.
  const { addresses: resolved } = await checkWebhookUrl(url);
  const db = commandFirestore();
  const created = await db.runTransaction(async (tx) => {
    const existing = await tx.get(db.collection(webhooks.path).where('integrador_id', '==', companyOf(caller)));
    const decided = decideCreate(existing.size, data, caller, Date.now(), { resolved, allowLoopback: loopbackAllowed() });
    tx.create(db.doc(webhooks.docPath(decided.stored.id)), toFirestore(decided.stored));
    tx.create(db.doc(webhookSecrets.docPath(decided.secret.id)), toFirestore(decided.secret));
    return decided;
  });
  return { id: created.stored.id, segredo: created.secret.segredo };
});

export const deleteWebhook = callable('integrador', async ({ actor, data }) => {
  const { id } = parseCommand(deleteWebhookInput, data);
  const db = commandFirestore();
  await db.runTransaction(async (tx) => {
    const stored = (await tx.get(typedDoc(db, webhooks, id))).data() ?? null;
    ownWebhook(stored, actor);
    tx.delete(db.doc(webhooks.docPath(id)));
    tx.delete(db.doc(webhookSecrets.docPath(id)));
  });
  return { id };
});

export const resendWebhookDelivery = callable('integrador', async ({ actor, data }) => {
  const caller = requireTitular(actor);
  const { id } = parseCommand(resendWebhookDeliveryInput, data);
  const delivery = (await typedDoc(commandFirestore(), webhookDeliveries, id).get()).data();
  if (!delivery || delivery.integrador_id !== companyOf(caller)) throw new DomainError('not-found', apiText.webhooks.deliveryNotFound);
  await enqueueDelivery({ entregaId: id, origem: 'manual' });
  return { id };
});
