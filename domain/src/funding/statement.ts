/**
 * The month's funding statement (issue 48), beside the cashback's: 'Repasses', the funding ledger
 * entry by entry (newest first, as on the screen) with its tranche, milestone, amounts and
 * payment; 'Cashback', the cashback's entries as its own statement has them (cashback/statement.ts).
 * The CSV holds 'Repasses'; the XLSX both sheets. The cell helpers (CSV text, totals, months) are
 * the cashback statement's.
 */
import {
  csvFile, entryCells, monthBounds, statementEntryHeader, statementOf, statementSums, totalCells, type StatementAmounts, type StatementCell,
} from '../cashback/statement';
import type { CashbackEntry } from '../cashback/ledger';
import { saoPauloDayKey } from '../format';
import { milestoneLabel } from '../installation/milestones';
import { isoToDateBr } from '../masks';
import { shortId } from '../proposal-status';
import { fundingEntryLabels, fundingPayoutMethodLabels } from './funding-text';
import { formatPlan } from './plan';
import type { FundingEntry, IsoDate, StoredFunding } from './types';

/** One sheet of the statement (ui/statement-xlsx.ts writes it). */
export interface FundingStatementSheet {
  sheet: string;
  header: readonly string[];
  rows: StatementCell[][];
  total?: StatementCell[];
  widths?: number[];
}

/** One funding entry as the statement shows it (amounts in reais). */
export interface FundingStatementRow {
  data: IsoDate;
  empresa: string;
  cliente: string;
  /** '#ABCD1234'. */
  proposta: string;
  propostaId: string;
  /** The tranche's number; null for the cycle's plan. */
  parcela: number | null;
  /** The milestone's label; the whole plan for the plan's row. */
  marco: string;
  lancamento: string;
  /** The tranche's amount (the plan's row: the financed amount). */
  valor: number;
  /** The payout's amount on a 'paga' row. */
  pago: number;
  /** The clawed-back amount on a 'clawback' row. */
  a_recuperar: number;
  liberada: IsoDate | null;
  prazo: IsoDate | null;
  pagamento: IsoDate | null;
  forma: string;
  referencia: string;
  motivo: string;
}

export interface FundingStatement {
  month: string;
  rows: FundingStatementRow[];
  sheets: FundingStatementSheet[];
}

export const fundingStatementHeader = [
  'Data', 'Empresa', 'Cliente', 'Proposta', 'Parcela', 'Marco', 'Lançamento', 'Valor da parcela (R$)', 'Pago (R$)', 'A recuperar (R$)',
  'Liberada em', 'Prazo', 'Pagamento', 'Forma', 'Referência', 'Motivo',
] as const;

const fundingWidths = [12, 24, 24, 12, 8, 28, 28, 16, 14, 16, 12, 12, 12, 14, 36, 36];
const cashbackWidths = [12, 24, 24, 12, 14, 14, 14, 14, 16, 16, 12, 12, 36, 36];

const reais = (cents: number) => cents / 100;
const newestFirst = (a: FundingEntry, b: FundingEntry) => b.registrado_em - a.registrado_em || b.id.localeCompare(a.id);

/** A proposal's funding document: its names, and (when given) its current cycle's milestones, for entries whose plan entry is in an earlier month. */
type Names = Pick<StoredFunding, 'id' | 'cliente_nome' | 'nome_empresa'> & Partial<Pick<StoredFunding, 'ciclo' | 'parcelas'>>;

function rowOf(entry: FundingEntry, names: ReadonlyMap<string, { empresa: string; cliente: string }>): FundingStatementRow {
  const named = names.get(entry.proposta_id) ?? { empresa: '', cliente: '' };
  const base = {
    data: saoPauloDayKey(entry.registrado_em), ...named, proposta: `#${shortId(entry.proposta_id)}`, propostaId: entry.proposta_id,
    lancamento: fundingEntryLabels[entry.tipo], pago: 0, a_recuperar: 0, liberada: null, prazo: null, pagamento: null, forma: '', referencia: '', motivo: '',
  };
  if (entry.tipo === 'plano') return { ...base, parcela: null, marco: formatPlan(entry.parcelas), valor: reais(entry.financiado_centavos) };
  const row: FundingStatementRow = { ...base, parcela: entry.parcela, marco: '', valor: reais(entry.valor_centavos) };
  if ('motivo' in entry) row.motivo = entry.motivo ?? '';
  switch (entry.tipo) {
    case 'liberada':
      return { ...row, liberada: entry.data_liberacao, prazo: entry.prazo };
    case 'reenviada':
      return { ...row, prazo: entry.prazo };
    case 'paga':
      return { ...row, pago: reais(entry.valor_centavos), pagamento: entry.data_pagamento, forma: fundingPayoutMethodLabels[entry.forma], referencia: entry.referencia };
    case 'clawback':
      return { ...row, a_recuperar: reais(entry.valor_centavos) };
    default:
      return row;
  }
}

