/**
 * What appending funding entries writes (issue 48), for the functions' transaction and the demo's
 * store alike: each new entry (an id already in its proposal's ledger is a replay and writes
 * nothing), repasses/{proposal}, each touched repasse_parcelas/{proposal}_{n}, the proposal's
 * `repasse` summary, one history step per entry, and the overall and integrator counters moved by
 * contribution(after) − contribution(before) per tranche.
 */
import type { Millis } from '../model';
import { currentFunding, storedFundingOf, storedTrancheOf, summaryOf } from './ledger';
import { applyFundingDelta, emptyFundingCounters, fundingCountersDelta } from './totals';
import type { FundingCounters, FundingEntry, FundingStep, ProposalFundingSummary, StoredFunding, StoredTranche } from './types';

export interface FundingCountersSet {
  all: FundingCounters;
  /** By integrator id: the counters of every integrator an entry names (missing: read as empty). */
  byIntegrator: ReadonlyMap<string, FundingCounters>;
}

export interface FundingWrites {
  /** The entries to create (repasse_lancamentos/{id}), replays left out. */
  entries: FundingEntry[];
  fundings: StoredFunding[];
  tranches: StoredTranche[];
  /** Merged into propostas/{id} as `repasse` (never touching updated_at or status). */
  summaries: Map<string, ProposalFundingSummary>;
  /** Each a propostas/{id}/historico entry (de === para === status, `repasse`). */
  history: Map<string, FundingStep[]>;
  counters: { all: FundingCounters; byIntegrator: Map<string, FundingCounters> };
}

/** The history's record of an entry: no amount (a vendedor reads it). */
export function fundingStepOf(entry: FundingEntry, marco: FundingStep['marco']): FundingStep {
  const motivo = 'motivo' in entry ? entry.motivo : null;
  return { tipo: entry.tipo, parcela: entry.tipo === 'plano' ? 0 : entry.parcela, marco: entry.tipo === 'plano' ? null : marco, motivo };
}

export function fundingWrites(
  ledgers: ReadonlyMap<string, readonly FundingEntry[]>,
  entries: readonly FundingEntry[],
  counters: FundingCountersSet,
  now: Millis,
): FundingWrites {
  const written: FundingEntry[] = [];
  const grown = new Map<string, FundingEntry[]>();
  const fundings = new Map<string, StoredFunding>();
  const tranches = new Map<string, StoredTranche>();
  const summaries = new Map<string, ProposalFundingSummary>();
  const history = new Map<string, FundingStep[]>();
  let all = counters.all;
  const byIntegrator = new Map<string, FundingCounters>();
  for (const entry of entries) {
    const ledger = grown.get(entry.proposta_id) ?? [...(ledgers.get(entry.proposta_id) ?? [])];
    if (ledger.some((stored) => stored.id === entry.id)) continue;
    const before = currentFunding(ledger);
    ledger.push(entry);
    grown.set(entry.proposta_id, ledger);
    const after = currentFunding(ledger);
    if (!after) continue;
    written.push(entry);
    fundings.set(entry.proposta_id, storedFundingOf(after, now));
    const touched = entry.tipo === 'plano' ? after.parcelas.map((tranche) => tranche.parcela) : [entry.parcela];
    for (const n of touched) {
      const stored = storedTrancheOf(after, n, now);
      tranches.set(stored.id, stored);
    }
    summaries.set(entry.proposta_id, summaryOf(after));
    const marco = entry.tipo === 'plano' ? null : (after.parcelas[entry.parcela - 1]?.marco ?? null);
    history.set(entry.proposta_id, [...(history.get(entry.proposta_id) ?? []), fundingStepOf(entry, marco)]);
    const delta = fundingCountersDelta(before, after);
    all = applyFundingDelta(all, delta);
    const own = byIntegrator.get(entry.integrador_id) ?? counters.byIntegrator.get(entry.integrador_id) ?? emptyFundingCounters();
    byIntegrator.set(entry.integrador_id, applyFundingDelta(own, delta));
  }
  return { entries: written, fundings: [...fundings.values()], tranches: [...tranches.values()], summaries, history, counters: { all, byIntegrator } };
}
