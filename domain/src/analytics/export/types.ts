/**
 * Exports (issue 50): proposals, integrators and the two ledgers as CSV or XLSX for a filter,
 * built by a function that streams the rows into Storage; the browser follows the job's document
 * and asks for a link valid 15 minutes. Every export is recorded: who, when, which filter.
 *
 * exportacoes/{id}: admins read; only functions write (the job is created by the startExport callable).
 */
import type { Millis } from '../../model';
import type { AnalyticsFilter } from '../types';

export const exportKinds = ['propostas', 'integradores', 'cashback', 'repasses'] as const;
export type ExportKind = (typeof exportKinds)[number];

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportStates = ['na_fila', 'gerando', 'pronta', 'falhou'] as const;
export type ExportState = (typeof exportStates)[number];

/** The most rows one export writes; a larger selection is cut there and says so. */
export const exportMaxRows = 100_000;
/** How long a download link lasts. */
export const exportLinkMs = 15 * 60_000;

export interface ExportRequest {
  tipo: ExportKind;
  formato: ExportFormat;
  filtro: AnalyticsFilter;
}

/** exportacoes/{id} */
export interface ExportJob extends ExportRequest {
  id: string;
  estado: ExportState;
  solicitado_por: string;
  solicitado_por_nome: string;
  criado_em: Millis;
  atualizado_em: Millis;
  /** Rows written so far. */
  linhas: number;
  /** True when the selection had more than exportMaxRows rows. */
  cortada: boolean;
  /** Where the file is (Storage path; the memory backend's own key). */
  caminho: string | null;
  /** A Portuguese message when estado is 'falhou'. */
  erro: string | null;
}

/** What the download callable answers. */
export interface ExportLink {
  url: string;
  expira_em: Millis;
}
