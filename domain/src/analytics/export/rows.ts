/**
 * What each export holds (issue 50): its columns and how a stored document fills a row. The same
 * tables serve the function (Firestore pages) and the demo (the memory store), and the CSV and
 * XLSX writers (writers.ts) format each cell by its column's kind.
 */
import type { CashbackEntry } from '../../cashback/ledger';
import { cashbackLabels } from '../../cashback/cashback-text';
import { fundingEntryLabels } from '../../funding/funding-text';
import type { FundingEntry } from '../../funding/types';
import type { Integrator, Millis, Proposal } from '../../model';
import { integratorStatusOptions } from '../../options';
import { proposalStatusLabel, shortId } from '../../proposal-status';
import { monthBounds } from '../../cashback/statement';
import { noLine, noState } from '../counts';
import type { AnalyticsFilter } from '../types';
import type { ExportKind } from './types';

/**
 * How a column's values are written: text; a plain number; money in centavos (CSV '1.234,56',
 * XLSX a number in reais with a money format); an instant (Millis) or a day 'YYYY-MM-DD' (CSV
 * dd/mm/aaaa in São Paulo, XLSX a date cell).
 */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'day';
export type CellValue = string | number | null;

export interface ExportColumn<T> {
  header: string;
  kind: ColumnKind;
  value: (row: T) => CellValue;
}

export interface ExportTable<T> {
  columns: readonly ExportColumn<T>[];
}

const text = <T>(header: string, value: (row: T) => string | null | undefined): ExportColumn<T> => ({ header, kind: 'text', value: (row) => value(row) ?? '' });
const number = <T>(header: string, value: (row: T) => number | null | undefined): ExportColumn<T> => ({ header, kind: 'number', value: (row) => value(row) ?? null });
const money = <T>(header: string, value: (row: T) => number | null | undefined): ExportColumn<T> => ({ header, kind: 'money', value: (row) => value(row) ?? null });
const date = <T>(header: string, value: (row: T) => Millis | null | undefined): ExportColumn<T> => ({ header, kind: 'date', value: (row) => value(row) ?? null });
const day = <T>(header: string, value: (row: T) => string | null | undefined): ExportColumn<T> => ({ header, kind: 'day', value: (row) => value(row) ?? null });

const integratorStatusLabel = (status: string) => integratorStatusOptions.find((option) => option.value === status)?.label ?? status;

export const proposalTable: ExportTable<Proposal> = {
  columns: [
    text('Proposta', (row) => `#${shortId(row.id)}`),
    text('ID', (row) => row.id),
    date('Enviada em', (row) => row.created_at),
    text('Situação', (row) => proposalStatusLabel(row.status)),
    text('Integrador', (row) => row.integrador?.nome_empresa),
    text('ID do integrador', (row) => row.integrador_id),
    text('Enviada por', (row) => row.criado_por_nome),
    text('Cliente', (row) => row.cliente_nome),
    text('Cidade do projeto', (row) => row.projeto_cidade),
    text('UF do projeto', (row) => row.projeto_estado),
    text('Linha de crédito', (row) => row.linha_credito),
    money('Valor do sistema (R$)', (row) => row.valor_sistema),
    money('Valor da proposta (R$)', (row) => row.valor_proposta),
    money('Entrada (R$)', (row) => row.valor_entrada),
    number('Parcelas', (row) => row.quantidade_parcelas),
    number('Potência (kWp)', (row) => row.potencia_kwp),
    date('Em análise em', (row) => row.trilha?.etapas.em_analise),
    date('Aprovada em', (row) => row.trilha?.etapas.aprovada),
    date('Reprovada em', (row) => row.trilha?.etapas.reprovada),
    date('Finalizada em', (row) => row.trilha?.etapas.finalizada),
    number('Pendências', (row) => row.pendencias_total ?? 0),
    day('Próxima meta da instalação', (row) => row.instalacao_meta),
  ],
};

export const integratorTable: ExportTable<Integrator> = {
  columns: [
    text('ID', (row) => row.id),
    text('Empresa', (row) => row.nome_empresa),
    text('E-mail', (row) => row.email),
    text('Situação', (row) => integratorStatusLabel(row.status)),
    text('CNPJ', (row) => row.cnpj),
    text('Telefone', (row) => row.telefone),
    text('Cidade', (row) => row.city),
    text('UF', (row) => row.state),
    date('Cadastrado em', (row) => row.created_at),
    date('Atualizado em', (row) => row.updated_at),
  ],
};

