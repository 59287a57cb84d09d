/**
 * Property tests of the funding ledger (issue 48) over random valid histories of two proposals of
 * two companies: milestones marked and undone, the admin's check, refusals and new evidence,
 * payouts, rejections and re-approvals, each followed by the trigger.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import { saoPauloDayKey } from '../format';
import { milestoneIds, type MilestoneId } from '../installation/milestones';
import type { Proposal } from '../model';
import { fundingWrites } from './append';
import { applyFundingEntry, currentFunding, fundingCyclesOf, storedFundingOf } from './ledger';
import { APPROVED, admin, bucket, mark, proposal } from './test-fixtures';
import { emptyFundingCounters, recountFunding, recountFundingByIntegrator } from './totals';
import { acceptTranche, fundingEventsOf, recordTranchePayouts, refuseTranche, resubmitEvidence, startVerification } from './transitions';
import type { FundingCounters, FundingCycle, FundingEntry } from './types';

const HOUR = 3_600_000;
const settings = { prazo_dias_uteis: 2 };

type Action =
  | { kind: 'mark' | 'undo' | 'reject' | 'approve' }
  | { kind: 'verify' | 'accept' | 'refuse' | 'resubmit' | 'pay'; parcela: number };

const tranche = (kind: 'verify' | 'accept' | 'refuse' | 'resubmit' | 'pay') => fc.record({ kind: fc.constant(kind), parcela: fc.integer({ min: 0, max: 4 }) });
const action: fc.Arbitrary<{ p: 0 | 1; hours: number; act: Action }> = fc.record({
  p: fc.constantFrom(0 as const, 1 as const),
  hours: fc.integer({ min: 1, max: 60 }),
  act: fc.oneof(
    { arbitrary: fc.constant<Action>({ kind: 'mark' }), weight: 4 },
    { arbitrary: fc.constant<Action>({ kind: 'undo' }), weight: 1 },
    { arbitrary: fc.constant<Action>({ kind: 'reject' }), weight: 1 },
    { arbitrary: fc.constant<Action>({ kind: 'approve' }), weight: 2 },
    { arbitrary: tranche('verify'), weight: 4 },
    { arbitrary: tranche('accept'), weight: 3 },
    { arbitrary: tranche('refuse'), weight: 1 },
    { arbitrary: tranche('resubmit'), weight: 2 },
    { arbitrary: tranche('pay'), weight: 4 },
  ),
});

/** The situation each tranche command starts from: the random number picks one of the tranches in it (or a wrong one, 0). */
const from = { verify: 'liberada', accept: 'em_verificacao', refuse: 'em_verificacao', resubmit: 'recusada', pay: 'aprovada' } as const;

interface Run {
  /** Every entry, in append order, and the batches they were appended in. */
  entries: FundingEntry[];
  batches: FundingEntry[][];
  proposals: Proposal[];
}

const upload = (p: Proposal, marco: MilestoneId) => ({
  path: `propostas-anexos/${p.integrador_id}/${p.id}/marco-${marco}-1_1773300000000.pdf`, nome: 'novo.pdf', tamanho: 2048, tipo: 'application/pdf',
});

