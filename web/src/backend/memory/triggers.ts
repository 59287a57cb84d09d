/**
 * What the Cloud Functions' triggers do on Firestore, done inline on the memory store: keep
 * stats/integradores in step with every integrator write, with the same domain deltas, and
 * write the integrator's search tokens when its searched fields changed; keep stats/propostas,
 * the owner's stats_integradores/{id} and its seller's stats_integradores/{id}/vendedores/{uid}
 * in step with every proposal write; append the funding ledger's entries the proposal's state asks for.
 */
import { searchTokensPatch } from '@solarcred/domain/integrator-search';
import { applyStatsDelta, emptyIntegratorStats, statsDelta } from '@solarcred/domain/integrator-stats';
import { installationSettingsDoc } from '@solarcred/domain/data/config';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { integratorProposalStats, integratorStats, proposalStats, sellerProposalStats } from '@solarcred/domain/data/stats';
import type { DocumentSpec } from '@solarcred/domain/data/collection';
import type { Integrator, Proposal, ProposalStats } from '@solarcred/domain/model';
import { changedSnapshot } from '@solarcred/domain/handlers/profile-photo';
import {
  applyProposalStatsDelta,
  integratorProposalStatsChanges,
  isEmptyProposalStatsDelta,
  proposalStatsDelta,
  readProposalStats,
  sellerProposalStatsChanges,
  type ProposalStatsDelta,
} from '@solarcred/domain/proposal-stats';
import { proposalSearchTokensPatch } from '@solarcred/domain/proposal-search';
import { installationDeadlinePatch, needsPinnedTargets, targetDaysOf } from '@solarcred/domain/installation/due-dates';
import { members } from '@solarcred/domain/data/members';
import { companyOnMembers } from '@solarcred/domain/team/member';
import { onProposalCashback } from './cashback-ledger';
import { onProposalFunding } from './funding-ledger';
import { onProposalContract } from './contracts';
import { countProposalAnalytics } from './analytics-counters';
import { putDoc, putSingle, readCollection, readDoc, removeDoc, type MemoryState } from './store';

export function onIntegratorWritten(state: MemoryState, before: Integrator | null, after: Integrator | null): void {
  const current = readDoc(state, integratorStats.collection, integratorStats.id) ?? emptyIntegratorStats();
  putSingle(state, integratorStats, applyStatsDelta(current, statsDelta(before, after)));
  const tokens = searchTokensPatch(after);
  if (after && tokens) putDoc(state, integrators, { ...after, ...tokens });
  // The boards' copy of the integrator (photo, name, e-mail) on its proposals, as onIntegratorSnapshotFields does.
  const snapshot = changedSnapshot(before, after);
  if (after && snapshot) {
    for (const proposal of readCollection(state, proposals)) {
      if (proposal.integrador_id !== after.id) continue;
      putDoc(state, proposals, { ...proposal, integrador: snapshot });
      // Each of these writes fires onProposalAnalytics on Firestore: the ranking row takes the new name.
      countProposalAnalytics(state, proposal, { ...proposal, integrador: snapshot }, Date.now());
    }
  }
  // The company's name and status on its members' memberships, as onCompanyForMembers does.
  const company = companyOnMembers(before, after);
  if (after && company) {
    for (const member of readCollection(state, members)) {
      if (member.empresa === after.id && member.id !== after.id) putDoc(state, members, { ...member, ...company });
    }
  }
}

function addToCounters(state: MemoryState, spec: DocumentSpec<ProposalStats>, delta: ProposalStatsDelta): void {
  putSingle(state, spec, applyProposalStatsDelta(readProposalStats(readDoc(state, spec.collection, spec.id)), delta));
}

/** Call with the proposal before and after every write to propostas/{id} (null: created / deleted). */
export function onProposalWritten(state: MemoryState, before: Proposal | null, after: Proposal | null): void {
  // The counters, as onProposalWritten's one transaction moves them: the global, the company's, the seller's.
  const delta = proposalStatsDelta(before, after);
  if (!isEmptyProposalStatsDelta(delta)) addToCounters(state, proposalStats, delta);
  for (const change of integratorProposalStatsChanges(before, after)) addToCounters(state, integratorProposalStats(change.integratorId), change.delta);
  for (const change of sellerProposalStatsChanges(before, after)) addToCounters(state, sellerProposalStats(change.companyId, change.sellerUid), change.delta);
  // The boards' search tokens, as onProposalSearchFields does.
  const tokens = proposalSearchTokensPatch(after);
  if (after && tokens) putDoc(state, proposals, { ...after, ...tokens });
  // The next milestone's due day, as onProposalInstallationDeadline does.
  const current = after ? readDoc(state, proposals, after.id) : null;
  const settings = current && needsPinnedTargets(current) ? targetDaysOf(readDoc(state, installationSettingsDoc.collection, installationSettingsDoc.id)) : undefined;
  const deadline = installationDeadlinePatch(current, settings);
  if (current && deadline) putDoc(state, proposals, { ...current, ...deadline });
  // The cashback ledger, as onProposalCashback does.
  onProposalCashback(state, before, after);
  // The funding tranches, as onProposalFunding does: state-based, so every write reconciles them.
  onProposalFunding(state, after);
  // The credit contract, as onProposalContract does: generated on approval, replaced on a relevant change.
  onProposalContract(state, before, after);
}

/** Writes propostas/{id} (or deletes it: null) into a draft state and runs the proposal trigger, as a Firestore write fires it. */
export function writeProposal(state: MemoryState, id: string, after: Proposal | null): void {
  const before = readDoc(state, proposals, id);
  if (after) putDoc(state, proposals, after);
  else removeDoc(state, proposals, id);
  onProposalWritten(state, before, after);
  // The analytics (issue 50), as onProposalAnalytics counts each write: here from the stored proposal
  // before to the one the triggers above left (their own writes fire it again on Firestore; the sum is the same).
  countProposalAnalytics(state, before, readDoc(state, proposals, id), Date.now());
}