const rowCells = (row: FundingStatementRow): StatementCell[] => [
  { day: row.data }, row.empresa, row.cliente, row.proposta, row.parcela === null ? '' : String(row.parcela), row.marco, row.lancamento, row.valor, row.pago,
  row.a_recuperar, { day: row.liberada }, { day: row.prazo }, { day: row.pagamento }, row.forma, row.referencia, row.motivo,
];

/** 'Pago' and 'A recuperar' summed (the header's columns the cashback's total line knows); the tranche amounts are not a total. */
function fundingSums(rows: readonly FundingStatementRow[]): StatementAmounts {
  const cents = rows.reduce((sum, row) => ({ pago: sum.pago + Math.round(row.pago * 100), a_recuperar: sum.a_recuperar + Math.round(row.a_recuperar * 100) }), { pago: 0, a_recuperar: 0 });
  return { previsto: 0, a_pagar: 0, pago: reais(cents.pago), a_recuperar: reais(cents.a_recuperar), recuperado: 0 };
}

/**
 * The month's statement from its entries (any order; those outside the São Paulo month are left
 * out). `fundings` (repasses/{id}) name the proposals whose plan entry is in an earlier month; the
 * month's plan entries name theirs. The cashback sheet only when cashback entries are given (the
 * titular's export).
 */
export function fundingStatementOf(entries: readonly FundingEntry[], cashbackEntries: readonly CashbackEntry[], month: string, fundings: readonly Names[] = []): FundingStatement {
  const { start, end } = monthBounds(month);
  const inMonth = entries.filter((entry) => entry.registrado_em >= start && entry.registrado_em < end).sort(newestFirst);
  const names = new Map(fundings.map((funding) => [funding.id, { empresa: funding.nome_empresa ?? '', cliente: funding.cliente_nome ?? '' }]));
  for (const entry of entries) {
    if (entry.tipo === 'plano' && !names.has(entry.proposta_id)) names.set(entry.proposta_id, { empresa: entry.nome_empresa ?? '', cliente: entry.cliente_nome ?? '' });
  }
  const fundingOf = new Map(fundings.map((funding) => [funding.id, funding]));
  const planOf = new Map(entries.filter((entry) => entry.tipo === 'plano').map((entry) => [`${entry.proposta_id}:${entry.ciclo}`, entry]));
  const rows = inMonth.map((entry) => {
    const row = rowOf(entry, names);
    if (entry.tipo === 'plano') return row;
    const plan = planOf.get(`${entry.proposta_id}:${entry.ciclo}`);
    // The plan entry of a cycle approved in an earlier month is not among the month's: its funding document's tranches name the milestone.
    const stored = fundingOf.get(entry.proposta_id);
    const marco = plan?.tipo === 'plano'
      ? plan.parcelas[entry.parcela - 1]?.marco
      : stored?.ciclo === entry.ciclo ? stored.parcelas?.[entry.parcela - 1]?.marco : undefined;
    return { ...row, marco: marco ? milestoneLabel(marco) : '' };
  });
  const sheets: FundingStatementSheet[] = [
    { sheet: 'Repasses', header: fundingStatementHeader, rows: rows.map(rowCells), total: totalCells(fundingStatementHeader, fundingSums(rows)), widths: fundingWidths },
  ];
  const cashback = cashbackEntries.filter((entry) => entry.registrado_em >= start && entry.registrado_em < end);
  if (cashback.length > 0) {
    const statement = statementOf(cashback);
    sheets.push({
      sheet: 'Cashback', header: statementEntryHeader, rows: statement.entries.map((row) => [...entryCells(row)]),
      total: totalCells(statementEntryHeader, statementSums(statement.entries)), widths: cashbackWidths,
    });
  }
  return { month, rows, sheets };
}

const csvCell = (cell: StatementCell): string | number => (typeof cell === 'object' ? (cell.day ? (isoToDateBr(cell.day) ?? cell.day) : '') : cell);

/** The CSV: the 'Repasses' sheet and its total line (byte-order mark, ';', decimal comma, text guarded against formulas). */
export function fundingStatementCsv(statement: FundingStatement): string {
  const [funding] = statement.sheets;
  if (!funding) return csvFile(fundingStatementHeader, []);
  return csvFile(funding.header, [...funding.rows, ...(funding.total ? [funding.total] : [])].map((cells) => cells.map(csvCell)));
}

/** 'repasses-2026-11'. */
export const fundingStatementFileName = (month: string): string => `repasses-${month}`;
