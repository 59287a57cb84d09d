/**
 * The exports' streaming writers (issue 50): rows go in a page at a time, bytes come out through
 * `emit` as they are ready, so neither the function nor the page ever holds the whole file.
 *
 * CSV: UTF-8 with a byte-order mark, ';' between fields, CRLF, RFC 4180 quoting, pt-BR numbers
 * ('1.234,56') and dates (dd/mm/aaaa, São Paulo); a text that a spreadsheet would run as a formula
 * is prefixed with an apostrophe (CSV injection).
 * XLSX: one sheet streamed through fflate's Zip (deflate), inline strings, money as numbers in
 * reais with the format '#,##0.00', dates as date cells 'dd/mm/yyyy', a bold, frozen header row.
 */
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { saoPauloDayKey } from '../../format';
import type { CellValue, ColumnKind } from './rows';
import type { ExportFormat } from './types';

export interface ColumnSpec {
  header: string;
  kind: ColumnKind;
}

export interface ExportWriter {
  /** One page of rows (cells in column order). */
  write(rows: readonly (readonly CellValue[])[]): void;
  /** The file's end: every byte has been emitted when it returns. */
  end(): void;
}

export type Emit = (chunk: Uint8Array) => void;

export function createWriter(format: ExportFormat, columns: readonly ColumnSpec[], emit: Emit): ExportWriter {
  return format === 'csv' ? csvWriter(columns, emit) : xlsxWriter(columns, emit);
}

// --- pt-BR formats -------------------------------------------------------------------

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Centavos as '1.234,56' / '-0,50'. */
export function brMoney(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const reais = Math.floor(whole / 100);
  const rest = whole % 100;
  return `${cents < 0 && whole > 0 ? '-' : ''}${grouped(String(reais))},${rest < 10 ? '0' : ''}${rest}`;
}

/** A number as pt-BR writes it: '1.234,5' (at most 4 decimals, as stored). */
export function brNumber(value: number): string {
  const [integer = '0', decimals] = String(Math.abs(Number(value.toFixed(4)))).split('.');
  const sign = value < 0 && Number(value.toFixed(4)) !== 0 ? '-' : '';
  return `${sign}${grouped(integer)}${decimals ? `,${decimals}` : ''}`;
}

/** 'YYYY-MM-DD' as 'DD/MM/AAAA'. */
const brDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** A cell's CSV text. */
export function csvCell(kind: ColumnKind, value: CellValue): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? brMoney(value) : csvText(String(value));
    case 'number':
      return typeof value === 'number' ? brNumber(value) : csvText(String(value));
    case 'date':
      return typeof value === 'number' ? brDay(saoPauloDayKey(value)) : '';
    case 'day':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? brDay(value) : '';
    default:
      return csvText(String(value));
  }
}

/** RFC 4180: quoted when it holds a separator, a quote or a line break; never read as a formula. */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvWriter(columns: readonly ColumnSpec[], emit: Emit): ExportWriter {
  emit(strToU8(`\uFEFF${columns.map((column) => csvText(column.header)).join(';')}\r\n`));
  return {
    write(rows) {
      if (rows.length === 0) return;
      let out = '';
      for (const row of rows) {
        for (let index = 0; index < columns.length; index += 1) {
          if (index > 0) out += ';';
          out += csvCell(columns[index]!.kind, row[index] ?? null);
        }
        out += '\r\n';
      }
      emit(strToU8(out));
    },
    end() {},
  };
}

// --- XLSX ----------------------------------------------------------------------------

/** Style indexes in styles.xml's cellXfs. */
const styleMoney = 1;
const styleDate = 2;
const styleHeader = 3;

/** Days from Excel's epoch (1899-12-30) to a day 'YYYY-MM-DD'. */
export function excelSerial(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000 + 25_569;
}

// Characters XML 1.0 does not allow (C0 controls but tab, line feed and carriage return; lone surrogates).
const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const xmlText = (value: string) =>
  value.replace(notXml, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Column letters: 0 → A, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const inline = (ref: string, value: string, style = 0) =>
  `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;

function xlsxCell(ref: string, kind: ColumnKind, value: CellValue): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'money':
      return typeof value === 'number' && Number.isFinite(value) ? `<c r="${ref}" s="${styleMoney}"><v>${value / 100}</v></c>` : inline(ref, String(value));
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : inline(ref, String(value));
    case 'date':
      return typeof value === 'number' ? `<c r="${ref}" s="${styleDate}"><v>${excelSerial(saoPauloDayKey(value))}</v></c>` : '';
    case 'day':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `<c r="${ref}" s="${styleDate}"><v>${excelSerial(value)}</v></c>` : '';
    default:
      return inline(ref, String(value));
  }
}

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Dados" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const workbookRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="#,##0.00"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

function xlsxWriter(columns: readonly ColumnSpec[], emit: Emit): ExportWriter {
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    if (chunk.length > 0) emit(chunk);
  });
  const whole = (name: string, content: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(content), true);
  };
  whole('[Content_Types].xml', contentTypes);
  whole('_rels/.rels', rootRels);
  whole('xl/workbook.xml', workbook);
  whole('xl/_rels/workbook.xml.rels', workbookRels);
  whole('xl/styles.xml', styles);
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  zip.add(sheet);
  const letters = columns.map((_, index) => columnLetters(index));
  const widths = columns.map((column) => Math.min(40, Math.max(12, column.header.length + 2)));
  sheet.push(strToU8(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
    + '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
    + `<cols>${widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>`
    + `<sheetData><row r="1">${columns.map((column, index) => inline(`${letters[index]}1`, column.header, styleHeader)).join('')}</row>`,
  ));
  let rowNumber = 1;
  return {
    write(rows) {
      if (rows.length === 0) return;
      let out = '';
      for (const row of rows) {
        rowNumber += 1;
        out += `<row r="${rowNumber}">`;
        for (let index = 0; index < columns.length; index += 1) out += xlsxCell(`${letters[index]}${rowNumber}`, columns[index]!.kind, row[index] ?? null);
        out += '</row>';
      }
      sheet.push(strToU8(out));
    },
    end() {
      sheet.push(strToU8('</sheetData></worksheet>'), true);
      zip.end();
    },
  };
}
