/**
 * What the Cloud Functions' proposal triggers do, done inline on the memory store after every
 * proposal write: move stats/propostas and the owner's stats_integradores/{id} by the domain's
 * delta, and rewrite the proposal's search tokens when its searched fields changed.
 */
import { proposals } from '@solarcred/domain/data/proposals';
import { integratorProposalStats, proposalStats } from '@solarcred/domain/data/stats';
import type { Proposal, ProposalStats } from '@solarcred/domain/model';
import { applyProposalStatsDelta, emptyProposalStats, proposalStatsDelta } from '@solarcred/domain/proposal-stats';
import { proposalSearchTokensPatch } from '@solarcred/domain/proposal-search';
import type { DocumentSpec } from '@solarcred/domain/data/collection';
import { putDoc, putSingle, readDoc, type MemoryState } from './store';

function count(state: MemoryState, spec: DocumentSpec<ProposalStats>, before: Proposal | null, after: Proposal | null): void {
  const current = readDoc(state, spec.collection, spec.id) ?? emptyProposalStats();
  putSingle(state, spec, applyProposalStatsDelta(current, proposalStatsDelta(before, after)));
}

export function onProposalWritten(state: MemoryState, before: Proposal | null, after: Proposal | null): void {
  count(state, proposalStats, before, after);
  const owners = new Set([before?.integrador_id, after?.integrador_id].filter((id): id is string => Boolean(id)));
  for (const owner of owners) {
    count(state, integratorProposalStats(owner), before?.integrador_id === owner ? before : null, after?.integrador_id === owner ? after : null);
  }
  const tokens = proposalSearchTokensPatch(after);
  if (after && tokens) putDoc(state, proposals, { ...after, ...tokens });
}
