import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { integratorCounter, proposalCounter } from '../../functions/src/stats/counters';
import { recordStatsEvent } from '../../functions/src/stats/record-event';
import { integratorProposalStats, sellerProposalStats, statsDocPath } from '@solarcred/domain/data/stats';
import { hasFirestore } from '../emulator-env';
import { waitFor } from './auth-emulator';
import { db, integratorRecord, uniqueId } from './firestore-admin';
import { deliverToTrigger, proposalWrittenEvent } from './trigger-events';
import { readStats, resetCounters, settled, statsWhen } from './stats-helpers';

/** A sign-up day no other suite uses (created_at at 15:00 UTC is the same day in São Paulo). */
function uniqueDay(): { day: string; at: Timestamp } {
  const date = new Date(Date.UTC(2001, Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 28), 15));
  return { day: date.toISOString().slice(0, 10), at: Timestamp.fromDate(date) };
}

function proposal(status: string, valor: number, integrador_id = 'int-x', criado_por?: string): DocumentData {
  return { integrador_id, ...(criado_por ? { criado_por } : {}), status, valor_proposta: valor, valor_sistema: valor, prioridade: 'media', comentarios_count: 0 };
}

/** stats_integradores/{id} as the counters read it. */
async function integratorProposalCounters(integratorId: string) {
  return proposalCounter.read((await db().doc(statsDocPath(integratorProposalStats(integratorId))).get()).data());
}

/** stats_integradores/{companyId}/vendedores/{sellerUid} as the counters read it, and whether it exists. */
async function sellerCounters(companyId: string, sellerUid: string) {
  const snapshot = await db().doc(statsDocPath(sellerProposalStats(companyId, sellerUid))).get();
  return { exists: snapshot.exists, ...proposalCounter.read(snapshot.data()) };
}

/** A Firestore `written` CloudEvent for propostas/{id} (before and after in REST form). */
function proposalEvent(eventId: string, docId: string, before: DocumentData | null, after: DocumentData | null) {
  const fields = (data: DocumentData | null) =>
    data && {
      integrador_id: { stringValue: data['integrador_id'] },
      status: { stringValue: data['status'] },
      valor_proposta: { integerValue: String(data['valor_proposta']) },
    };
  return proposalWrittenEvent(eventId, docId, fields(before), fields(after));
}

/** Delivers an event to the trigger the way the emulator does; resolves when the function finished. */
const deliver = (event: ReturnType<typeof proposalEvent>) => deliverToTrigger('onProposalWritten', event);

