import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import { saoPauloDayKey } from '../format';
import type { Actor } from '../handlers/actor';
import type { ProposalStatus } from '../options';
import { cashbackCyclesOf, type CashbackEntry, type ForecastEntry, type PayoutEntry, type ReleaseEntry } from './ledger';
import {
  applyCashbackDelta, cashbackCountersDelta, cashbackTotalsOfLedger, cashbackTotalsOn, emptyCashbackCounters, readCashbackCounters,
  recountCashback, recountCashbackByIntegrator, type CashbackCounters,
} from './totals';
import { cashbackEventOf, onApproval, onRejection, recordClawback, recordPayout, recordRecovery, releaseCredit, type CashbackEvent } from './transitions';

const forecast: ForecastEntry = {
  id: 'p1:1:prevista', proposta_id: 'p1', integrador_id: 'int-1', ciclo: 1, valor_centavos: 750_00, registrado_por: 'sistema', registrado_em: 1_000,
  tipo: 'prevista', linha: 'credito_consignado', taxa_bps: 150, taxa_versao: 2, base_centavos: 50_000_00, aprovada_em: 1_000,
};
const release: ReleaseEntry = { ...forecast, id: 'p1:1:a_pagar', tipo: 'a_pagar', data_liberacao: '2026-12-22', vencimento: '2027-01-04' };
const payout: PayoutEntry = { ...release, id: 'p1:1:paga', tipo: 'paga', data_pagamento: '2026-12-30', forma: 'pix', referencia: 'E00000000202612301030ABCDEFGHIJK' };

const sumDeltas = (entries: readonly CashbackEntry[]): CashbackCounters =>
  entries.reduce((counters, entry) => applyCashbackDelta(counters, cashbackCountersDelta(entry)), emptyCashbackCounters());

const none = { previsto_centavos: 0, a_receber_por_vencimento: {}, pago_centavos: 0, a_recuperar_centavos: 0, recuperado_centavos: 0 };
const clawback: CashbackEntry = { ...forecast, id: 'p1:1:clawback', tipo: 'clawback', origem: 'admin', reprovada_em: null, motivo: 'x' };
const recovery: CashbackEntry = { ...forecast, id: 'p1:1:recuperada', tipo: 'recuperada', data_recuperacao: '2027-01-20', referencia: 'TED 9' };

describe('counter deltas', () => {
  it('each entry moves its amount from one total to the next', () => {
    expect(cashbackCountersDelta(forecast)).toEqual({ ...none, previsto_centavos: 750_00 });
    expect(cashbackCountersDelta(release)).toEqual({ ...none, previsto_centavos: -750_00, a_receber_por_vencimento: { '2027-01-04': 750_00 } });
    expect(cashbackCountersDelta(payout)).toEqual({ ...none, a_receber_por_vencimento: { '2027-01-04': -750_00 }, pago_centavos: 750_00 });
    // A reversal before the payout is no money: the forecast or the due amount just goes away.
    expect(cashbackCountersDelta({ ...forecast, id: 'p1:1:estornada', tipo: 'estornada', de: 'prevista', vencimento: null, reprovada_em: 2_000, motivo: null })).toEqual({
      ...none, previsto_centavos: -750_00,
    });
    expect(cashbackCountersDelta({ ...forecast, id: 'p1:1:estornada', tipo: 'estornada', de: 'a_pagar', vencimento: '2027-01-04', reprovada_em: 2_000, motivo: null })).toEqual({
      ...none, a_receber_por_vencimento: { '2027-01-04': -750_00 },
    });
    // A clawback leaves what was paid paid (issue 45): the money is now to be recovered.
    expect(cashbackCountersDelta(clawback)).toEqual({ ...none, a_recuperar_centavos: 750_00 });
    expect(cashbackCountersDelta(recovery)).toEqual({ ...none, a_recuperar_centavos: -750_00, recuperado_centavos: 750_00 });
  });

  it('a clawback of R$ 1.200 paid: Pago stays R$ 1.200, A recuperar R$ 1.200, then Recuperado (issue 45)', () => {
    const amount = { valor_centavos: 1_200_00 };
    const ledger = [forecast, release, payout, clawback].map((entry) => ({ ...entry, ...amount }));
    const day = '2027-01-10';
    expect(cashbackTotalsOn(sumDeltas(ledger), day)).toEqual({ previsto: 0, a_receber: 0, atrasado: 0, pago: 1_200_00, a_recuperar: 1_200_00, recuperado: 0 });
    expect(cashbackTotalsOfLedger(ledger, day)).toEqual(cashbackTotalsOn(sumDeltas(ledger), day));
    const recovered = [...ledger, { ...recovery, ...amount }];
    expect(cashbackTotalsOn(sumDeltas(recovered), day)).toEqual({ previsto: 0, a_receber: 0, atrasado: 0, pago: 1_200_00, a_recuperar: 0, recuperado: 1_200_00 });
    expect(recountCashback(recovered)).toEqual(sumDeltas(recovered));
  });

  it('splits what is due into a receber and atrasado by the day read', () => {
    const other = { proposta_id: 'p2', valor_centavos: 100_00 };
    const counters = sumDeltas([forecast, release, { ...forecast, ...other, id: 'p2:1:prevista' }, { ...release, ...other, id: 'p2:1:a_pagar', vencimento: '2027-01-08' }]);
    expect(counters.a_receber_por_vencimento).toEqual({ '2027-01-04': 750_00, '2027-01-08': 100_00 });
    expect(cashbackTotalsOn(counters, '2027-01-04')).toEqual({ previsto: 0, a_receber: 850_00, atrasado: 0, pago: 0, a_recuperar: 0, recuperado: 0 });
    expect(cashbackTotalsOn(counters, '2027-01-05')).toMatchObject({ a_receber: 100_00, atrasado: 750_00 });
    expect(cashbackTotalsOn(counters, '2027-02-01')).toMatchObject({ a_receber: 0, atrasado: 850_00 });
  });

  it('a paid due date leaves the map (increments may leave a zero: it reads as nothing)', () => {
    expect(sumDeltas([forecast, release, payout])).toEqual({ ...none, pago_centavos: 750_00 });
    const withZero = readCashbackCounters({ previsto_centavos: 5, a_receber_por_vencimento: { '2027-01-04': 0, '2027-01-05': 7 }, pago_centavos: 'x' });
    expect(withZero).toEqual({ ...none, previsto_centavos: 5, a_receber_por_vencimento: { '2027-01-05': 7 } });
    expect(readCashbackCounters(undefined)).toEqual(emptyCashbackCounters());
  });
});

