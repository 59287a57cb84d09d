/**
 * The month's cashback statement (issue 27): which entries belong to a São Paulo month, and the
 * rows the CSV and XLSX exports hold, in pt-BR formats (dates DD/MM/AAAA; the CSV's amounts with a
 * decimal comma and ';' between fields, as a Brazilian spreadsheet opens them).
 */
import { formatBRL, saoPauloDayKey } from '../format';
import { isoToDateBr } from '../masks';
import type { Millis } from '../model';
import { shortId } from '../proposal-status';
import { cashbackLabels } from './cashback-text';
import type { StoredCashbackCycle } from '../data/cashback';
import type { CashbackEntry } from './ledger';
import type { PayoutDestination } from './pix-key';

/** 'YYYY-MM'. */
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month's instants in São Paulo (UTC−3 all year since 2019): [start, end). */
export function monthBounds(month: string): { start: Millis; end: Millis } {
  if (!monthPattern.test(month)) throw new RangeError(`not a month: ${month}`);
  const [year, number] = month.split('-').map(Number) as [number, number];
  const start = Date.UTC(year, number - 1, 1, 3);
  return { start, end: Date.UTC(year, number, 1, 3) };
}

/** The São Paulo month of an instant, 'YYYY-MM'. */
export const monthOf = (instant: Millis): string => saoPauloDayKey(instant).slice(0, 7);

/** 'novembro de 2026'. */
export function monthLabel(month: string): string {
  const { start } = monthBounds(month);
  return new Date(start).toLocaleDateString('pt-BR', { month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' });
}

export interface StatementRow {
  data: string;
  proposta: string;
  propostaId: string;
  lancamento: string;
  /** Reais, signed: reversals and clawbacks are negative. */
  valor: number;
  vencimento: string;
  pagamento: string;
  referencia: string;
  motivo: string;
}

export const statementHeader = ['Data', 'Proposta', 'Lançamento', 'Valor (R$)', 'Vencimento', 'Pagamento', 'Referência', 'Motivo'] as const;

const brDay = (iso: string | null | undefined) => (iso ? (isoToDateBr(iso) ?? iso) : '');

/** Reversals and clawbacks take the amount out; the other entries carry it. */
export const signedCents = (entry: CashbackEntry): number => (entry.tipo === 'estornada' || entry.tipo === 'clawback' ? -entry.valor_centavos : entry.valor_centavos);

/** The statement's rows, oldest first. */
export function statementRows(entries: readonly CashbackEntry[]): StatementRow[] {
  return [...entries]
    .sort((a, b) => a.registrado_em - b.registrado_em || a.id.localeCompare(b.id))
    .map((entry) => ({
      data: brDay(saoPauloDayKey(entry.registrado_em)),
      proposta: `#${shortId(entry.proposta_id)}`,
      propostaId: entry.proposta_id,
      lancamento: cashbackLabels.situacao[entry.tipo],
      valor: signedCents(entry) / 100,
      vencimento: brDay('vencimento' in entry ? entry.vencimento : null),
      pagamento: brDay(entry.tipo === 'paga' ? entry.data_pagamento : null),
      referencia: entry.tipo === 'paga' ? entry.referencia : '',
      motivo: entry.tipo === 'estornada' || entry.tipo === 'clawback' ? (entry.motivo ?? '') : '',
    }));
}

/** '1234,56' / '-75,00': a decimal comma, no thousands separator (a spreadsheet reads it as a number). */
const csvAmount = (reais: number) => reais.toFixed(2).replace('.', ',');

/** A text cell: quoted when it holds a separator, and never read as a formula (CSV injection). */
function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line of cells: text cells guarded, amounts as numbers with a decimal comma. */
const csvLine = (cells: readonly (string | number)[]) => cells.map((cell) => (typeof cell === 'number' ? csvAmount(cell) : csvText(cell))).join(';');

/** A CSV file's text with its header (byte-order mark, CRLF). */
export const csvFile = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) => `\uFEFF${[header.join(';'), ...rows.map(csvLine)].join('\r\n')}\r\n`;

/** The CSV text (with a byte-order mark so spreadsheets read it as UTF-8), one line per entry. */
export function statementCsv(rows: readonly StatementRow[]): string {
  return csvFile(statementHeader, rows.map((row) => [row.data, row.proposta, row.lancamento, row.valor, row.vencimento, row.pagamento, row.referencia, row.motivo]));
}

/** The statement's file name for a month: 'cashback-2026-11'. */
export const statementFileName = (month: string) => `cashback-${month}`;

/** Sum of the rows, in pt-BR currency (the screen's footer). */
export const statementTotal = (rows: readonly StatementRow[]): string => formatBRL(Math.round(rows.reduce((sum, row) => sum + row.valor * 100, 0)));

// --- The admin's payout batch ----------------------------------------------------

export const payoutBatchHeader = ['Empresa', 'Cliente', 'Proposta', 'Valor (R$)', 'Vencimento', 'Tipo de chave PIX', 'Chave PIX', 'Banco', 'Agência', 'Conta', 'Dados alterados em'] as const;

/** The batch's CSV: what to pay, and where (an integrator without a destination has empty columns). */
export function payoutBatchCsv(cycles: readonly StoredCashbackCycle[], destinations: ReadonlyMap<string, PayoutDestination>): string {
  return csvFile(payoutBatchHeader, cycles.map((cycle) => {
    const to = destinations.get(cycle.integrador_id);
    const account = to ? `${to.conta_bancaria.conta}-${to.conta_bancaria.digito}` : '';
    return [
      cycle.nome_empresa ?? '', cycle.cliente_nome ?? '', `#${shortId(cycle.proposta_id)}`, cycle.valor_centavos / 100, brDay(cycle.vencimento),
      to?.pix.tipo ?? '', to?.pix.chave ?? '', to?.conta_bancaria.banco ?? '', to?.conta_bancaria.agencia ?? '', account,
      cycle.dados_pagamento_alterados_em === undefined ? '' : brDay(saoPauloDayKey(cycle.dados_pagamento_alterados_em)),
    ];
  }));
}
