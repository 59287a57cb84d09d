/**
 * The lender's analytics (issue 50): counters kept by the proposal trigger, never a scan.
 *
 * Every analytics document holds the same numeric body (`AnalyticsCounts`), so one delta, one
 * merge and one recount serve them all:
 * - analise_totais/plataforma: every proposal, all time (admins).
 * - analise_celulas/{mes}__{linha}__{uf}: one cell per month, credit line and project state
 *   (admins): the page's filters are a query over these cells, bounded by months × lines × states,
 *   whatever the number of proposals.
 * - analise_integradores/{id}: one company's all-time row (the ranking; the company's own numbers).
 * - analise_integradores/{id}/celulas/{mes}__{linha}__{uf}: the same cells, one company's.
 * - analise_publico/decisao: the platform's median time to decision, the one platform number an
 *   integrator's dashboard may show (no counts, no company).
 *
 * Which month a proposal counts in depends on the figure (see `AnalyticsCounts`): the funnel, the
 * times and the pendências by the month it was sent (a cohort), the financed volume by the month
 * it was approved.
 */
import type { Millis } from '../model';
import type { ProposalStatus } from '../options';

/** The funnel's steps, in order. Reaching a later step counts as having passed the earlier ones. */
export const funnelStages = ['enviadas', 'em_analise', 'aprovadas', 'contrato_assinado', 'finalizadas'] as const;
export type FunnelStage = (typeof funnelStages)[number];

/**
 * Upper edges, in business hours (10 a day, as the status clocks count them), of the bins the
 * times are counted in; one more bin holds everything above the last edge. Percentiles are read
 * from the bins by linear interpolation, so a median is exact to within its bin. The last edge is a
 * year of business hours; a time in the open bin above reads '≥ 2.500 h'.
 */
export const hourBinEdges = [1, 2, 4, 6, 8, 10, 15, 20, 30, 40, 50, 60, 80, 100, 150, 200, 300, 400, 650, 1000, 1500, 2500] as const;
/** Counts per bin: hourBinEdges.length + 1 entries. */
export type Histogram = number[];

/** Day 'YYYY-MM-DD'. */
export type IsoDay = string;

/** The numeric body every analytics document holds. */
export interface AnalyticsCounts {
  /** Proposals sent in the month that reached each step. */
  funil: Record<FunnelStage, number>;
  /** Proposals sent in the month and refused without ever being approved. */
  reprovadas: number;
  /** Proposals sent in the month, by business hours from sending to the first decision. */
  decisao: Histogram;
  /** Proposals sent in the month, by business hours spent in each status they have left (stays summed). */
  tempo_status: Partial<Record<ProposalStatus, Histogram>>;
  /** Pendências opened on proposals sent in the month. */
  pendencias: number;
  /** Proposals approved in the month. */
  financiadas: number;
  /** The amount they finance (counts.ts financedCentsOf: the saved simulation's, else valor_sistema − valor_entrada), centavos. */
  volume_centavos: number;
  /**
   * Approved proposals whose installation has an open milestone, by its due day: those before
   * today are late (split when read, like the funding clocks).
   */
  instalacao_metas: Record<IsoDay, number>;
}

/** The labels a document carries beside its counts (the cell's coordinates, the company's name). */
export interface AnalyticsLabels {
  mes?: string;
  linha?: string;
  uf?: string;
  integrador_id?: string;
  nome?: string;
}

/** A stored analytics document: counts, labels and what is derived from them for sorting. */
export interface AnalyticsDoc extends AnalyticsCounts, AnalyticsLabels {
  /** aprovadas ÷ (aprovadas + reprovadas), 0 with no decision: the ranking sorts by it. */
  taxa_aprovacao: number;
  /** Ranking rows only: prefixes of the company's name and e-mail (integrator-search.ts). */
  search_tokens?: string[];
}

export interface AnalyticsCell extends AnalyticsDoc {
  mes: string;
  linha: string;
  uf: string;
}

export interface RankingRow extends AnalyticsDoc {
  integrador_id: string;
  nome: string;
}

/** analise_publico/decisao */
export interface PublicDecisionMedian {
  /** Null while no proposal has been decided. */
  mediana_horas: number | null;
  atualizado_em: Millis;
}

/** The steps a status move stamps the first time they are reached. */
export const trailStages = ['em_analise', 'aprovada', 'reprovada', 'finalizada'] as const;
export type TrailStage = (typeof trailStages)[number];

/** propostas/{id}.trilha: what the analytics need from a proposal's past, kept by each status move. */
export interface ProposalTrail {
  /** When the proposal first reached each step. */
  etapas: Partial<Record<TrailStage, Millis>>;
  /** Business hours spent in each status it has left, summed over its stays. */
  horas_status: Partial<Record<ProposalStatus, number>>;
}

/** The admin's filters: months 'YYYY-MM' inclusive; null is 'all'. */
export interface AnalyticsFilter {
  de: string;
  ate: string;
  linha: string | null;
  uf: string | null;
  integrador_id: string | null;
}

/** What the ranking may sort by (descending), each a stored field of the row. */
export const rankingSorts = ['funil.enviadas', 'funil.aprovadas', 'taxa_aprovacao', 'volume_centavos', 'pendencias'] as const;
export type RankingSort = (typeof rankingSorts)[number];

export const rankingPageSize = 20;

/** The longest period the page reads and an export selects, in months. */
export const analyticsMaxMonths = 36;
