/**
 * The month's cashback statement (issues 27 and 45): which entries belong to a São Paulo month, and
 * what the CSV and XLSX exports hold — one row per proposal naming the company and the client,
 * and (XLSX, second sheet) the ledger entry by entry, both newest first as on the screen, their
 * amounts in one column per total so that every column adds up. pt-BR formats: dates DD/MM/AAAA
 * (date cells in the XLSX); the CSV's amounts with a decimal comma and ';' between fields.
 */
import { saoPauloDayKey } from '../format';
import { isoToDateBr } from '../masks';
import type { Millis } from '../model';
import { shortId } from '../proposal-status';
import { cashbackLabels } from './cashback-text';
import type { StoredCashbackCycle } from '../data/cashback';
import { cashbackEntryTypes, type CashbackEntry, type CashbackEntryType, type IsoDate } from './ledger';
import type { PayoutDestination } from './pix-key';
import { cashbackCountersDelta, totalsOfSituation } from './totals';

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

/** The month of `now` and the ones before it, 'YYYY-MM', newest first (the statements' month pickers). */
export function recentMonths(now: Millis, count = 12): string[] {
  const [year, month] = monthOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** 'novembro de 2026'. */
export function monthLabel(month: string): string {
  const { start } = monthBounds(month);
  return new Date(start).toLocaleDateString('pt-BR', { month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' });
}

/** The totals a statement's amounts fall in (issue 45), in the cards' order. */
export const statementTotals = ['previsto', 'a_pagar', 'pago', 'a_recuperar', 'recuperado'] as const;
export type StatementTotal = (typeof statementTotals)[number];
/** Reais per total. */
export type StatementAmounts = Record<StatementTotal, number>;

const statementTotalHeaders: Record<StatementTotal, string> = {
  previsto: 'Previsto (R$)', a_pagar: 'A pagar (R$)', pago: 'Pago (R$)', a_recuperar: 'A recuperar (R$)', recuperado: 'Recuperado (R$)',
};
const zeroAmounts = (): StatementAmounts => ({ previsto: 0, a_pagar: 0, pago: 0, a_recuperar: 0, recuperado: 0 });

/**
 * The statement's first sheet: one row per proposal (per cycle, when a re-approval opened another)
 * with an entry in the month, its situation after the month's last entry, its dates, and its amount
 * in the totals it sits in then (paid and clawed back: 'Pago' and 'A recuperar'), so that each
 * column adds up to what those proposals hold.
 */
export interface StatementProposalRow extends StatementAmounts {
  empresa: string;
  cliente: string;
  /** '#ABCD1234'. */
  proposta: string;
  propostaId: string;
  ciclo: number;
  situacao: string;
  /** Days 'YYYY-MM-DD' (date cells in the XLSX); null when not in the month's entries. */
  aprovada: IsoDate | null;
  liberada: IsoDate | null;
  vencimento: IsoDate | null;
  paga: IsoDate | null;
  /** The day of the reversal or of the clawback. */
  estornada: IsoDate | null;
  recuperada: IsoDate | null;
  referencia: string;
  motivo: string;
}

/**
 * The second sheet: the ledger entry by entry, each amount as the moves it makes between the totals
 * (a release: −Previsto, +A pagar), so each column adds up to that total's change in the month.
 */
export interface StatementEntryRow extends StatementAmounts {
  data: IsoDate;
  empresa: string;
  cliente: string;
  proposta: string;
  propostaId: string;
  lancamento: string;
  vencimento: IsoDate | null;
  pagamento: IsoDate | null;
  referencia: string;
  motivo: string;
}

export interface Statement {
  proposals: StatementProposalRow[];
  entries: StatementEntryRow[];
}

export const statementProposalHeader = [
  'Empresa', 'Cliente', 'Proposta', 'Situação', ...statementTotals.map((total) => statementTotalHeaders[total]),
  'Aprovada em', 'Liberada em', 'Vencimento', 'Paga em', 'Estornada em', 'Recuperada em', 'Referência do pagamento', 'Motivo',
] as const;

export const statementEntryHeader = [
  'Data', 'Empresa', 'Cliente', 'Proposta', 'Lançamento', ...statementTotals.map((total) => statementTotalHeaders[total]),
  'Vencimento', 'Pagamento', 'Referência', 'Motivo',
] as const;

const brDay = (iso: string | null | undefined) => (iso ? (isoToDateBr(iso) ?? iso) : '');
const reais = (cents: number) => cents / 100;

/** The moves an entry makes between the totals, in centavos (the counters' delta, 'a pagar' whatever its due date). */
function entryMoves(entry: CashbackEntry): StatementAmounts {
  const delta = cashbackCountersDelta(entry);
  const due = Object.values(delta.a_receber_por_vencimento).reduce((sum, amount) => sum + amount, 0);
  return { previsto: delta.previsto_centavos, a_pagar: due, pago: delta.pago_centavos, a_recuperar: delta.a_recuperar_centavos, recuperado: delta.recuperado_centavos };
}

/** The totals a cycle's amount sits in once in a situation, in centavos. */
function situationAmounts(situacao: CashbackEntryType, cents: number): StatementAmounts {
  const amounts = zeroAmounts();
  for (const total of totalsOfSituation[situacao]) amounts[total] = cents;
  return amounts;
}

const toReais = (amounts: StatementAmounts): StatementAmounts =>
  Object.fromEntries(statementTotals.map((total) => [total, reais(amounts[total])])) as StatementAmounts;

/** Newest first, as the screen lists them (Firestore breaks a tie by document id, descending). */
const newestFirst = (a: CashbackEntry, b: CashbackEntry) => b.registrado_em - a.registrado_em || b.id.localeCompare(a.id);

/** The company and client of each proposal: a name on any of its entries names them all (entries before issue 45 carry none but the forecast's). */
export function proposalNamesOf(entries: readonly CashbackEntry[]): Map<string, { empresa: string; cliente: string }> {
  const names = new Map<string, { empresa: string; cliente: string }>();
  for (const entry of entries) {
    const known = names.get(entry.proposta_id) ?? { empresa: '', cliente: '' };
    names.set(entry.proposta_id, { empresa: known.empresa || (entry.nome_empresa ?? ''), cliente: known.cliente || (entry.cliente_nome ?? '') });
  }
  return names;
}

/** The month's statement from its entries (any order): proposals and entries newest first, as on the screen. */
export function statementOf(entries: readonly CashbackEntry[]): Statement {
  const ordered = [...entries].sort(newestFirst);
  const names = proposalNamesOf(ordered);
  const nameOf = (entry: CashbackEntry) => names.get(entry.proposta_id) ?? { empresa: '', cliente: '' };
  const rows: StatementEntryRow[] = ordered.map((entry) => ({
    data: saoPauloDayKey(entry.registrado_em),
    ...nameOf(entry),
    proposta: `#${shortId(entry.proposta_id)}`,
    propostaId: entry.proposta_id,
    lancamento: cashbackLabels.situacao[entry.tipo],
    ...toReais(entryMoves(entry)),
    vencimento: 'vencimento' in entry ? (entry.vencimento ?? null) : null,
    pagamento: entry.tipo === 'paga' ? entry.data_pagamento : null,
    referencia: entry.tipo === 'paga' || entry.tipo === 'recuperada' ? entry.referencia : '',
    motivo: entry.tipo === 'estornada' || entry.tipo === 'clawback' ? (entry.motivo ?? '') : '',
  }));
  // One row per cycle, in the order its newest entry appears.
  const cycles = new Map<string, CashbackEntry[]>();
  for (const entry of ordered) {
    const key = `${entry.proposta_id}:${entry.ciclo}`;
    cycles.set(key, [...(cycles.get(key) ?? []), entry]);
  }
  const proposals = [...cycles.values()].map((cycle): StatementProposalRow => {
    // The situation is the cycle's furthest entry (the types are listed in the order a cycle runs).
    const last = cycle.reduce((furthest, entry) => (cashbackEntryTypes.indexOf(entry.tipo) > cashbackEntryTypes.indexOf(furthest.tipo) ? entry : furthest));
    const of = <T extends CashbackEntryType>(tipo: T) => cycle.find((entry): entry is Extract<CashbackEntry, { tipo: T }> => entry.tipo === tipo);
    const approvedAt = cycle.find((entry) => entry.aprovada_em !== undefined)?.aprovada_em;
    const closing = of('estornada') ?? of('clawback');
    const dueDate = cycle.find((entry) => 'vencimento' in entry && entry.vencimento);
    return {
      ...nameOf(last),
      proposta: `#${shortId(last.proposta_id)}`,
      propostaId: last.proposta_id,
      ciclo: last.ciclo,
      situacao: cashbackLabels.situacao[last.tipo],
      ...toReais(situationAmounts(last.tipo, last.valor_centavos)),
      aprovada: approvedAt === undefined ? null : saoPauloDayKey(approvedAt),
      liberada: of('a_pagar')?.data_liberacao ?? null,
      vencimento: dueDate && 'vencimento' in dueDate ? dueDate.vencimento : null,
      paga: of('paga')?.data_pagamento ?? null,
      estornada: closing ? saoPauloDayKey(closing.registrado_em) : null,
      recuperada: of('recuperada')?.data_recuperacao ?? null,
      referencia: of('paga')?.referencia ?? '',
      motivo: closing?.motivo ?? '',
    };
  });
  return { proposals, entries: rows };
}

/** Each total's column summed, in reais (to the centavo): the sheets' 'Total' line. */
export function statementSums(rows: readonly StatementAmounts[]): StatementAmounts {
  const cents = zeroAmounts();
  for (const row of rows) for (const total of statementTotals) cents[total] += Math.round(row[total] * 100);
  return toReais(cents);
}

/** A proposal row's cells, dates as ISO days (the CSV writes them DD/MM/AAAA, the XLSX as date cells). */
export const proposalCells = (row: StatementProposalRow) => [
  row.empresa, row.cliente, row.proposta, row.situacao, ...statementTotals.map((total) => row[total]),
  { day: row.aprovada }, { day: row.liberada }, { day: row.vencimento }, { day: row.paga }, { day: row.estornada }, { day: row.recuperada },
  row.referencia, row.motivo,
] as const;

/** An entry row's cells, likewise. */
export const entryCells = (row: StatementEntryRow) => [
  { day: row.data }, row.empresa, row.cliente, row.proposta, row.lancamento, ...statementTotals.map((total) => row[total]),
  { day: row.vencimento }, { day: row.pagamento }, row.referencia, row.motivo,
] as const;

/** A statement cell: text, an amount in reais, or a day. */
export type StatementCell = string | number | { day: IsoDate | null };

/** The 'Total' line under a sheet: the label in the first column, each total's sum in its own. */
export function totalCells(header: readonly string[], sums: StatementAmounts): StatementCell[] {
  return header.map((title, index) => {
    const total = statementTotals.find((key) => statementTotalHeaders[key] === title);
    return total ? sums[total] : index === 0 ? 'Total' : '';
  });
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

const csvCell = (cell: StatementCell): string | number => (typeof cell === 'object' ? brDay(cell.day) : cell);

/** The CSV: the first sheet (one line per proposal) and its 'Total' line, with a byte-order mark so spreadsheets read it as UTF-8. */
export function statementCsv(statement: Statement): string {
  const lines = statement.proposals.map((row) => proposalCells(row).map(csvCell));
  return csvFile(statementProposalHeader, [...lines, totalCells(statementProposalHeader, statementSums(statement.proposals)).map(csvCell)]);
}

/** The statement's file name for a month: 'cashback-2026-11'. */
export const statementFileName = (month: string) => `cashback-${month}`;

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
