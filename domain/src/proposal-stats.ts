/**
 * Proposal counters (stats/propostas: total, per column, volume in centavos) and the integrator
 * dashboard figures (file 001 section 2).
 */
import { saoPauloDayKey } from './format';
import type { Millis, Proposal, ProposalStats } from './model';
import { proposalStatuses } from './options';
import { isUnderAnalysis, normalizeProposalStatus } from './proposal-status';

type Counted = Pick<Proposal, 'status' | 'valor_proposta'>;

export interface ProposalStatsDelta {
  total: number;
  /** Non-zero increments only, keyed by column status. */
  por_status: Record<string, number>;
  volume_centavos: number;
}

/** Zero counters with one entry per column. */
export function emptyProposalStats(): ProposalStats {
  return {
    total: 0,
    por_status: Object.fromEntries(proposalStatuses.map((s) => [s, 0])),
    volume_centavos: 0,
  };
}

function contribute(delta: ProposalStatsDelta, proposal: Counted, sign: 1 | -1): void {
  delta.total += sign;
  const status = normalizeProposalStatus(proposal.status);
  const next = (delta.por_status[status] ?? 0) + sign;
  if (next === 0) delete delta.por_status[status];
  else delta.por_status[status] = next;
  delta.volume_centavos += sign * (proposal.valor_proposta || 0);
}

/** What one write (create: before null; delete: after null) changes in the counters. */
export function proposalStatsDelta(before: Counted | null, after: Counted | null): ProposalStatsDelta {
  const delta: ProposalStatsDelta = { total: 0, por_status: {}, volume_centavos: 0 };
  if (before) contribute(delta, before, -1);
  if (after) contribute(delta, after, 1);
  return delta;
}

/** The counters after a delta (a new object). */
export function applyProposalStatsDelta(stats: ProposalStats, delta: ProposalStatsDelta): ProposalStats {
  const por_status = { ...stats.por_status };
  for (const [status, amount] of Object.entries(delta.por_status)) {
    por_status[status] = (por_status[status] ?? 0) + amount;
  }
  return {
    total: stats.total + delta.total,
    por_status,
    volume_centavos: stats.volume_centavos + delta.volume_centavos,
  };
}

/** The counters computed from scratch over every proposal. */
export function recountProposalStats(proposals: readonly Counted[]): ProposalStats {
  return proposals.reduce(
    (stats, p) => applyProposalStatsDelta(stats, proposalStatsDelta(null, p)),
    emptyProposalStats(),
  );
}

export interface IntegratorDashboardStats {
  sent: number;
  sentThisMonth: number;
  approved: number;
  /** approved / sent, rounded percent (0 when nothing was sent). */
  approvalRatePercent: number;
  underAnalysis: number;
  /** underAnalysis / sent, rounded percent (0 when nothing was sent). */
  underAnalysisPercent: number;
  totalVolumeCentavos: number;
}

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** The four cards of the integrator dashboard over the integrator's own proposals. */
export function integratorDashboardStats(
  proposals: readonly Pick<Proposal, 'status' | 'valor_proposta' | 'created_at'>[],
  now: Millis | Date,
): IntegratorDashboardStats {
  const month = saoPauloDayKey(typeof now === 'number' ? now : now.getTime()).slice(0, 7);
  const sent = proposals.length;
  const sentThisMonth = proposals.filter((p) => saoPauloDayKey(p.created_at).slice(0, 7) === month).length;
  const approved = proposals.filter((p) => normalizeProposalStatus(p.status) === 'aprovada').length;
  const underAnalysis = proposals.filter((p) => isUnderAnalysis(p.status)).length;
  return {
    sent,
    sentThisMonth,
    approved,
    approvalRatePercent: percentOf(approved, sent),
    underAnalysis,
    underAnalysisPercent: percentOf(underAnalysis, sent),
    totalVolumeCentavos: proposals.reduce((sum, p) => sum + (p.valor_proposta || 0), 0),
  };
}
