/**
 * How one proposal counts in the analytics documents, and what a write changes: the trigger applies
 * contribution(after) − contribution(before) to each document it touches, and the recount sums the
 * contributions of every proposal, with the same code (so after any burst both agree).
 */
import { cashbackBasisOf } from '../cashback/transitions';
import { analyticsCells, analyticsTotals, cellId, integratorCells, rankingRows } from '../data/analytics';
import type { DocumentSpec } from '../data/collection';
import { integratorSearchTokens } from '../integrator-search';
import type { Proposal } from '../model';
import { normalizeProposalStatus } from '../proposal-status';
import { saoPauloMonthKey } from '../proposal-stats';
import { addHistograms, emptyHistogram, histogramOf } from './histogram';
import { approvedAt, decisionHours, refusedAt, stagesReached, type TrailedProposal } from './trail';
import { funnelStages, type AnalyticsCounts, type AnalyticsDoc, type AnalyticsLabels, type Histogram, type RankingRow } from './types';

/** A proposal as the analytics read it. */
export type AnalyzedProposal = TrailedProposal &
  Pick<Proposal, 'integrador_id' | 'valor_proposta'> &
  Partial<Pick<Proposal, 'linha_credito' | 'projeto_estado' | 'cliente_estado' | 'pendencias_total' | 'instalacao_meta' | 'valor_sistema' | 'valor_entrada'>> & {
    integrador?: { nome_empresa?: string; email?: string } | undefined;
    /** The saved simulation's financed amount (the only field of it the analytics read). */
    simulacao?: { financiado_centavos: number } | null | undefined;
  };

/**
 * The amount a proposal finances, centavos — the funding plan's and the cashback's base
 * (cashbackBasisOf): the saved simulation's, else the system's value less the down payment, else
 * valor_proposta (the system's value, down payment included).
 */
export function financedCentsOf(proposal: AnalyzedProposal): number {
  const { baseCentavos } = cashbackBasisOf({
    linha_credito: proposal.linha_credito ?? '',
    valor_proposta: proposal.valor_proposta || 0,
    valor_sistema: proposal.valor_sistema ?? (proposal.valor_proposta || 0),
    valor_entrada: proposal.valor_entrada,
    simulacao: (proposal.simulacao ?? null) as Proposal['simulacao'],
  });
  return Number.isFinite(baseCentavos) ? baseCentavos : 0;
}

import { noLine, noState } from './labels';

export { noLine, noState };

export function emptyCounts(): AnalyticsCounts {
  return {
    funil: Object.fromEntries(funnelStages.map((stage) => [stage, 0])) as AnalyticsCounts['funil'],
    reprovadas: 0,
    decisao: emptyHistogram(),
    tempo_status: {},
    pendencias: 0,
    financiadas: 0,
    volume_centavos: 0,
    instalacao_metas: {},
  };
}

export const lineOf = (proposal: AnalyzedProposal) => proposal.linha_credito?.trim() || noLine;
export const stateOf = (proposal: AnalyzedProposal) => (proposal.projeto_estado?.trim() || proposal.cliente_estado?.trim() || noState).toUpperCase();

/** One document's share of a proposal: which document, its labels, its counts. */
export interface AnalyticsShare {
  spec: DocumentSpec<AnalyticsDoc>;
  labels: AnalyticsLabels;
  counts: AnalyticsCounts;
}

/** What the proposal adds in its sending month (the cohort figures). */
function cohortCounts(proposal: AnalyzedProposal): AnalyticsCounts {
  const counts = emptyCounts();
  const reached = stagesReached(proposal);
  for (const stage of reached) counts.funil[stage] = 1;
  if (!reached.has('aprovadas') && refusedAt(proposal) !== null) counts.reprovadas = 1;
  const decided = decisionHours(proposal);
  if (decided !== null) counts.decisao = histogramOf(decided);
  for (const [status, hours] of Object.entries(proposal.trilha?.horas_status ?? {})) {
    if (typeof hours === 'number' && Number.isFinite(hours)) counts.tempo_status[normalizeProposalStatus(status)] = histogramOf(hours);
  }
  counts.pendencias = Math.max(0, proposal.pendencias_total ?? 0);
  const meta = proposal.instalacao_meta;
  if (normalizeProposalStatus(proposal.status) === 'aprovada' && meta) counts.instalacao_metas = { [meta]: 1 };
  return counts;
}

/** What the proposal adds in its approval month. */
function approvalCounts(proposal: AnalyzedProposal): AnalyticsCounts {
  const counts = emptyCounts();
  counts.financiadas = 1;
  counts.volume_centavos = financedCentsOf(proposal);
  return counts;
}