describe.skipIf(!hasFirestore)('counter triggers (Functions + Firestore emulators)', () => {
  beforeAll(async () => {
    await resetCounters();
  });

  it('keep stats/integradores in step with creates, status changes and deletes', async () => {
    const base = (await settled()).integradores;
    const { day, at } = uniqueDay();
    const [a, b] = [uniqueId('cnt'), uniqueId('cnt')];
    await db().doc(`integradores/${a}`).set(integratorRecord(a, 'pendente_cadastro', { created_at: at }));
    await db().doc(`integradores/${b}`).set(integratorRecord(b, 'aprovado', { created_at: at }));
    let now = (await statsWhen('two sign-ups counted', (s) => s.integradores.cadastros_por_dia[day] === 2)).integradores;
    expect(now.total).toBe(base.total + 2);
    expect(now.por_status.pendente_cadastro).toBe(base.por_status.pendente_cadastro + 1);
    expect(now.por_status.aprovado).toBe(base.por_status.aprovado + 1);

    await db().doc(`integradores/${a}`).update({ status: 'pendente' });
    now = (await statsWhen('legacy pendente counted', (s) => s.integradores.por_status.pendente_aprovacao === base.por_status.pendente_aprovacao + 1)).integradores;
    expect(now.por_status.pendente_cadastro).toBe(base.por_status.pendente_cadastro);
    expect(now.total).toBe(base.total + 2);

    await db().doc(`integradores/${b}`).update({ nome_empresa: 'Outro Nome' });
    await db().doc(`integradores/${b}`).delete();
    now = (await statsWhen('deletion counted', (s) => s.integradores.cadastros_por_dia[day] === 1)).integradores;
    expect(now.total).toBe(base.total + 1);
    expect(now.por_status.aprovado).toBe(base.por_status.aprovado);
    expect((await settled()).integradores).toEqual(now);
  });

  it('keep stats/propostas in step: total, columns and volume in centavos', async () => {
    const base = (await settled()).propostas;
    const id = uniqueId('prop');
    await db().doc(`propostas/${id}`).set(proposal('enviada', 3_250_000));
    let now = (await statsWhen('a proposal counted', (s) => s.propostas.total === base.total + 1)).propostas;
    expect(now.volume_centavos).toBe(base.volume_centavos + 3_250_000);
    expect(now.por_status['enviada']).toBe((base.por_status['enviada'] ?? 0) + 1);

    await db().doc(`propostas/${id}`).update({ status: 'em_analise', comentarios_count: 1 });
    now = (await statsWhen('a column change counted', (s) => s.propostas.por_status['em_analise'] === (base.por_status['em_analise'] ?? 0) + 1)).propostas;
    expect(now.por_status['enviada']).toBe(base.por_status['enviada']);

    await db().doc(`propostas/${id}`).delete();
    now = (await statsWhen('a deleted proposal uncounted', (s) => s.propostas.total === base.total)).propostas;
    expect(now).toEqual(base);
  });

  it('keep stats_integradores/{id} in step: a status move changes two buckets of the owner only', async () => {
    const [owner, other] = [uniqueId('int-own'), uniqueId('int-own')];
    const id = uniqueId('prop');
    await db().doc(`propostas/${id}`).set(proposal('enviada', 1_000_000, owner));
    await db().doc(`propostas/${uniqueId('prop')}`).set(proposal('reprovada', 10, other));
    await waitFor('the owner counted', async () => ((await integratorProposalCounters(owner)).total === 1 ? true : undefined));
    await db().doc(`propostas/${id}`).update({ status: 'aprovada' });
    await waitFor('the move counted', async () => ((await integratorProposalCounters(owner)).por_status['aprovada'] === 1 ? true : undefined));
    const own = await integratorProposalCounters(owner);
    expect(own.por_status['enviada']).toBe(0);
    expect(own.volume_centavos).toBe(1_000_000);
    expect(Object.values(own.por_mes)).toEqual([{ aprovada: 1 }]);
    expect((await integratorProposalCounters(other)).por_status['reprovada']).toBe(1);
    expect((await integratorProposalCounters(other)).total).toBe(1);
  });

  it('keep a seller’s stats_integradores/{company}/vendedores/{uid} in step with its company: a vendedor’s proposal counts on both, a status move moves both', async () => {
    const [company, seller, otherSeller] = [uniqueId('int-emp'), uniqueId('vend'), uniqueId('vend')];
    const id = uniqueId('prop');
    await db().doc(`propostas/${id}`).set(proposal('enviada', 700_000, company, seller));
    await db().doc(`propostas/${uniqueId('prop')}`).set(proposal('reprovada', 10, company, otherSeller));
    await waitFor('the company counted both', async () => ((await integratorProposalCounters(company)).total === 2 ? true : undefined));
    const sent = await sellerCounters(company, seller);
    expect(sent).toMatchObject({ exists: true, total: 1, volume_centavos: 700_000 });
    expect(sent.por_status['enviada']).toBe(1);
    // The same transaction: once the company has both, each seller has its own.
    expect((await sellerCounters(company, otherSeller)).por_status['reprovada']).toBe(1);
    expect((await sellerCounters(company, company)).exists).toBe(false);

    await db().doc(`propostas/${id}`).update({ status: 'aprovada' });
    await waitFor('the move counted on the company', async () => ((await integratorProposalCounters(company)).por_status['aprovada'] === 1 ? true : undefined));
    const moved = await sellerCounters(company, seller);
    expect(moved.por_status['enviada']).toBe(0);
    expect(moved.por_status['aprovada']).toBe(1);
    expect(moved.total).toBe(1);
    expect(Object.values(moved.por_mes)).toEqual([{ aprovada: 1 }]);
    expect((await sellerCounters(company, otherSeller)).total).toBe(1);
    const companyNow = await integratorProposalCounters(company);
    expect(companyNow.por_status['aprovada']).toBe(moved.por_status['aprovada']);
    expect(companyNow.total).toBe(moved.total + (await sellerCounters(company, otherSeller)).total);
  });

  it('count a proposal from before teams (no criado_por) on the titular’s seller document', async () => {
    const titular = uniqueId('int-antiga');
    await db().doc(`propostas/${uniqueId('prop')}`).set(proposal('em_analise', 42_000, titular));
    await waitFor('the company counted', async () => ((await integratorProposalCounters(titular)).total === 1 ? true : undefined));
    const own = await sellerCounters(titular, titular);
    expect(own).toMatchObject({ exists: true, total: 1, volume_centavos: 42_000 });
    expect(own.por_status['em_analise']).toBe(1);
  });

  it('count a replayed event once, and record it in stats_events with a TTL field', async () => {
    const base = (await settled()).propostas;
    const docId = uniqueId('replay');
    const owner = uniqueId('int-replay');
    const created = proposalEvent(uniqueId('evt'), docId, null, proposal('aprovada', 500_000, owner));
    await deliver(created);
    await deliver(created);
    const now = (await readStats()).propostas;
    expect(now.total).toBe(base.total + 1);
    expect(now.volume_centavos).toBe(base.volume_centavos + 500_000);
    const own = await integratorProposalCounters(owner);
    expect(own.total).toBe(1);
    expect(own.por_status['aprovada']).toBe(1);
    expect(Object.values(own.por_mes).flatMap((counts) => Object.values(counts))).toEqual([1]);
    // The titular's seller document (the event has no criado_por), under the same ledger record.
    expect((await sellerCounters(owner, owner)).total).toBe(1);

    const ledger = (await db().doc(`stats_events/${created.id}`).get()).data();
    expect(ledger?.['documento']).toBe(`propostas/${docId}`);
    const ttl = (ledger?.['expira_em'] as Timestamp).toMillis() - (ledger?.['aplicado_em'] as Timestamp).toMillis();
    expect(ttl).toBe(7 * 24 * 60 * 60 * 1000);

    const deleted = proposalEvent(uniqueId('evt'), docId, proposal('aprovada', 500_000, owner), null);
    await deliver(deleted);
    await deliver(deleted);
    expect((await readStats()).propostas).toEqual(base);
    expect(await integratorProposalCounters(owner)).toEqual(proposalCounter.read({}));
    const { exists: _exists, ...seller } = await sellerCounters(owner, owner);
    expect(seller).toEqual(proposalCounter.read({}));
  });

  it('recordStatsEvent applies an event id once (the transaction the triggers run)', async () => {
    const base = (await settled()).integradores;
    const { day } = uniqueDay();
    const delta = { total: 1, por_status: { rejeitado: 1 }, cadastros_por_dia: { [day]: 1 } };
    const undo = { total: -1, por_status: { rejeitado: -1 }, cadastros_por_dia: { [day]: -1 } };
    const event = { id: uniqueId('evt'), document: 'integradores/sintetico', writes: [{ stats: integratorCounter.stats, delta }] };
    expect(await recordStatsEvent(db(), integratorCounter, event)).toBe(true);
    expect(await recordStatsEvent(db(), integratorCounter, event)).toBe(false);
    expect((await readStats()).integradores.cadastros_por_dia[day]).toBe(1);
    const undoing = { ...event, id: uniqueId('evt'), writes: [{ stats: integratorCounter.stats, delta: undo }] };
    expect(await recordStatsEvent(db(), integratorCounter, undoing)).toBe(true);
    expect((await readStats()).integradores).toEqual(base);
  });

  it('a delivery that throws half-way (counters read, nothing written yet) leaves no trace, and its retry counts once', async () => {
    const base = (await settled()).integradores;
    const { day } = uniqueDay();
    const delta = { total: 1, por_status: { rejeitado: 1 }, cadastros_por_dia: { [day]: 1 } };
    const event = { id: uniqueId('evt'), document: 'integradores/meio-caminho', writes: [{ stats: integratorCounter.stats, delta }] };
    let crash = true;
    // The trigger dies inside its transaction, after reading the ledger and the counters.
    const crashing: typeof integratorCounter = {
      ...integratorCounter,
      apply: (stats, change) => {
        if (crash) {
          crash = false;
          throw new Error('crash half-way');
        }
        return integratorCounter.apply(stats, change);
      },
    };
    await expect(recordStatsEvent(db(), crashing, event)).rejects.toThrow('crash half-way');
    expect((await readStats()).integradores).toEqual(base);
    expect((await db().doc(`stats_events/${event.id}`).get()).exists).toBe(false);

    // Event triggers are retried (retry: true): the redelivery counts it, a further one does not.
    expect(await recordStatsEvent(db(), integratorCounter, event)).toBe(true);
    expect(await recordStatsEvent(db(), integratorCounter, event)).toBe(false);
    expect((await readStats()).integradores.cadastros_por_dia[day]).toBe(1);
    expect((await readStats()).integradores.total).toBe(base.total + 1);
    const undo = { ...event, id: uniqueId('evt'), writes: [{ stats: integratorCounter.stats, delta: { total: -1, por_status: { rejeitado: -1 }, cadastros_por_dia: { [day]: -1 } } }] };
    expect(await recordStatsEvent(db(), integratorCounter, undo)).toBe(true);
    expect((await readStats()).integradores).toEqual(base);
  });
});
