/**
 * What the dashboards show from a proposal counters document (stats/propostas or
 * stats_integradores/{id}): the integrator's four cards (file 001 section 2) and the per-month
 * series of the charts. One document in, fixed work out, however many proposals exist.
 */
import { saoPauloDayKey } from './format';
import type { Millis, ProposalStats } from './model';
import { proposalStatuses, type ProposalStatus } from './options';
import { saoPauloMonthKey } from './proposal-stats';

export interface IntegratorDashboardStats {
  sent: number;
  sentThisMonth: number;
  /** In 'aprovada' or 'finalizada' (approvedStatuses). */
  approved: number;
  /** approved / sent, rounded percent (0 when nothing was sent). */
  approvalRatePercent: number;
  /** em_analise + pendente_correcao + corrigida_usuario (file 001 section 4). */
  underAnalysis: number;
  /** underAnalysis / sent, rounded percent (0 when nothing was sent). */
  underAnalysisPercent: number;
  totalVolumeCentavos: number;
}

const underAnalysisStatuses: readonly ProposalStatus[] = ['em_analise', 'pendente_correcao', 'corrigida_usuario'];

/** A proposal in either was approved: 'finalizada' comes after the approval (issue 45: not only 'aprovada'). */
const approvedStatuses: readonly ProposalStatus[] = ['aprovada', 'finalizada'];

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));
const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
const timeOf = (now: Millis | Date) => (typeof now === 'number' ? now : now.getTime());

/** The approved proposals of a counters document ('aprovada' and 'finalizada'). */
const approvedCount = (stats: ProposalStats): number => sum(approvedStatuses.map((status) => stats.por_status[status] ?? 0));

/** approved / total of a counters document, rounded percent (0 when empty). */
export function approvalRatePercent(stats: ProposalStats): number {
  return percentOf(approvedCount(stats), stats.total);
}

/** The four cards of the integrator dashboard, from its counters document. */
export function integratorDashboardStats(stats: ProposalStats, now: Millis | Date): IntegratorDashboardStats {
  const sent = stats.total;
  const approved = approvedCount(stats);
  const underAnalysis = sum(underAnalysisStatuses.map((status) => stats.por_status[status] ?? 0));
  return {
    sent,
    sentThisMonth: sum(Object.values(stats.por_mes[saoPauloMonthKey(timeOf(now))] ?? {})),
    approved,
    approvalRatePercent: percentOf(approved, sent),
    underAnalysis,
    underAnalysisPercent: percentOf(underAnalysis, sent),
    totalVolumeCentavos: stats.volume_centavos,
  };
}

/** The `count` São Paulo months ending with the one of `now`, oldest first ('YYYY-MM'). */
export function lastMonths(now: Millis | Date, count: number): string[] {
  const [year = 0, month = 1] = saoPauloDayKey(timeOf(now)).split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const months = year * 12 + (month - 1) - (count - 1 - index);
    return `${String(Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}`;
  });
}

const monthNames = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** 'YYYY-MM' as the charts' axis reads it: '2026-11' → 'nov/26'. */
export function monthLabel(month: string): string {
  const [year = '', number = '1'] = month.split('-');
  return `${monthNames[Number(number) - 1] ?? number}/${year.slice(-2)}`;
}

/** One bar of the per-month chart: the month, its count per column, total and volume. */
export type MonthlyProposals = { month: string; label: string; total: number; volume_centavos: number } & Record<ProposalStatus, number>;

/** The per-month series of the charts: every one of the last `count` months, empty ones as zeros. */
export function monthlyProposals(stats: ProposalStats, now: Millis | Date, count: number): MonthlyProposals[] {
  return lastMonths(now, count).map((month) => {
    const counts = stats.por_mes[month] ?? {};
    const byStatus = Object.fromEntries(proposalStatuses.map((status) => [status, counts[status] ?? 0])) as Record<ProposalStatus, number>;
    return {
      month,
      label: monthLabel(month),
      ...byStatus,
      total: sum(Object.values(byStatus)),
      volume_centavos: stats.volume_por_mes[month] ?? 0,
    };
  });
}
