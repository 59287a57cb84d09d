/**
 * Webhooks on the emulators (issue 52), with a local receiver (webhook-receiver.ts): the titular
 * registers an endpoint through createWebhook; a proposal's status step reaches the receiver
 * through the event trigger, the Cloud Tasks emulator and deliverWebhook, signed with the secret
 * createWebhook answered once; a 500 is retried after the queue's backoff and the delivery ends
 * 'entregue' with both attempts logged; the seq orders events as their sources; a replayed source makes no
 * second event; 'Reenviar' logs a manual attempt; http and private URLs are refused at
 * registration with the domain's Portuguese message, nothing written.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiText } from '../../domain/src/api/api-text';
import { nextDeliveryAt, verifyWebhookSignature, webhookHeaderNames } from '../../domain/src/api/webhook';
import type { StoredDelivery } from '../../domain/src/api/types';
import { publishWebhookEvent } from '../../functions/src/webhooks/publish';
import { statusChangeEvent } from '../../functions/src/webhooks/triggers';
import { budgets } from '../budgets';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newIntegratorAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, seedProposal, uniqueId, waitForIntegrator } from './firestore-admin';
import { startReceiver, type Receiver } from './webhook-receiver';

const hasTasks = Boolean(process.env['CLOUD_TASKS_EMULATOR_HOST']);
/** scripts/test.mjs sets it for tier 5; without it the functions refuse the loopback receiver. */
const loopback = process.env['WEBHOOK_ALLOW_LOOPBACK'] === '1';
/** The queue's first backoff (domain/src/api/webhook.ts webhookRetryConfig), before a 500 is retried. */
const firstBackoffMs = 30_000;

interface Registered {
  id: string;
  segredo: string;
}

async function titular(): Promise<TestAccount> {
  const account = await newIntegratorAccount('webhooks');
  await waitForIntegrator(account.uid);
  await db().doc(`integradores/${account.uid}`).update({ status: 'aprovado' });
  return account;
}

const register = async (account: TestAccount, url: string, eventos: string[] = ['proposta.status_alterado']) =>
  resultOf(await callFunction('createWebhook', { url, eventos }, account.idToken)) as Registered;

/** Writes a status step as moveProposal does: propostas/{id}/historico/{entryId}. */
async function statusStep(proposalId: string, de: string, para: string): Promise<string> {
  const ref = db().collection(`propostas/${proposalId}/historico`).doc();
  await ref.set({ de, para, por: 'admin-teste', motivo: null, em: Timestamp.now() });
  return ref.id;
}

const deliveriesOf = async (company: string) =>
  (await db().collection('webhook_entregas').where('integrador_id', '==', company).get()).docs.map((doc) => ({ ...doc.data(), id: doc.id }) as unknown as StoredDelivery & { tentativas: { em: Timestamp; status: number | null; origem: string }[] });

const eventsOf = async (company: string) => (await db().collection('webhook_eventos').where('integrador_id', '==', company).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));

/** Waits until the receiver holds `count` requests. */
const receivedCount = (receiver: Receiver, count: number, timeoutMs = budgets.functionRuns(3)) =>
  waitFor(`${count} request(s) at the receiver`, async () => (receiver.received.length >= count ? receiver.received.slice(0, count) : undefined), timeoutMs);

