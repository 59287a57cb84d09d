/**
 * A statement's sheets as one XLSX file (issues 45 and 48: the cashback's and the funding's
 * statements): dates as date cells, amounts as numbers with two decimals, a bold header and a bold
 * total line. write-excel-file is loaded only when someone exports (see DECISIONS: why this library).
 */
import type { StatementCell } from '@solarcred/domain/cashback/statement';

export interface StatementSheet {
  sheet: string;
  header: readonly string[];
  rows: readonly (readonly StatementCell[])[];
  /** The closing line (bold); none when omitted. */
  total?: readonly StatementCell[];
  widths?: readonly number[];
}

/** A day 'YYYY-MM-DD' as the date cell it is (midnight UTC: the library counts days in UTC). */
function xlsxCell(cell: StatementCell) {
  if (typeof cell === 'number') return { value: cell, type: Number, format: '#,##0.00' };
  if (typeof cell === 'string') return { value: cell, type: String };
  if (!cell.day) return null;
  const [year, month, day] = cell.day.split('-').map(Number) as [number, number, number];
  return { value: new Date(Date.UTC(year, month - 1, day)), type: Date, format: 'dd/mm/yyyy' };
}

const bold = (cells: readonly (ReturnType<typeof xlsxCell>)[]) => cells.map((cell) => (cell ? { ...cell, fontWeight: 'bold' as const } : null));

export async function statementWorkbook(sheets: readonly StatementSheet[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(sheets.map(({ sheet, header, rows, total, widths }) => ({
    data: [
      header.map((value) => ({ value, fontWeight: 'bold' as const })),
      ...rows.map((row) => row.map(xlsxCell)),
      ...(total ? [bold(total.map(xlsxCell))] : []),
    ],
    sheet,
    ...(widths ? { columns: widths.map((width) => ({ width })) } : {}),
    stickyRowsCount: 1,
  }))).toBlob();
}