export const cashbackTable: ExportTable<CashbackEntry> = {
  columns: [
    date('Data', (row) => row.registrado_em),
    text('Lançamento', (row) => cashbackLabels.situacao[row.tipo] ?? row.tipo),
    text('Proposta', (row) => `#${shortId(row.proposta_id)}`),
    text('ID da proposta', (row) => row.proposta_id),
    text('Empresa', (row) => row.nome_empresa),
    text('ID do integrador', (row) => row.integrador_id),
    text('Cliente', (row) => row.cliente_nome),
    number('Ciclo', (row) => row.ciclo),
    money('Valor (R$)', (row) => row.valor_centavos),
    day('Vencimento', (row) => ('vencimento' in row ? row.vencimento : null)),
    day('Pagamento', (row) => (row.tipo === 'paga' ? row.data_pagamento : null)),
    text('Referência', (row) => (row.tipo === 'paga' || row.tipo === 'recuperada' ? row.referencia : '')),
    text('Motivo', (row) => (row.tipo === 'estornada' || row.tipo === 'clawback' ? row.motivo : '')),
  ],
};

export const fundingTable: ExportTable<FundingEntry> = {
  columns: [
    date('Data', (row) => row.registrado_em),
    text('Lançamento', (row) => fundingEntryLabels[row.tipo] ?? row.tipo),
    text('Proposta', (row) => `#${shortId(row.proposta_id)}`),
    text('ID da proposta', (row) => row.proposta_id),
    text('ID do integrador', (row) => row.integrador_id),
    text('Empresa', (row) => (row.tipo === 'plano' ? row.nome_empresa : '')),
    text('Cliente', (row) => (row.tipo === 'plano' ? row.cliente_nome : '')),
    number('Ciclo', (row) => row.ciclo),
    number('Parcela', (row) => ('parcela' in row ? row.parcela : null)),
    money('Valor (R$)', (row) => (row.tipo === 'plano' ? row.financiado_centavos : 'valor_centavos' in row ? row.valor_centavos : null)),
    day('Liberada em', (row) => ('data_liberacao' in row ? row.data_liberacao : null)),
    day('Prazo', (row) => ('prazo' in row ? row.prazo : null)),
    text('Motivo', (row) => ('motivo' in row && typeof row.motivo === 'string' ? row.motivo : '')),
  ],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind's table reads its own documents
export const exportTables: Record<ExportKind, ExportTable<any>> = {
  propostas: proposalTable,
  integradores: integratorTable,
  cashback: cashbackTable,
  repasses: fundingTable,
};

/** One document's row, cell by cell in the table's column order. */
export const rowOf = <T>(table: ExportTable<T>, document: T): CellValue[] => table.columns.map((column) => column.value(document));

/**
 * What the stores select for a filter: the period's instants in São Paulo [start, end) (proposals
 * by created_at, ledger entries by registrado_em), and the equalities that apply to the kind
 * (integrators: only the one company when filtered, whatever the period; ledgers: the company).
 */
export interface ExportSelection {
  start: Millis;
  end: Millis;
  linha: string | null;
  uf: string | null;
  integrador_id: string | null;
  /** Whether the kind follows the period (integrators do not). */
  period: boolean;
}

export function selectionOf(kind: ExportKind, filter: AnalyticsFilter): ExportSelection {
  const start = monthBounds(filter.de).start;
  const end = monthBounds(filter.ate).end;
  const proposals = kind === 'propostas';
  return {
    start,
    end,
    // The page's 'Sem linha' / 'Sem estado' (the cells of proposals with the field blank): the blank field.
    linha: proposals ? (filter.linha === noLine ? '' : filter.linha) : null,
    uf: proposals ? (filter.uf === noState ? '' : filter.uf) : null,
    integrador_id: filter.integrador_id,
    period: kind !== 'integradores',
  };
}

/** The field a kind's period (and order) is kept in. */
export const timeFieldOf: Record<ExportKind, 'created_at' | 'registrado_em'> = {
  propostas: 'created_at',
  integradores: 'created_at',
  cashback: 'registrado_em',
  repasses: 'registrado_em',
};

/** Whether a stored document belongs to a selection (the memory store's filter; Firestore's query says the same). */
export function selects(kind: ExportKind, selection: ExportSelection, document: Record<string, unknown>): boolean {
  const id = kind === 'integradores' ? document['id'] : document['integrador_id'];
  if (selection.integrador_id !== null && id !== selection.integrador_id) return false;
  if (selection.linha !== null && document['linha_credito'] !== selection.linha) return false;
  if (selection.uf !== null && document['projeto_estado'] !== selection.uf) return false;
  if (!selection.period) return true;
  const at = document[timeFieldOf[kind]];
  return typeof at === 'number' && at >= selection.start && at < selection.end;
}

/** The file's name for the user: 'propostas-2026-01-a-2026-12.csv'. */
export const exportFileName = (kind: ExportKind, filter: AnalyticsFilter, format: string) =>
  `${kind}-${filter.de}${filter.ate === filter.de ? '' : `-a-${filter.ate}`}.${format}`;

/** Where the function stores the file (Storage; the demo's own key). */
export const exportPath = (id: string, format: string) => `exportacoes/${id}.${format}`;
