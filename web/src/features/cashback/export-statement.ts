/**
 * The month's statement as a file (issue 45): CSV (domain/src/cashback/statement.ts: one line per
 * proposal and a total line) or XLSX through write-excel-file, loaded only when someone exports (see
 * DECISIONS: why this library): 'Propostas' (one row per proposal) and 'Lançamentos' (the ledger
 * entry by entry), dates as date cells, amounts as numbers, each sheet closed by its totals.
 */
import {
  entryCells, proposalCells, statementCsv, statementEntryHeader, statementFileName, statementProposalHeader, statementSums, totalCells,
  type Statement, type StatementCell,
} from '@solarcred/domain/cashback/statement';
import { saveFile } from '../../ui/save-file';

export type StatementFormat = 'csv' | 'xlsx';

const proposalWidths = [24, 24, 12, 14, 14, 14, 14, 16, 16, 12, 12, 12, 12, 13, 13, 36, 36];
const entryWidths = [12, 24, 24, 12, 14, 14, 14, 14, 16, 16, 12, 12, 36, 36];

/** A day 'YYYY-MM-DD' as the date cell it is (midnight UTC: the library counts days in UTC). */
function xlsxCell(cell: StatementCell) {
  if (typeof cell === 'number') return { value: cell, type: Number, format: '#,##0.00' };
  if (typeof cell === 'string') return { value: cell, type: String };
  if (!cell.day) return null;
  const [year, month, day] = cell.day.split('-').map(Number) as [number, number, number];
  return { value: new Date(Date.UTC(year, month - 1, day)), type: Date, format: 'dd/mm/yyyy' };
}

const bold = (cells: readonly (ReturnType<typeof xlsxCell>)[]) => cells.map((cell) => (cell ? { ...cell, fontWeight: 'bold' as const } : null));

function sheet(header: readonly string[], rows: readonly (readonly StatementCell[])[], total: readonly StatementCell[]) {
  return [header.map((value) => ({ value, fontWeight: 'bold' as const })), ...rows.map((row) => row.map(xlsxCell)), bold(total.map(xlsxCell))];
}

export async function statementXlsx(statement: Statement): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile([
    {
      data: sheet(statementProposalHeader, statement.proposals.map((row) => [...proposalCells(row)]), totalCells(statementProposalHeader, statementSums(statement.proposals))),
      sheet: 'Propostas', columns: proposalWidths.map((width) => ({ width })), stickyRowsCount: 1,
    },
    {
      data: sheet(statementEntryHeader, statement.entries.map((row) => [...entryCells(row)]), totalCells(statementEntryHeader, statementSums(statement.entries))),
      sheet: 'Lançamentos', columns: entryWidths.map((width) => ({ width })), stickyRowsCount: 1,
    },
  ]).toBlob();
}

export async function exportStatement(statement: Statement, month: string, format: StatementFormat): Promise<void> {
  const blob = format === 'csv' ? new Blob([statementCsv(statement)], { type: 'text/csv;charset=utf-8' }) : await statementXlsx(statement);
  saveFile(blob, `${statementFileName(month)}.${format}`);
}