/** Every document the proposal counts in, with its share (a document may appear twice: merged by the caller). */
export function analyticsShares(proposal: AnalyzedProposal): AnalyticsShare[] {
  const linha = lineOf(proposal);
  const uf = stateOf(proposal);
  const integratorId = proposal.integrador_id;
  const company: AnalyticsLabels = {
    integrador_id: integratorId,
    nome: proposal.integrador?.nome_empresa ?? '',
  };
  const monthShares = (mes: string, counts: AnalyticsCounts): AnalyticsShare[] => [
    { spec: { collection: analyticsCells, id: cellId(mes, linha, uf) }, labels: { mes, linha, uf }, counts },
    ...(integratorId ? [{ spec: { collection: integratorCells(integratorId), id: cellId(mes, linha, uf) }, labels: { mes, linha, uf, integrador_id: integratorId }, counts }] : []),
  ];
  const cohort = cohortCounts(proposal);
  const approved = approvedAt(proposal);
  const approval = approved === null ? null : approvalCounts(proposal);
  const allTime = approval ? addCounts(cohort, approval) : cohort;
  return [
    { spec: analyticsTotals, labels: {}, counts: allTime },
    ...(integratorId ? [{ spec: { collection: rankingRows, id: integratorId }, labels: company, counts: allTime }] : []),
    ...monthShares(saoPauloMonthKey(proposal.created_at), cohort),
    ...(approved !== null && approval ? monthShares(saoPauloMonthKey(approved), approval) : []),
  ];
}

function addMaps(a: Record<string, number>, b: Record<string, number>, sign: 1 | -1): Record<string, number> {
  const sum = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const next = (sum[key] ?? 0) + sign * value;
    if (next === 0) delete sum[key];
    else sum[key] = next;
  }
  return sum;
}

/** a + sign × b, field by field (maps lose their zero entries; histograms keep their length). */
export function addCounts(a: AnalyticsCounts, b: AnalyticsCounts, sign: 1 | -1 = 1): AnalyticsCounts {
  const tempo_status: Partial<Record<string, Histogram>> = { ...a.tempo_status };
  for (const [status, histogram] of Object.entries(b.tempo_status)) {
    const next = addHistograms(tempo_status[status], histogram, sign);
    if (next.every((count) => count === 0)) delete tempo_status[status];
    else tempo_status[status] = next;
  }
  return {
    funil: Object.fromEntries(funnelStages.map((stage) => [stage, a.funil[stage] + sign * b.funil[stage]])) as AnalyticsCounts['funil'],
    reprovadas: a.reprovadas + sign * b.reprovadas,
    decisao: addHistograms(a.decisao, b.decisao, sign),
    tempo_status,
    pendencias: a.pendencias + sign * b.pendencias,
    financiadas: a.financiadas + sign * b.financiadas,
    volume_centavos: a.volume_centavos + sign * b.volume_centavos,
    instalacao_metas: addMaps(a.instalacao_metas, b.instalacao_metas, sign),
  };
}

export const isZeroCounts = (counts: AnalyticsCounts) => JSON.stringify(counts) === JSON.stringify(emptyCounts());

/** What one write changes in one document: the counts to add and the labels it now carries. */
export interface AnalyticsDelta {
  counts: AnalyticsCounts;
  labels: AnalyticsLabels;
}

export interface AnalyticsWrite {
  spec: DocumentSpec<AnalyticsDoc>;
  delta: AnalyticsDelta;
}

const pathOf = (spec: DocumentSpec<AnalyticsDoc>) => spec.collection.docPath(spec.id);

/**
 * Every document a write (create: before null; delete: after null) moves, with a non-zero delta;
 * and the company's ranking row when only its name changed on the proposal (a renamed company:
 * its row's name and search tokens follow, counts unchanged).
 */