describe.skipIf(!(hasFirestore && hasAuth && hasTasks && loopback))('webhooks (Auth + Functions + Firestore + Cloud Tasks emulators, local receiver)', () => {
  const receivers: Receiver[] = [];
  const receiver = async (statuses: number[] = []) => {
    const started = await startReceiver(statuses);
    receivers.push(started);
    return started;
  };
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
  });

  let company: TestAccount;
  beforeAll(async () => {
    company = await titular();
  });

  it('a status step reaches the receiver signed with the secret shown once; the delivery is entregue; Reenviar logs a manual attempt', async () => {
    const hooks = await receiver();
    const { id: webhookId, segredo } = await register(company, hooks.url);
    expect(segredo).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect((await db().doc(`webhooks/${webhookId}`).get()).data()).toMatchObject({ integrador_id: company.uid, url: hooks.url, ativo: true });
    expect((await db().doc(`webhooks_segredos/${webhookId}`).get()).data()).toEqual({ segredo });

    const proposalId = await seedProposal(company.uid);
    await statusStep(proposalId, 'enviada', 'em_analise');
    const [request] = await receivedCount(hooks, 1);
    const body = JSON.parse(request!.body) as { id: string; tipo: string; seq: number; criado_em: string; dados: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(['id', 'tipo', 'seq', 'criado_em', 'dados']);
    expect(body).toMatchObject({ tipo: 'proposta.status_alterado', seq: 1, dados: { proposta_id: proposalId, de: 'enviada', para: 'em_analise' } });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers[webhookHeaderNames.eventId.toLowerCase()]).toBe(body.id);
    expect(request!.headers[webhookHeaderNames.eventSeq.toLowerCase()]).toBe('1');
    const signature = request!.headers[webhookHeaderNames.signature.toLowerCase()] as string;
    const now = Math.floor(Date.now() / 1000);
    expect(verifyWebhookSignature(segredo, signature, request!.body, now)).toBe(true);
    expect(verifyWebhookSignature(segredo, signature, request!.body.replace('em_analise', 'aprovada'), now)).toBe(false);
    expect(verifyWebhookSignature(`${segredo}x`, signature, request!.body, now)).toBe(false);

    const deliveryId = `${body.id}_${webhookId}`;
    const delivered = await waitFor('the delivery entregue', async () => {
      const found = (await deliveriesOf(company.uid)).find((d) => d.id === deliveryId);
      return found?.situacao === 'entregue' ? found : undefined;
    });
    expect(delivered.tentativas.map((t) => [t.status, t.origem])).toEqual([[200, 'automatica']]);
    expect(delivered.proxima_em).toBeNull();

    resultOf(await callFunction('resendWebhookDelivery', { id: deliveryId }, company.idToken));
    await receivedCount(hooks, 2);
    const resent = await waitFor('the manual attempt logged', async () => {
      const found = (await deliveriesOf(company.uid)).find((d) => d.id === deliveryId);
      return found && found.tentativas.length === 2 ? found : undefined;
    });
    expect(resent.tentativas.map((t) => [t.status, t.origem])).toEqual([[200, 'automatica'], [200, 'manual']]);
    expect(resent.situacao).toBe('entregue');
    expect(hooks.received[1]?.body).toBe(request!.body);
    // Another company's titular cannot resend it: it reads as missing.
    const other = await titular();
    expectCallableError(await callFunction('resendWebhookDelivery', { id: deliveryId }, other.idToken), 'NOT_FOUND', apiText.webhooks.deliveryNotFound);
    await db().doc(`webhooks/${webhookId}`).update({ ativo: false });
  });

  it('a receiver answering 500 gets the event again after the backoff: two attempts logged, then entregue', async () => {
    const account = await titular();
    const hooks = await receiver([500]);
    const { id: webhookId } = await register(account, hooks.url);
    const proposalId = await seedProposal(account.uid);
    await statusStep(proposalId, 'enviada', 'pendente_correcao');

    const failedOnce = await waitFor('the first attempt logged', async () => {
      const [found] = await deliveriesOf(account.uid);
      return found && found.tentativas.length >= 1 ? found : undefined;
    });
    expect(failedOnce.tentativas[0]).toMatchObject({ status: 500, resposta: 'falhou 500', origem: 'automatica' });
    const firstAt = failedOnce.tentativas[0]!.em.toMillis();
    expect(failedOnce.situacao).toBe('pendente');
    expect((failedOnce.proxima_em as unknown as Timestamp).toMillis()).toBe(nextDeliveryAt(firstAt, 1));

    const delivered = await waitFor(
      'the retried delivery entregue',
      async () => {
        const [found] = await deliveriesOf(account.uid);
        return found?.situacao === 'entregue' ? found : undefined;
      },
      firstBackoffMs + budgets.functionRuns(3),
    );
    expect(delivered.webhook_id).toBe(webhookId);
    expect(delivered.tentativas.map((t) => [t.status, t.origem])).toEqual([[500, 'automatica'], [200, 'automatica']]);
    // The queue waited its backoff before the second attempt.
    expect(delivered.tentativas[1]!.em.toMillis() - firstAt).toBeGreaterThanOrEqual(firstBackoffMs);
    expect(hooks.received).toHaveLength(2);
    expect(hooks.received[1]?.body).toBe(hooks.received[0]?.body);
  });

  it('events carry increasing seq in the order of their sources; a replayed source makes no second event', async () => {
    const account = await titular();
    const hooks = await receiver();
    await register(account, hooks.url, ['proposta.status_alterado', 'pendencia.criada']);
    const proposalId = await seedProposal(account.uid);
    const steps: [string, string][] = [['enviada', 'em_analise'], ['em_analise', 'pendente_correcao'], ['pendente_correcao', 'em_analise']];
    const entryIds: string[] = [];
    for (const [de, para] of steps) {
      entryIds.push(await statusStep(proposalId, de, para));
      await waitFor(`the event of ${de} → ${para}`, async () => ((await eventsOf(account.uid)).length === entryIds.length ? true : undefined));
    }
    const received = await receivedCount(hooks, 3);
    // Deliveries run side by side (and a retried one comes later), so they may arrive in any order:
    // the seq, in the body and the header, is what puts them back in the order of their sources.
    const bodies = received.map((r) => ({ header: r.headers['solarcred-event-seq'], ...(JSON.parse(r.body) as { seq: number; dados: { para: string } }) }));
    for (const body of bodies) expect(body.header).toBe(String(body.seq));
    const bySeq = [...bodies].sort((a, b) => a.seq - b.seq);
    expect(bySeq.map((b) => b.seq)).toEqual([1, 2, 3]);
    expect(bySeq.map((b) => b.dados.para)).toEqual(steps.map(([, para]) => para));

    // The first step's trigger delivered again (at least once): the same event, nothing written, seq unchanged.
    const entry = (await db().doc(`propostas/${proposalId}/historico/${entryIds[0]}`).get()).data()!;
    const draft = await statusChangeEvent(db(), proposalId, { id: entryIds[0]!, de: entry['de'], para: entry['para'], por: entry['por'], motivo: null, em: (entry['em'] as Timestamp).toMillis() });
    const replayed = await publishWebhookEvent(db(), draft!);
    expect(replayed).toMatchObject({ created: false, event: { seq: 1 } });
    expect(await eventsOf(account.uid)).toHaveLength(3);
    expect((await db().doc(`webhook_seq/${account.uid}`).get()).data()).toEqual({ ultimo: 3 });
    expect(await deliveriesOf(account.uid)).toHaveLength(3);

    // A step without a status move (an edit) makes no event.
    await db().collection(`propostas/${proposalId}/historico`).doc(uniqueId('edit')).set({ de: 'em_analise', para: 'em_analise', por: 'admin-teste', em: Timestamp.now() });
    expect(await statusChangeEvent(db(), proposalId, { id: 'x', de: 'em_analise', para: 'em_analise', por: 'admin-teste', em: Date.now() })).toBeNull();
  });

  it('http and private URLs are refused at registration with the Portuguese message, nothing written', async () => {
    const account = await titular();
    const refused: [string, string][] = [
      ['http://example.com/webhooks', apiText.webhooks.httpsOnly],
      ['https://10.0.0.5/webhooks', apiText.webhooks.privateAddress],
      ['https://192.168.1.20/webhooks', apiText.webhooks.privateAddress],
      ['https://169.254.169.254/latest/meta-data', apiText.webhooks.privateAddress],
      ['https://[fe80::1]/webhooks', apiText.webhooks.privateAddress],
      ['https://localhost/webhooks', apiText.webhooks.privateAddress],
    ];
    for (const [url, message] of refused) {
      expectCallableError(await callFunction('createWebhook', { url, eventos: ['proposta.status_alterado'] }, account.idToken), 'INVALID_ARGUMENT', message);
    }
    expect((await db().collection('webhooks').where('integrador_id', '==', account.uid).get()).size).toBe(0);
  });
});
