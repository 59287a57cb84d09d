/** The exports' Portuguese texts (issue 50): the card, the job's messages, the files' headers. */
import { lineLabel, stateLabel } from '../labels';
import type { ExportFormat, ExportKind, ExportState } from './types';

export const exportText = {
  title: 'Exportações',
  help: 'Propostas, integradores e os lançamentos de cashback e repasses do filtro acima, em CSV ou XLSX (até 100.000 linhas). O link de download vale 15 minutos.',
  kind: 'O que exportar',
  format: 'Formato',
  start: 'Exportar',
  starting: 'Iniciando…',
  started: 'Exportação iniciada.',
  download: 'Baixar',
  recent: 'Exportações recentes',
  none: 'Nenhuma exportação ainda.',
  loadFailed: 'Não foi possível carregar as exportações.',
  startFailed: 'Não foi possível iniciar a exportação.',
  linkFailed: 'Não foi possível gerar o link de download.',
  rows: (count: number) => `${count.toLocaleString('pt-BR')} ${count === 1 ? 'linha' : 'linhas'}`,
  cut: 'cortada em 100.000 linhas',
  by: (name: string, when: string) => `por ${name} em ${when}`,
  ledgerNote: 'Lançamentos seguem o período e o integrador; linha e estado não se aplicam.',
  integratorsNote: 'Integradores: o cadastro completo (ou só o integrador filtrado), sem filtro de período.',
  // The job's errors.
  failed: 'A exportação falhou. Tente novamente.',
  storageUnavailable: 'Armazenamento indisponível: o emulador do Storage não está em execução.',
  notReady: 'A exportação ainda não está pronta.',
  notFound: 'Exportação não encontrada.',
  fileGone: 'O arquivo desta exportação não está mais disponível: exporte de novo.',
  // The request's validation.
  badKind: 'Tipo de exportação inválido.',
  badFormat: 'Formato inválido: CSV ou XLSX.',
  badMonth: 'Mês inválido: use AAAA-MM.',
  badPeriod: 'O período deve começar antes de terminar.',
  periodTooLong: 'O período pode ter no máximo 36 meses.',
  badLine: 'Linha de crédito inválida.',
  badUf: 'Estado inválido.',
  badIntegrator: 'Integrador inválido.',
  badId: 'Exportação inválida.',
} as const;

export const exportKindLabels: Record<ExportKind, string> = {
  propostas: 'Propostas',
  integradores: 'Integradores',
  cashback: 'Lançamentos de cashback',
  repasses: 'Lançamentos de repasses',
};

export const exportFormatLabels: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'XLSX' };

export const exportStateLabels: Record<ExportState, string> = {
  na_fila: 'Na fila',
  gerando: 'Gerando',
  pronta: 'Pronta',
  falhou: 'Falhou',
};

/** 'AAAA-MM' as 'MM/AAAA'. */
const monthBr = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** Which filter an export was made with, in one line: '01/2026 a 12/2026 · linha residencial · SP · integrador int-1'. */
export function exportFilterSummary(filter: { de: string; ate: string; linha: string | null; uf: string | null; integrador_id: string | null }): string {
  return [
    filter.de === filter.ate ? monthBr(filter.de) : `${monthBr(filter.de)} a ${monthBr(filter.ate)}`,
    filter.linha ? `linha ${lineLabel(filter.linha)}` : null,
    filter.uf ? stateLabel(filter.uf) : null,
    filter.integrador_id ? `integrador ${filter.integrador_id}` : null,
  ].filter(Boolean).join(' · ');
}