export function analyticsWrites(before: AnalyzedProposal | null, after: AnalyzedProposal | null): AnalyticsWrite[] {
  const writes = new Map<string, AnalyticsWrite>();
  const add = (share: AnalyticsShare, sign: 1 | -1) => {
    const path = pathOf(share.spec);
    const current = writes.get(path) ?? { spec: share.spec, delta: { counts: emptyCounts(), labels: {} } };
    current.delta = {
      counts: addCounts(current.delta.counts, share.counts, sign),
      labels: sign === 1 ? { ...current.delta.labels, ...share.labels } : { ...share.labels, ...current.delta.labels },
    };
    writes.set(path, current);
  };
  if (before) for (const share of analyticsShares(before)) add(share, -1);
  if (after) for (const share of analyticsShares(after)) add(share, 1);
  const nameOf = (proposal: AnalyzedProposal) => proposal.integrador?.nome_empresa ?? '';
  const renamedRow = before && after && after.integrador_id && before.integrador_id === after.integrador_id && nameOf(after) !== '' && nameOf(before) !== nameOf(after)
    ? rankingRows.docPath(after.integrador_id)
    : null;
  return [...writes.values()].filter((write) => !isZeroCounts(write.delta.counts) || pathOf(write.spec) === renamedRow);
}

/** A stored document read leniently: missing fields as zero (a document older than a field). */
export function readAnalyticsDoc(stored: unknown): AnalyticsDoc {
  const data = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<AnalyticsDoc>;
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  const numbers = (value: unknown) =>
    Object.fromEntries(Object.entries(typeof value === 'object' && value !== null ? value : {}).filter(([, v]) => typeof v === 'number' && Number.isFinite(v))) as Record<string, number>;
  const histogram = (value: unknown) => addHistograms(Array.isArray(value) ? value.map(number) : undefined, undefined);
  const empty = emptyCounts();
  const labels: AnalyticsLabels = {};
  for (const key of ['mes', 'linha', 'uf', 'integrador_id', 'nome'] as const) {
    const value = data[key];
    if (typeof value === 'string') labels[key] = value;
  }
  const funil = numbers(data.funil);
  return withDerived({
    ...labels,
    funil: Object.fromEntries(funnelStages.map((stage) => [stage, number(funil[stage])])) as AnalyticsCounts['funil'],
    reprovadas: number(data.reprovadas),
    decisao: histogram(data.decisao),
    tempo_status: Object.fromEntries(Object.entries(data.tempo_status ?? {}).map(([status, value]) => [status, histogram(value)])),
    pendencias: number(data.pendencias),
    financiadas: number(data.financiadas),
    volume_centavos: number(data.volume_centavos),
    instalacao_metas: { ...empty.instalacao_metas, ...numbers(data.instalacao_metas) },
    taxa_aprovacao: 0,
  });
}

/** A stored ranking row: its document id is the company's when the labels lack it. */
export function readRankingRow(stored: unknown, integratorId: string): RankingRow {
  const row = readAnalyticsDoc(stored);
  return { ...row, integrador_id: row.integrador_id ?? integratorId, nome: row.nome ?? '' };
}

/** The derived fields: the approval rate, and a ranking row's search tokens. */
function withDerived(doc: AnalyticsDoc): AnalyticsDoc {
  const decided = doc.funil.aprovadas + doc.reprovadas;
  const derived: AnalyticsDoc = { ...doc, taxa_aprovacao: decided === 0 ? 0 : doc.funil.aprovadas / decided };
  if (doc.integrador_id !== undefined && doc.nome !== undefined && doc.mes === undefined) {
    derived.search_tokens = integratorSearchTokens({ nome_empresa: doc.nome });
  }
  return derived;
}

/** The document after a delta (a new object). */
export function applyAnalyticsDelta(doc: AnalyticsDoc, delta: AnalyticsDelta): AnalyticsDoc {
  const { taxa_aprovacao: _rate, search_tokens: _tokens, ...rest } = doc;
  const counts = addCounts(rest, delta.counts);
  const labels = Object.fromEntries(Object.entries({ ...pickLabels(rest), ...delta.labels }).filter(([, value]) => value !== undefined && value !== ''));
  return withDerived({ ...labels, ...counts, taxa_aprovacao: 0 });
}

function pickLabels(doc: AnalyticsLabels): AnalyticsLabels {
  const { mes, linha, uf, integrador_id, nome } = doc;
  return { mes, linha, uf, integrador_id, nome };
}

/** Every analytics document from scratch, by path. */
export function recountAnalytics(proposals: readonly AnalyzedProposal[]): Map<string, { spec: DocumentSpec<AnalyticsDoc>; value: AnalyticsDoc }> {
  const documents = new Map<string, { spec: DocumentSpec<AnalyticsDoc>; value: AnalyticsDoc }>();
  for (const proposal of proposals) {
    for (const write of analyticsWrites(null, proposal)) {
      const path = pathOf(write.spec);
      const current = documents.get(path)?.value ?? readAnalyticsDoc(undefined);
      documents.set(path, { spec: write.spec, value: applyAnalyticsDelta(current, write.delta) });
    }
  }
  return documents;
}