// --- Property: the counters moved entry by entry equal the ledger folded --------------------

const admin: Actor = { uid: 'admin-1', role: 'admin' };
const DAY = 86_400_000;
const START = Date.UTC(2026, 11, 1, 15);
const owners: Record<string, string> = { p1: 'int-1', p2: 'int-1', p3: 'int-2' };
/** p1 gets most commands, so that its cashback goes through whole cycles. */
const proposal = fc.oneof({ weight: 4, arbitrary: fc.constant('p1') }, { weight: 1, arbitrary: fc.constantFrom('p2', 'p3') });

type Command =
  | { kind: 'move'; p: string; status: ProposalStatus; rate: { valor: number; versao: number } | null; base: number }
  | { kind: 'release'; p: string; daysAgo: number }
  | { kind: 'pay'; p: string; daysAgo: number; exact: boolean; pix: boolean }
  | { kind: 'clawback'; p: string }
  | { kind: 'recover'; p: string; daysAgo: number }
  | { kind: 'wait'; days: number };

/** Mostly today, sometimes a day in the future or before the approval. */
const daysAgo = fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: -1, max: 3 }) });

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      p: proposal,
      status: fc.constantFrom<ProposalStatus>('aprovada', 'aprovada', 'reprovada', 'em_analise', 'finalizada'),
      rate: fc.option(fc.record({ valor: fc.integer({ min: 0, max: 1_000 }), versao: fc.integer({ min: 1, max: 9 }) }), { freq: 6 }),
      base: fc.integer({ min: 0, max: 5_000_000_00 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('release' as const), p: proposal, daysAgo }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), p: proposal, daysAgo, exact: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }), pix: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clawback' as const), p: proposal }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('recover' as const), p: proposal, daysAgo }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 15 }) }) },
);

interface Run {
  entries: CashbackEntry[];
  events: { p: string; event: CashbackEvent; rate: { valor: number; versao: number } | null; base: number }[];
  now: number;
}