/** Plays the actions; a command the state refuses is skipped (the random history stays valid). */
function play(actions: readonly { p: 0 | 1; hours: number; act: Action }[]): Run {
  let now = APPROVED;
  const proposals = [
    proposal({ id: 'p1', integrador_id: 'int-1', instalacao: { aprovada_em: APPROVED, marcos: {} } }),
    proposal({ id: 'p2', integrador_id: 'int-2', valor_sistema: 7_777_777, valor_entrada: 0, instalacao: { aprovada_em: APPROVED, marcos: {} } }),
  ];
  const entries: FundingEntry[] = [];
  const batches: FundingEntry[][] = [];
  const append = (batch: FundingEntry[]) => {
    if (batch.length === 0) return;
    entries.push(...batch);
    batches.push(batch);
  };
  const trigger = (i: number) => append(fundingEventsOf(entries, proposals[i] as Proposal, null, settings, now));
  trigger(0);
  trigger(1);
  for (const { p, hours, act } of actions) {
    now += hours * HOUR;
    const current = proposals[p] as Proposal;
    const marcos = { ...current.instalacao?.marcos };
    const marked = milestoneIds.filter((id) => marcos[id]?.estado === 'marcado');
    const approved = current.status === 'aprovada';
    let parcela = 1;
    if ('parcela' in act) {
      const cycle = currentFunding(entries.filter((entry) => entry.proposta_id === current.id));
      const candidates = cycle?.parcelas.filter((t) => t.situacao === from[act.kind]).map((t) => t.parcela) ?? [];
      // 0 sends a command the state may refuse (tranche 1 whatever its situation).
      parcela = act.parcela === 0 || candidates.length === 0 ? 1 : (candidates[(act.parcela - 1) % candidates.length] as number);
    }
    try {
      switch (act.kind) {
        case 'mark': {
          const next = milestoneIds.find((id) => marcos[id]?.estado !== 'marcado');
          if (!approved || !next) continue;
          marcos[next] = mark(saoPauloDayKey(now), now);
          proposals[p] = { ...current, instalacao: { aprovada_em: APPROVED, marcos } };
          break;
        }
        case 'undo': {
          const last = marked.at(-1);
          const record = last ? marcos[last] : undefined;
          if (!approved || !last || record?.estado !== 'marcado') continue;
          marcos[last] = { estado: 'desfeito', desfeito_por: 'admin-1', desfeito_em: now, motivo: 'Evidência errada', anterior: record };
          proposals[p] = { ...current, instalacao: { aprovada_em: APPROVED, marcos } };
          break;
        }
        case 'reject':
          if (!approved) continue;
          proposals[p] = { ...current, status: 'reprovada', status_desde: now, status_motivo: 'Reprovada' };
          break;
        case 'approve':
          if (approved) continue;
          proposals[p] = { ...current, status: 'aprovada', status_desde: now, status_motivo: null };
          break;
        case 'verify':
          append([startVerification(entries, { propostaId: current.id, parcela }, admin, now)]);
          continue;
        case 'accept':
          append([acceptTranche(entries, { propostaId: current.id, parcela }, admin, now)]);
          continue;
        case 'refuse':
          append([refuseTranche(entries, { propostaId: current.id, parcela, motivo: 'Ilegível' }, admin, now)]);
          continue;
        case 'resubmit': {
          const marco = currentFunding(entries.filter((entry) => entry.proposta_id === current.id))?.parcelas[parcela - 1]?.marco ?? 'contrato_assinado';
          append([resubmitEvidence(entries, current, { propostaId: current.id, parcela, arquivos: [upload(current, marco)] }, admin, null, bucket, settings, now)]);
          continue;
        }
        case 'pay': {
          const tranche = currentFunding(entries.filter((entry) => entry.proposta_id === current.id))?.parcelas[parcela - 1];
          const pagamento = { propostaId: current.id, parcela, valor_centavos: tranche?.valor_centavos ?? 1, data_pagamento: saoPauloDayKey(now), forma: 'transferencia', referencia: 'TED 1' };
          const ledgers = new Map([[current.id, entries.filter((entry) => entry.proposta_id === current.id)]]);
          append(recordTranchePayouts(ledgers, new Map([[current.integrador_id, true]]), { pagamentos: [pagamento] }, admin, now));
          continue;
        }
      }
    } catch (error) {
      if (isDomainError(error)) continue;
      throw error;
    }
    trigger(p);
  }
  return { entries, batches, proposals };
}

const histories = fc.array(action, { minLength: 20, maxLength: 60, size: 'max' });
const of = (entries: readonly FundingEntry[], id: string) => entries.filter((entry) => entry.proposta_id === id);

describe('the funding ledger (properties)', () => {
  it('folding the entries in any order equals replaying them one by one in append order', () => {
    fc.assert(
      fc.property(histories, fc.integer(), (actions, seed) => {
        const { entries } = play(actions);
        for (const id of ['p1', 'p2']) {
          const own = of(entries, id);
          const replayed: FundingCycle[] = [];
          for (const entry of own) {
            if (entry.tipo === 'plano') replayed.push(applyFundingEntry(replayed.at(-1) ?? null, entry));
            else replayed[replayed.length - 1] = applyFundingEntry(replayed.at(-1) ?? null, entry);
          }
          const shuffled = fc.sample(fc.shuffledSubarray(own, { minLength: own.length, maxLength: own.length }), { numRuns: 1, seed })[0] ?? [];
          expect(fundingCyclesOf(shuffled)).toEqual(replayed);
          // A duplicate delivery counts once.
          expect(fundingCyclesOf([...shuffled, ...own])).toEqual(replayed);
        }
      }),
    );
  });

  it('the counters moved by every append equal the recount of the ledger, overall and per integrator', () => {
    fc.assert(
      fc.property(histories, (actions) => {
        const { batches, entries } = play(actions);
        let all: FundingCounters = emptyFundingCounters();
        let byIntegrator = new Map<string, FundingCounters>();
        const ledgers = new Map<string, FundingEntry[]>();
        for (const batch of batches) {
          const writes = fundingWrites(ledgers, batch, { all, byIntegrator }, 0);
          expect(writes.entries).toEqual(batch);
          all = writes.counters.all;
          byIntegrator = new Map([...byIntegrator, ...writes.counters.byIntegrator]);
          for (const entry of batch) ledgers.set(entry.proposta_id, [...(ledgers.get(entry.proposta_id) ?? []), entry]);
          // The folded documents are the ledger's.
          for (const funding of writes.fundings) expect(funding).toEqual(storedFundingOf(currentFunding(ledgers.get(funding.id) ?? []) as FundingCycle, 0));
          // Appending the same batch again writes nothing.
          expect(fundingWrites(ledgers, batch, { all, byIntegrator }, 0).entries).toEqual([]);
        }
        expect(all).toEqual(recountFunding(entries));
        expect(Object.fromEntries(byIntegrator)).toEqual(recountFundingByIntegrator(entries));
      }),
    );
  });

  it('the trigger run again on the state it produced returns nothing', () => {
    fc.assert(
      fc.property(histories, fc.integer({ min: 0, max: 1_000 }), (actions, hours) => {
        const { entries, proposals } = play(actions);
        for (const p of proposals) expect(fundingEventsOf(entries, p, null, settings, APPROVED + (actions.length * 60 + hours) * HOUR)).toEqual([]);
      }),
    );
  });
});
