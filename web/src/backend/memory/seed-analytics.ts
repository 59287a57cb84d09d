/**
 * The analytics' demo data (issue 50): each seeded proposal's trail is the one its seeded status
 * history would have stamped — the history replayed through the domain's nextTrail, move by
 * move, so the trail, the history, status_desde and the details dialog tell one story — and the
 * analytics documents are the domain's recount of the seeded proposals (what the trigger keeps;
 * the Firebase seed waits until the trigger's documents equal these: scripts/seed.mjs).
 */
import { recountAnalytics } from '@solarcred/domain/analytics/counts';
import { platformDecisionMedian } from '@solarcred/domain/analytics/figures';
import { nextTrail, type TrailedProposal } from '@solarcred/domain/analytics/trail';
import { analyticsTotals, publicDecisionMedian } from '@solarcred/domain/data/analytics';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import type { Millis, Proposal } from '@solarcred/domain/model';
import { normalizeProposalStatus } from '@solarcred/domain/proposal-status';
import { putDoc, putSingle, readCollection, type MemoryState } from './store';

/** The trail of a proposal from its status history (oldest move first), as its moves stamped it. */
export function trailFromHistory(proposal: Pick<Proposal, 'id' | 'created_at'>, history: readonly { de: string | null; para: string; em: Millis }[]): TrailedProposal['trilha'] {
  let current: TrailedProposal = { status: 'enviada', created_at: proposal.created_at, trilha: { etapas: {}, horas_status: {} } };
  for (const entry of [...history].sort((a, b) => a.em - b.em)) {
    const status = normalizeProposalStatus(entry.para);
    if (entry.de === null || status === normalizeProposalStatus(current.status)) continue;
    current = { ...current, status, status_desde: entry.em, trilha: nextTrail(current, status, entry.em) };
  }
  return current.trilha;
}

/** Gives every seeded proposal the trail of its seeded history (after the history's last times are set: seed-sla.ts). */
export function seedTrails(state: MemoryState): void {
  for (const proposal of readCollection(state, proposals)) {
    putDoc(state, proposals, { ...proposal, trilha: trailFromHistory(proposal, readCollection(state, proposalHistory(proposal.id))) });
  }
}

/** The analytics documents of the seeded proposals, and the platform's public median (after every proposal field is seeded). */
export function seedAnalytics(state: MemoryState, now: Millis): void {
  const documents = recountAnalytics(readCollection(state, proposals));
  for (const { spec, value } of documents.values()) putSingle(state, spec, value);
  const totals = documents.get(analyticsTotals.collection.docPath(analyticsTotals.id))?.value;
  putSingle(state, publicDecisionMedian, { mediana_horas: totals ? platformDecisionMedian(totals) : null, atualizado_em: now });
}