/** Plays the commands as the trigger and the admin would: refused commands must be DomainErrors and write nothing. */
function play(commands: readonly Command[]): Run {
  const run: Run = { entries: [], events: [], now: START };
  const status: Record<string, ProposalStatus> = { p1: 'enviada', p2: 'enviada', p3: 'enviada' };
  const attempt = (write: () => CashbackEntry | null) => {
    try {
      const entry = write();
      if (entry) run.entries.push(entry);
    } catch (error) {
      if (!isDomainError(error)) throw error;
    }
  };
  for (const step of commands) {
    run.now += 3_600_000;
    if (step.kind === 'wait') {
      run.now += step.days * DAY;
      continue;
    }
    const day = (daysAgo: number) => saoPauloDayKey(run.now - daysAgo * DAY);
    if (step.kind === 'move') {
      const event = cashbackEventOf({ status: status[step.p] ?? 'enviada', updated_at: run.now - 1 }, { status: step.status, status_desde: run.now, updated_at: run.now });
      status[step.p] = step.status;
      if (!event) continue;
      run.events.push({ p: step.p, event, rate: step.rate, base: step.base });
      attempt(() => apply(run.entries, step.p, event, step.rate, step.base));
    } else if (step.kind === 'release') {
      attempt(() => releaseCredit(run.entries, { propostaId: step.p, data_liberacao: day(step.daysAgo) }, admin, run.now));
    } else if (step.kind === 'pay') {
      const due = cashbackCyclesOf(run.entries.filter((entry) => entry.proposta_id === step.p)).at(-1)?.valor_centavos ?? 1;
      const referencia = step.pix ? 'E00000000202612301030ABCDEFGHIJK' : 'TED 1';
      attempt(() => recordPayout(run.entries, { propostaId: step.p, data_pagamento: day(step.daysAgo), valor_centavos: step.exact ? due : due + 1, forma: step.pix ? 'pix' : 'transferencia', referencia }, admin, run.now));
    } else if (step.kind === 'recover') {
      attempt(() => recordRecovery(run.entries, { propostaId: step.p, data_recuperacao: day(step.daysAgo), referencia: 'TED 2' }, admin, run.now));
    } else {
      attempt(() => recordClawback(run.entries, { propostaId: step.p, motivo: 'Contrato cancelado' }, admin, run.now));
    }
  }
  return run;
}

function apply(entries: readonly CashbackEntry[], p: string, event: CashbackEvent, rate: { valor: number; versao: number } | null, base: number) {
  return event.tipo === 'aprovacao'
    ? onApproval(entries, { propostaId: p, integradorId: owners[p] ?? '', aprovadaEm: event.em, linha: 'credito_consignado', baseCentavos: base }, rate)
    : onRejection(entries, { propostaId: p, reprovadaEm: event.em, motivo: event.motivo });
}

const commands = fc.array(command, { minLength: 10, maxLength: 80, size: 'max' });

describe('totals: the sum of the deltas equals the ledger folded', () => {
  it('overall and per integrator, on any day', () => {
    fc.assert(
      fc.property(commands, fc.integer({ min: -5, max: 60 }), (steps, offset) => {
        const { entries, now } = play(steps);
        expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
        const counters = sumDeltas(entries);
        expect(counters).toEqual(recountCashback(entries));
        const day = saoPauloDayKey(now + offset * DAY);
        const totals = cashbackTotalsOn(counters, day);
        expect(totals).toEqual(cashbackTotalsOfLedger(entries, day));
        // An unpaid cycle sits in one total, a reversed one in none; paid stays paid, and a clawed-back
        // payout is also in 'a recuperar' or 'recuperado'.
        const cycles = ['p1', 'p2', 'p3'].flatMap((p) => cashbackCyclesOf(entries.filter((entry) => entry.proposta_id === p)));
        const amounts = cycles.filter((cycle) => cycle.situacao !== 'estornada').reduce((sum, cycle) => sum + cycle.valor_centavos, 0);
        expect(totals.previsto + totals.a_receber + totals.atrasado + totals.pago).toBe(amounts);
        const paid = entries.filter((entry) => entry.tipo === 'paga').reduce((sum, entry) => sum + entry.valor_centavos, 0);
        const clawed = entries.filter((entry) => entry.tipo === 'clawback').reduce((sum, entry) => sum + entry.valor_centavos, 0);
        expect(totals.pago).toBe(paid);
        expect(totals.a_recuperar + totals.recuperado).toBe(clawed);
        expect(totals.recuperado).toBe(entries.filter((entry) => entry.tipo === 'recuperada').reduce((sum, entry) => sum + entry.valor_centavos, 0));
        const perIntegrator = recountCashbackByIntegrator(entries);
        for (const integrator of Object.keys(perIntegrator)) {
          expect(sumDeltas(entries.filter((entry) => entry.integrador_id === integrator))).toEqual(perIntegrator[integrator]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('replaying every status event afterwards, in any order, writes nothing', () => {
    fc.assert(
      fc.property(commands.chain((steps) => fc.tuple(fc.constant(steps), fc.shuffledSubarray(play(steps).events))), ([steps, replays]) => {
        const { entries } = play(steps);
        for (const { p, event, rate, base } of replays) expect(apply(entries, p, event, rate, base)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
