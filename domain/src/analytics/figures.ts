/**
 * The figures of 'Análises' from the cells a filter selects: the browser sums a bounded number of
 * cells (months × lines × states), never proposals. Ratios are null where their denominator is 0.
 */
import { proposalStatuses, type ProposalStatus } from '../options';
import { addCounts, emptyCounts } from './counts';
import { histogramCount, median, p90 } from './histogram';
import { monthsBetween } from './months';
import { funnelStages, type AnalyticsCell, type AnalyticsCounts, type FunnelStage, type IsoDay } from './types';

export interface FunnelStep {
  stage: FunnelStage;
  count: number;
  /** count ÷ the previous step's count (null for the first step or after a zero). */
  conversion: number | null;
}

export interface TimeFigure {
  count: number;
  median: number | null;
  p90: number | null;
}

export interface MonthFigures {
  mes: string;
  funnel: FunnelStep[];
  financiadas: number;
  volume_centavos: number;
}

export interface MixEntry {
  key: string;
  financiadas: number;
  volume_centavos: number;
  /** Share of the period's volume (null when it is 0). */
  share: number | null;
}

export interface AnalyticsSummary {
  months: MonthFigures[];
  funnel: FunnelStep[];
  /** aprovadas ÷ (aprovadas + reprovadas). */
  approvalRate: number | null;
  decision: TimeFigure;
  timeInStatus: Record<ProposalStatus, TimeFigure>;
  financiadas: number;
  volume_centavos: number;
  /** volume ÷ financiadas, centavos rounded. */
  averageTicket: number | null;
  byLine: MixEntry[];
  byState: MixEntry[];
  pendencias: number;
  lateInstallations: number;
}

export { monthsBetween };

export const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function funnelOf(counts: AnalyticsCounts): FunnelStep[] {
  return funnelStages.map((stage, index) => {
    const previous = index === 0 ? null : counts.funil[funnelStages[index - 1] as FunnelStage];
    return { stage, count: counts.funil[stage], conversion: previous === null ? null : ratio(counts.funil[stage], previous) };
  });
}

export const approvalRateOf = (counts: AnalyticsCounts) => ratio(counts.funil.aprovadas, counts.funil.aprovadas + counts.reprovadas);

const timeOf = (histogram: readonly number[] | undefined): TimeFigure =>
  histogram ? { count: histogramCount(histogram), median: median(histogram), p90: p90(histogram) } : { count: 0, median: null, p90: null };

/** Installations with an open milestone due before `today`. */
export const lateInstallationsOf = (counts: Pick<AnalyticsCounts, 'instalacao_metas'>, today: IsoDay) =>
  Object.entries(counts.instalacao_metas).reduce((sum, [day, count]) => (day < today ? sum + count : sum), 0);

function mixBy(cells: readonly AnalyticsCell[], key: (cell: AnalyticsCell) => string, total: number): MixEntry[] {
  const entries = new Map<string, MixEntry>();
  for (const cell of cells) {
    const entry = entries.get(key(cell)) ?? { key: key(cell), financiadas: 0, volume_centavos: 0, share: null };
    entry.financiadas += cell.financiadas;
    entry.volume_centavos += cell.volume_centavos;
    entries.set(entry.key, entry);
  }
  return [...entries.values()]
    .filter((entry) => entry.financiadas !== 0)
    .map((entry) => ({ ...entry, share: ratio(entry.volume_centavos, total) }))
    .sort((a, b) => b.volume_centavos - a.volume_centavos || a.key.localeCompare(b.key));
}


/** The figures of the cells of one filter (the caller selected them by month, line, state, company). */
export function summarize(cells: readonly AnalyticsCell[], de: string, ate: string, today: IsoDay): AnalyticsSummary {
  const inPeriod = cells.filter((cell) => cell.mes >= de && cell.mes <= ate);
  const total = inPeriod.reduce<AnalyticsCounts>((sum, cell) => addCounts(sum, cell), emptyCounts());
  const months = monthsBetween(de, ate).map((mes) => {
    const counts = inPeriod.filter((cell) => cell.mes === mes).reduce<AnalyticsCounts>((sum, cell) => addCounts(sum, cell), emptyCounts());
    return { mes, funnel: funnelOf(counts), financiadas: counts.financiadas, volume_centavos: counts.volume_centavos };
  });
  const averageTicket = total.financiadas === 0 ? null : Math.round(total.volume_centavos / total.financiadas);
  return {
    months,
    funnel: funnelOf(total),
    approvalRate: approvalRateOf(total),
    decision: timeOf(total.decisao),
    timeInStatus: Object.fromEntries(proposalStatuses.map((status) => [status, timeOf(total.tempo_status[status])])) as Record<ProposalStatus, TimeFigure>,
    financiadas: total.financiadas,
    volume_centavos: total.volume_centavos,
    averageTicket,
    byLine: mixBy(inPeriod, (cell) => cell.linha, total.volume_centavos),
    byState: mixBy(inPeriod, (cell) => cell.uf, total.volume_centavos),
    pendencias: total.pendencias,
    lateInstallations: lateInstallationsOf(total, today),
  };
}

/** analise_publico/decisao's value from the platform's totals. */
export const platformDecisionMedian = (totals: Pick<AnalyticsCounts, 'decisao'>) => median(totals.decisao);
