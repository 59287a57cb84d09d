/**
 * The bill reader's toolkit: how Brazilian bills print numbers, dates, months and addresses, and
 * how a layout finds a value by its label. A page is its lines in reading order; within a line,
 * separate columns are joined by a tab (the extractor puts one where the text jumps right), so a
 * label row and the value row under it line up cell by cell.
 */
import { ufs } from '../../options';

/** Upper case without accents, one character for one (indexes in the folded line are the original's). */
export const fold = (text: string): string =>
  text.replace(/[^\x00-\x7f]/g, (c) => (c.normalize('NFD')[0] ?? c).toUpperCase().slice(0, 1)).replace(/[a-z]+/g, (w) => w.toUpperCase());

export const cells = (line: string): string[] => line.split(/\t| {3,}/).map((c) => c.trim()).filter((c) => c !== '');

/** Whitespace collapsed and trimmed. */
export const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** '1.234,56' → 1234.56; null when it is not a pt-BR number. */
export function brNumber(text: string): number | null {
  const m = /^-?\d{1,3}(?:\.\d{3})*(?:,\d+)?$|^-?\d+(?:,\d+)?$/.exec(text.trim());
  if (!m) return null;
  const value = Number(m[0].replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** 'R$ 1.234,56' → 123456 centavos. */
export function brCents(text: string): number | null {
  const m = /(?:R\$\s*)?(-?\d{1,3}(?:\.\d{3})*,\d{2}|-?\d+,\d{2})(?!\d)/.exec(text);
  if (!m?.[1]) return null;
  const value = brNumber(m[1]);
  return value === null ? null : Math.round(value * 100);
}

/** '412' or '1.234' (a whole count of kWh) → the number. */
export function kwhCount(text: string): number | null {
  const m = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:\s*KWH)?$/i.exec(text.trim());
  return m?.[1] ? Number(m[1].replace(/\./g, '')) : null;
}

/** A unit price with taxes: '0,95473' (bills print 4 to 8 decimals; amounts print 2). */
export function unitPrice(text: string): number | null {
  const m = /^(\d+,\d{4,8})$/.exec(text.trim());
  return m?.[1] ? brNumber(m[1]) : null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** '20/11/2026' → '2026-11-20' (a real calendar day), else null. */
export function brDate(text: string): string | null {
  const m = /(?<!\d)(\d{2})\/(\d{2})\/(\d{4})(?!\d)/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? `${year}-${pad2(month)}-${pad2(day)}` : null;
}

const monthNames = ['JANEIRO', 'FEVEREIRO', 'MARCO', 'ABRIL', 'MAIO', 'JUNHO', 'JULHO', 'AGOSTO', 'SETEMBRO', 'OUTUBRO', 'NOVEMBRO', 'DEZEMBRO'];
const monthAbbr = monthNames.map((n) => n.slice(0, 3));
const year4 = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/**
 * A month as bills print it, the whole text: 'OUT/2026', 'OUT/26', 'OUT26', 'OUT 2026', '10/2026',
 * 'Outubro/2026', 'OUTUBRO DE 2026' → '2026-10'; null otherwise.
 */
export function billMonth(text: string): string | null {
  const t = fold(squash(text));
  let m = /^(\d{2})\/(\d{4})$/.exec(t);
  if (m) {
    const month = Number(m[1]);
    return month >= 1 && month <= 12 ? `${m[2]}-${pad2(month)}` : null;
  }
  m = /^([A-Z]{3,9})(?:\/| DE | ?)(\d{4}|\d{2})$/.exec(t);
  if (!m?.[1] || !m[2]) return null;
  const name = m[1];
  const index = name.length === 3 ? monthAbbr.indexOf(name) : monthNames.indexOf(name);
  return index < 0 ? null : `${year4(m[2])}-${pad2(index + 1)}`;
}

/** The months before 'YYYY-MM', counting it as 0. */
export function monthBefore(key: string, back: number): string {
  const [y, m] = key.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}`;
}

/** One bill's text: the lines of every page, in order. */
export interface BillText {
  lines: readonly string[];
  folded: readonly string[];
  /** Each line's cells, and the same folded. */
  cells: readonly (readonly string[])[];
  foldedCells: readonly (readonly string[])[];
}

export const billText = (pages: readonly (readonly string[])[]): BillText => {
  const lines = pages.flat().map((l) => l.replace(/\r/g, ''));
  const lineCells = lines.map(cells);
  return { lines, folded: lines.map(fold), cells: lineCells, foldedCells: lineCells.map((c) => c.map(fold)) };
};

/** The first line index at or after `from` whose folded text matches. */
export function findLine(doc: BillText, label: RegExp, from = 0): number {
  for (let i = from; i < doc.folded.length; i++) if (label.test(doc.folded[i]!)) return i;
  return -1;
}

/**
 * The value printed beside a label: the rest of the label's cell after it (skipping ':' and '-'),
 * else the next cell. `label` is matched on folded text (upper case, no accents). With `accept`,
 * the first such value it accepts (a label can also head a table elsewhere on the bill).
 */
export function beside(doc: BillText, label: RegExp, accept: (value: string) => boolean = () => true): string | null {
  for (let i = 0; i < doc.lines.length; i++) {
    const parts = doc.cells[i]!;
    const folded = doc.foldedCells[i]!;
    for (let j = 0; j < parts.length; j++) {
      const cell = parts[j]!;
      const m = label.exec(folded[j]!);
      if (!m) continue;
      const rest = cell.slice(m.index + m[0].length).replace(/^[\s:\-–]+/, '').trim();
      const value = rest !== '' ? rest : parts[j + 1];
      if (value !== undefined && accept(value)) return value;
    }
  }
  return null;
}

/** The value printed under a label: the cell at the label's column in the next line with as many cells. */
export function below(doc: BillText, label: RegExp, from = 0): string | null {
  for (let i = from; i < doc.lines.length - 1; i++) {
    const labels = doc.foldedCells[i]!;
    const column = labels.findIndex((c) => label.test(c));
    if (column < 0) continue;
    const values = doc.cells[i + 1]!;
    if (values.length === labels.length) return values[column] ?? null;
    if (labels.length === 1 && values.length > 0) return values[0] ?? null;
  }
  return null;
}

/** An amount printed with two decimals ('393,35', '1.234,56'), as a number of reais. */
const amountCell = (text: string): number | null => (/^(?:\d{1,3}(?:\.\d{3})+|\d+),\d{2}$/.test(text.trim()) ? brNumber(text) : null);

/**
 * The unit price with taxes on the first line that matches `item`. Many bills print the tariff
 * without taxes on the same line ('Tarifa unit. (R$)'), before or after the price with taxes: the
 * price read is the one whose product with the line's kWh is the line's amount (the amount is
 * billed with taxes; within 0.5 %). A line that prints kWh and amounts but no such price gives
 * none (a tariff without taxes is never read as one with taxes); a line without them to check
 * against gives its largest price (taxes only add).
 */
export function itemUnitPrice(doc: BillText, item: RegExp): number | null {
  const i = findLine(doc, item);
  if (i < 0) return null;
  const line = doc.cells[i]!;
  const prices = line.map(unitPrice).filter((price): price is number => price !== null);
  if (prices.length === 0) return null;
  const kwh = itemKwh(doc, item);
  const amounts = line.slice(1).map(amountCell).filter((amount): amount is number => amount !== null && amount > 0);
  if (kwh === null || kwh <= 0 || amounts.length === 0) return Math.max(...prices);
  const billed = prices.filter((price) => amounts.some((amount) => Math.abs(kwh * price - amount) <= Math.max(0.02, amount * 0.005)));
  return billed.length === 0 ? null : Math.max(...billed);
}

/** The billed kWh on an item line: the first whole-number cell after the description. */
export function itemKwh(doc: BillText, item: RegExp): number | null {
  const i = findLine(doc, item);
  if (i < 0) return null;
  for (const cell of doc.cells[i]!.slice(1)) {
    const kwh = kwhCount(cell);
    if (kwh !== null) return kwh;
  }
  return null;
}

/**
 * A consumption history printed as rows ('OUT/26  412', 'Outubro/2026 412', '10/2026 412 kWh'),
 * anywhere after its heading: every month followed by a whole kWh count.
 */
export function historyRows(doc: BillText, heading: RegExp): { mes: string; kwh: number }[] {
  const start = findLine(doc, heading);
  if (start < 0) return [];
  const found: { mes: string; kwh: number }[] = [];
  for (let i = start + 1; i < doc.lines.length; i++) {
    const parts = doc.cells[i]!.flatMap((c) => splitMonthCount(c));
    for (let j = 0; j < parts.length - 1; j++) {
      const mes = billMonth(parts[j]!);
      const kwh = mes ? kwhCount(parts[j + 1]!) : null;
      if (mes && kwh !== null) found.push({ mes, kwh });
    }
  }
  return found;
}

/** '10/2026 412 kWh' in one cell → ['10/2026', '412']; other cells as they are. */
function splitMonthCount(cell: string): string[] {
  const m = /^(\S+(?: DE \d{4})?)\s+(\d[\d.]*)(?:\s*kWh)?$/i.exec(cell);
  return m?.[1] && m[2] && billMonth(m[1]) ? [m[1], m[2]] : [cell];
}

/** A history printed as two rows: the months, then the kWh under them. */
export function historyColumns(doc: BillText, heading: RegExp): { mes: string; kwh: number }[] {
  const start = findLine(doc, heading);
  if (start < 0) return [];
  for (let i = start + 1; i < doc.lines.length - 1; i++) {
    const months = doc.cells[i]!.map(billMonth);
    const counts = doc.cells[i + 1]!.map(kwhCount);
    if (months.length > 1 && months.every((m) => m !== null) && counts.length === months.length && counts.every((k) => k !== null)) {
      return months.map((mes, j) => ({ mes: mes!, kwh: counts[j]! }));
    }
  }
  return [];
}

/**
 * The months of consumption, the reference month first, newest to oldest, at most `max`; months
 * printed after the reference month (none should be) and repeats are dropped.
 */
export function consumptionFrom(history: { mes: string; kwh: number }[], reference: string | null, max: number): number[] {
  const byMonth = new Map<string, number>();
  for (const { mes, kwh } of history) if (!byMonth.has(mes) && (reference === null || mes <= reference)) byMonth.set(mes, kwh);
  return [...byMonth.entries()].sort((a, b) => (a[0] < b[0] ? 1 : -1)).slice(0, max).map(([, kwh]) => kwh);
}

// ---- classes, subgroups, connections ---------------------------------------------------------

const classNames: [RegExp, string][] = [
  [/RESIDENCIAL/, 'Residencial'],
  [/RURAL/, 'Rural'],
  [/COMERCIA/, 'Comercial'],
  [/INDUSTRIA/, 'Industrial'],
  [/PODER PUBLICO/, 'Poder Público'],
  [/SERVICO PUBLICO/, 'Serviço Público'],
  [/ILUMINACAO PUBLICA/, 'Iluminação Pública'],
  [/CONSUMO PROPRIO/, 'Consumo Próprio'],
];

/** The consumer class named in a text ('B1 RESIDENCIAL / RESIDENCIAL' → 'Residencial'). */
export function consumerClass(text: string | null): string | null {
  if (!text) return null;
  const t = fold(text);
  return classNames.find(([re]) => re.test(t))?.[1] ?? null;
}

export function subgroupIn(text: string | null): 'B1' | 'B2' | 'B3' | null {
  const m = text ? /(?<![A-Z0-9])B([123])(?![0-9])/.exec(fold(text)) : null;
  return m ? (`B${m[1]}` as 'B1' | 'B2' | 'B3') : null;
}

export function connectionIn(text: string | null): 'monofasico' | 'bifasico' | 'trifasico' | null {
  const t = text ? fold(text) : '';
  if (/MONOFASIC/.test(t)) return 'monofasico';
  if (/BIFASIC/.test(t)) return 'bifasico';
  if (/TRIFASIC/.test(t)) return 'trifasico';
  return null;
}

// ---- addresses -------------------------------------------------------------------------------

export const cepIn = (text: string): string | null => {
  const m = /(?<!\d)(\d{5})-?(\d{3})(?!\d)/.exec(text);
  return m ? `${m[1]}${m[2]}` : null;
};

const complementLike = /^(AP|APT|APTO|APARTAMENTO|SALA|SL|BL|BLOCO|CJ|CONJ|CONJUNTO|CASA|LOJA|LJ|FUNDOS|FDS|ANDAR|\d+[º°O]? ANDAR|QD|QUADRA|LT|LOTE|TORRE|BOX|GALPAO|KM)\b/;

/**
 * What follows the number: ' AP 201', ' - SALA 3 - CENTRO' (complement, then the district, which
 * is no address key) or ' - CENTRO' (only the district: a lone part is a complement only when it
 * reads like one).
 */
function complementOf(rest: string): string {
  const parts = rest.split(/\s*-\s+|^\s*-\s*/).map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length === 0) return '';
  if (!/^\s*-/.test(rest)) return parts[0]!;
  return parts.length > 1 || complementLike.test(fold(parts[0]!)) ? parts[0]! : '';
}

/** 'RUA X, 900 - SALA 3 - CENTRO' or 'RUA DAS ACACIAS 123 AP 201' → street, number, complement. */
export function streetParts(text: string): { logradouro: string; numero: string; complemento: string } | null {
  const withoutLabel = squash(text.replace(/^\s*ENDERE[CÇ]O\s*:?\s*/i, ''));
  const comma = /^(.+?),\s*(\d+[A-Z]?|S\/?N)\b(.*)$/i.exec(withoutLabel);
  if (comma?.[1] && comma[2]) return { logradouro: comma[1].trim(), numero: comma[2], complemento: complementOf(comma[3] ?? '') };
  const bare = /^(.+?)\s+(\d+[A-Z]?|S\/?N)(?!\s+DE\s)((?:\s.*)?)$/i.exec(withoutLabel);
  if (!bare?.[1] || !bare[2]) return null;
  return { logradouro: bare[1].trim(), numero: bare[2], complemento: complementOf(bare[3] ?? '') };
}

const ufSet = new Set<string>(ufs);

/** The city and state of an address line ('30140-071 BELO HORIZONTE MG', 'CURITIBA - PR - CEP: 80020-310', 'FLORIANOPOLIS/SC'). */
export function cityState(text: string): { cidade: string; estado: string } | null {
  const t = squash(text.replace(/CEP\s*:?\s*/i, ' ').replace(/(?<!\d)\d{5}-?\d{3}(?!\d)/, ' ')).replace(/^[\s,\-/]+|[\s,\-/]+$/g, '');
  const m = /^(.*?)[\s,/-]+([A-Z]{2})$/.exec(t);
  if (!m?.[1] || !m[2] || !ufSet.has(m[2])) return null;
  const parts = m[1].split(/\s+-\s+/);
  const cidade = (parts[parts.length - 1] ?? '').trim();
  return cidade === '' ? null : { cidade, estado: m[2] };
}
