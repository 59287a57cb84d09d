/**
 * The funding ledger on the memory store (issue 48), as functions/src/funding does it on
 * Firestore: the proposal trigger's state-based reconcile (fundingEventsOf on every proposal
 * write) and the append of any entries in one update (the domain's fundingWrites: entries, the
 * folded funding and its tranches, the proposal's summary, one history entry per entry, the
 * counters).
 */
import { fundingEntries, fundingPlans, fundingSettingsDoc, fundingStats, fundings, integratorFundingStats, tranches } from '@solarcred/domain/data/funding';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import { fundingWrites } from '@solarcred/domain/funding/append';
import { fundingEntryId } from '@solarcred/domain/funding/ledger';
import { readFundingCounters } from '@solarcred/domain/funding/totals';
import { fundingEventsOf, fundingLineOf } from '@solarcred/domain/funding/transitions';
import type { FundingEntry } from '@solarcred/domain/funding/types';
import type { Proposal, StatusHistoryEntry } from '@solarcred/domain/model';
import { putDoc, putSingle, readDoc, type MemoryState } from './store';

/**
 * One proposal's entries, found by their deterministic ids (cycle 1, seq 0 onwards) rather than by
 * scanning the ledger: the trigger runs on every proposal write, and the demo may hold 10,000.
 */
export function fundingLedgerOf(state: MemoryState, propostaId: string): FundingEntry[] {
  const found: FundingEntry[] = [];
  for (let ciclo = 1; readDoc(state, fundingEntries, fundingEntryId(propostaId, ciclo, 0)); ciclo += 1) {
    for (let seq = 0; ; seq += 1) {
      const entry = readDoc(state, fundingEntries, fundingEntryId(propostaId, ciclo, seq));
      if (!entry) break;
      found.push(entry);
    }
  }
  return found;
}

const countersOf = (state: MemoryState, integratorId: string | null) => {
  const spec = integratorId ? integratorFundingStats(integratorId) : fundingStats;
  return readFundingCounters(readDoc(state, spec.collection, spec.id));
};

/** Appends the entries to a draft state in one go; answers how many were new (a replay: none). */
export function appendFunding(state: MemoryState, propostaIds: readonly string[], entries: readonly FundingEntry[], now: number): number {
  const ledgers = new Map(propostaIds.map((id) => [id, fundingLedgerOf(state, id)]));
  const owners = [...new Set(entries.map((entry) => entry.integrador_id))];
  const writes = fundingWrites(ledgers, entries, { all: countersOf(state, null), byIntegrator: new Map(owners.map((id) => [id, countersOf(state, id)])) }, now);
  if (writes.entries.length === 0) return 0;
  for (const entry of writes.entries) putDoc(state, fundingEntries, entry);
  for (const funding of writes.fundings) putDoc(state, fundings, funding);
  for (const tranche of writes.tranches) putDoc(state, tranches, tranche);
  for (const [id, summary] of writes.summaries) {
    // A merge of the one field: updated_at and the status stay as they are, no other trigger has work.
    const proposal = readDoc(state, proposals, id);
    if (proposal) putDoc(state, proposals, { ...proposal, repasse: summary });
  }
  for (const [id, steps] of writes.history) {
    const proposal = readDoc(state, proposals, id);
    const written = writes.entries.filter((entry) => entry.proposta_id === id);
    steps.forEach((step, index) => {
      const entry = written[index];
      if (!proposal || !entry) return;
      const history: StatusHistoryEntry = { id: entry.id, de: proposal.status, para: proposal.status, por: entry.registrado_por, em: entry.registrado_em, motivo: step.motivo, repasse: step };
      putDoc(state, proposalHistory(id), history);
    });
  }
  putSingle(state, fundingStats, writes.counters.all);
  for (const [id, counters] of writes.counters.byIntegrator) putSingle(state, integratorFundingStats(id), counters);
  return writes.entries.length;
}

/**
 * Every entry this state of the proposal asks for (its approval, its marked or undone milestones,
 * its rejection), appended at once; a replay, or a state that changes nothing of it, finds none.
 */
export function reconcileFunding(state: MemoryState, proposal: Proposal, now: number): number {
  // The line's stored plan (none: the domain's default) and the clock's setting, as the function reads them.
  const plan = readDoc(state, fundingPlans, fundingLineOf(proposal));
  const settings = readDoc(state, fundingSettingsDoc.collection, fundingSettingsDoc.id);
  const entries = fundingEventsOf(fundingLedgerOf(state, proposal.id), proposal, plan, settings, now);
  return entries.length === 0 ? 0 : appendFunding(state, [proposal.id], entries, now);
}

/**
 * A proposal that has no funding summary and is neither approved nor finalised has no cycle to
 * move and none to open (fundingEventsOf answers nothing): its write skips the ledger, which a
 * draft of the store copies the index of on first read (20 ms a write at 30,000 entries).
 */
const mayAskForFunding = (proposal: Proposal) => proposal.repasse != null || proposal.status === 'aprovada' || proposal.status === 'finalizada';

/** What onProposalFunding does for one proposal write, on the proposal as the other triggers left it (tokens, deadline). */
export function onProposalFunding(state: MemoryState, after: Proposal | null, now: number = Date.now()): number {
  const current = after ? readDoc(state, proposals, after.id) : null;
  return current && mayAskForFunding(current) ? reconcileFunding(state, current, now) : 0;
}
