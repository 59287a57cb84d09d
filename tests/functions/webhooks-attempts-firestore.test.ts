/**
 * deliverWebhook's attempt (functions/src/webhooks/deliver.ts) called directly on the Firestore
 * emulator, with its POST, DNS and clock given by the test (issue 52): a failed automatic attempt
 * records the next one on the queue's schedule and asks for a retry; past the schedule's 24 hours
 * the delivery is 'falhou' and the task ends; an address that resolves privately at delivery time
 * is never contacted; a manual attempt never retries and changes the state only on a 2xx; a
 * delivered one is not attempted again by the queue.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { apiText } from '../../domain/src/api/api-text';
import { nextDeliveryAt, verifyWebhookSignature } from '../../domain/src/api/webhook';
import { attemptDelivery, type DeliveryDeps } from '../../functions/src/webhooks/deliver';
import type { PostRequest } from '../../functions/src/webhooks/post';
import { hasFirestore } from '../emulator-env';
import { db, uniqueId } from './firestore-admin';

const hour = 60 * 60_000;
const created = Date.UTC(2026, 4, 10, 12);
const segredo = 'whsec_teste-segredo-de-entrega-0123456789abcdefghijk';

/** A delivery of one event to one endpoint (https://hooks.example.com/…, resolving as `deps` says). */
async function seedDelivery(tentativas: { em: number; status: number | null; origem: string }[] = [], situacao = 'pendente') {
  const company = uniqueId('empresa');
  const webhookId = uniqueId('wh');
  const eventId = uniqueId('evt');
  const deliveryId = `${eventId}_${webhookId}`;
  const at = (ms: number) => Timestamp.fromMillis(ms);
  await Promise.all([
    db().doc(`webhooks/${webhookId}`).set({ integrador_id: company, url: 'https://hooks.example.com/solarcred', eventos: ['repasse.pago'], ativo: true, segredo_prefixo: segredo.slice(0, 10), criado_por: company, criado_em: at(created) }),
    db().doc(`webhooks_segredos/${webhookId}`).set({ segredo }),
    db().doc(`webhook_eventos/${eventId}`).set({ integrador_id: company, tipo: 'repasse.pago', seq: 7, dados: { proposta_id: 'p1', parcela: 2, valor_centavos: 150_000 }, criado_em: at(created) }),
    db().doc(`webhook_entregas/${deliveryId}`).set({
      integrador_id: company, webhook_id: webhookId, evento_id: eventId, tipo: 'repasse.pago', seq: 7, situacao,
      tentativas: tentativas.map((t) => ({ ...t, em: at(t.em), duracao_ms: 12, resposta: '' })), criado_em: at(created), atualizado_em: at(created), proxima_em: at(created),
    }),
  ]);
  return deliveryId;
}

/** The POST and DNS of a test: every request kept, each answered `status`. */
function fakeNetwork(status: number | null, now: number, addresses = ['93.184.216.34']) {
  const posts: PostRequest[] = [];
  const deps: DeliveryDeps = {
    post: async (request) => {
      posts.push(request);
      return { status, text: status === null ? 'connect ECONNREFUSED' : `status ${status}` };
    },
    now: () => now,
    resolve: async () => addresses,
    env: {},
  };
  return { posts, deps };
}

const read = async (id: string) => {
  const data = (await db().doc(`webhook_entregas/${id}`).get()).data()!;
  return { ...data, situacao: data['situacao'] as string, proxima_em: (data['proxima_em'] as Timestamp | null)?.toMillis() ?? null, tentativas: (data['tentativas'] as { em: Timestamp; status: number | null; origem: string; resposta: string }[]).map((t) => ({ ...t, em: t.em.toMillis() })) };
};

