/**
 * The analytics counters (issue 50) on the memory store, as onProposalAnalytics keeps them on
 * Firestore: every document a proposal write moves gets the domain's delta, and
 * analise_publico/decisao follows the platform's totals when their decision times moved. The
 * seed writes the same documents from the domain's recount (seed-analytics.ts), so the demo's
 * counters are always the recount of its proposals.
 */
import { analyticsWrites, applyAnalyticsDelta, readAnalyticsDoc, type AnalyzedProposal } from '@solarcred/domain/analytics/counts';
import { platformDecisionMedian } from '@solarcred/domain/analytics/figures';
import type { AnalyticsDoc } from '@solarcred/domain/analytics/types';
import { analyticsTotals, publicDecisionMedian } from '@solarcred/domain/data/analytics';
import type { DocumentSpec } from '@solarcred/domain/data/collection';
import type { Millis } from '@solarcred/domain/model';
import { putSingle, readDoc, type MemoryState } from './store';

const pathOf = (spec: DocumentSpec<AnalyticsDoc>) => spec.collection.docPath(spec.id);

/** Moves the analytics documents by what a proposal write (before → after; null: absent) changed. */
export function countProposalAnalytics(state: MemoryState, before: AnalyzedProposal | null, after: AnalyzedProposal | null, now: Millis): void {
  for (const write of analyticsWrites(before, after)) {
    const { id: _id, ...stored } = readDoc(state, write.spec.collection, write.spec.id) ?? { id: write.spec.id };
    const next = applyAnalyticsDelta(readAnalyticsDoc(stored), write.delta);
    putSingle(state, write.spec, next);
    if (pathOf(write.spec) === pathOf(analyticsTotals) && write.delta.counts.decisao.some((count) => count !== 0)) {
      putSingle(state, publicDecisionMedian, { mediana_horas: platformDecisionMedian(next), atualizado_em: now });
    }
  }
}