describe.skipIf(!hasFirestore)('deliverWebhook attempts (Firestore emulator, network and clock faked)', () => {
  it('a first automatic attempt answered 503: logged, the next at the schedule, retried; the request signed and sent to the checked address', async () => {
    const id = await seedDelivery();
    const { posts, deps } = fakeNetwork(503, created + 1000);
    expect(await attemptDelivery(db(), { entregaId: id, origem: 'automatica' }, deps)).toBe('tentar_de_novo');
    const stored = await read(id);
    expect(stored.situacao).toBe('pendente');
    expect(stored.tentativas).toEqual([expect.objectContaining({ em: created + 1000, status: 503, resposta: 'status 503', origem: 'automatica' })]);
    expect(stored.proxima_em).toBe(nextDeliveryAt(created + 1000, 1));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: 'https://hooks.example.com/solarcred', address: '93.184.216.34', timeoutMs: 10_000 });
    expect(JSON.parse(posts[0]!.body)).toMatchObject({ tipo: 'repasse.pago', seq: 7, dados: { parcela: 2 } });
    expect(verifyWebhookSignature(segredo, posts[0]!.headers['SolarCred-Signature'], posts[0]!.body, Math.floor((created + 1000) / 1000))).toBe(true);
  });

  it('past the 24 hours a failed attempt makes the delivery falhou, and the task ends (no retry)', async () => {
    const first = created + 1000;
    const id = await seedDelivery([{ em: first, status: 500, origem: 'automatica' }, { em: first + 10 * hour, status: 500, origem: 'manual' }]);
    const { deps } = fakeNetwork(null, first + 24 * hour + 60_000);
    expect(await attemptDelivery(db(), { entregaId: id, origem: 'automatica' }, deps)).toBe('falhou');
    const stored = await read(id);
    expect(stored.situacao).toBe('falhou');
    expect(stored.proxima_em).toBeNull();
    expect(stored.tentativas.at(-1)).toMatchObject({ status: null, resposta: 'connect ECONNREFUSED', origem: 'automatica' });
    // The queue runs it again anyway (a duplicate task): nothing more.
    expect(await attemptDelivery(db(), { entregaId: id, origem: 'automatica' }, deps)).toBe('nada');
    expect((await read(id)).tentativas).toHaveLength(3);
  });

  it('a host resolving to a private address at delivery time is not contacted: the attempt logs why', async () => {
    const id = await seedDelivery();
    const { posts, deps } = fakeNetwork(200, created + 1000, ['10.1.2.3']);
    expect(await attemptDelivery(db(), { entregaId: id, origem: 'automatica' }, deps)).toBe('tentar_de_novo');
    expect(posts).toHaveLength(0);
    expect((await read(id)).tentativas).toEqual([expect.objectContaining({ status: null, resposta: apiText.webhooks.privateAddress })]);
  });

  it('a manual attempt on a failed delivery: a 500 leaves it falhou without a retry, a 200 makes it entregue', async () => {
    const id = await seedDelivery([{ em: created, status: 500, origem: 'automatica' }], 'falhou');
    expect(await attemptDelivery(db(), { entregaId: id, origem: 'manual' }, fakeNetwork(500, created + 30 * hour).deps)).toBe('manual_falhou');
    expect(await read(id)).toMatchObject({ situacao: 'falhou', proxima_em: created });
    expect(await attemptDelivery(db(), { entregaId: id, origem: 'manual' }, fakeNetwork(204, created + 31 * hour).deps)).toBe('entregue');
    const stored = await read(id);
    expect(stored).toMatchObject({ situacao: 'entregue', proxima_em: null });
    expect(stored.tentativas.map((t) => [t.status, t.origem])).toEqual([[500, 'automatica'], [500, 'manual'], [204, 'manual']]);
    // The queue's own task, after the manual delivery: nothing to do.
    expect(await attemptDelivery(db(), { entregaId: id, origem: 'automatica' }, fakeNetwork(200, created + 32 * hour).deps)).toBe('nada');
  });

  it('a removed endpoint ends its pending delivery without a request', async () => {
    const id = await seedDelivery();
    const webhookId = ((await db().doc(`webhook_entregas/${id}`).get()).data() as { webhook_id: string }).webhook_id;
    await db().doc(`webhooks/${webhookId}`).delete();
    const { posts, deps } = fakeNetwork(200, created + 1000);
    expect(await attemptDelivery(db(), { entregaId: id, origem: 'automatica' }, deps)).toBe('falhou');
    expect(posts).toHaveLength(0);
    expect(await read(id)).toMatchObject({ situacao: 'falhou', proxima_em: null, tentativas: [expect.objectContaining({ resposta: apiText.webhooks.notFound })] });
  });
});
