/**
 * The month's statement as a file (issue 45): CSV (domain/src/cashback/statement.ts: one line per
 * proposal and a total line) or XLSX (ui/statement-xlsx.ts, shared with the funding's statement):
 * 'Propostas' (one row per proposal) and 'Lançamentos' (the ledger entry by entry), dates as date
 * cells, amounts as numbers, each sheet closed by its totals.
 */
import {
  entryCells, proposalCells, statementCsv, statementEntryHeader, statementFileName, statementProposalHeader, statementSums, totalCells,
  type Statement,
} from '@solarcred/domain/cashback/statement';
import { saveFile } from '../../ui/save-file';
import { statementWorkbook } from '../../ui/statement-xlsx';

export type StatementFormat = 'csv' | 'xlsx';

const proposalWidths = [24, 24, 12, 14, 14, 14, 14, 16, 16, 12, 12, 12, 12, 13, 13, 36, 36];
const entryWidths = [12, 24, 24, 12, 14, 14, 14, 14, 16, 16, 12, 12, 36, 36];

export async function statementXlsx(statement: Statement): Promise<Blob> {
  return statementWorkbook([
    {
      sheet: 'Propostas', header: statementProposalHeader, rows: statement.proposals.map((row) => [...proposalCells(row)]),
      total: totalCells(statementProposalHeader, statementSums(statement.proposals)), widths: proposalWidths,
    },
    {
      sheet: 'Lançamentos', header: statementEntryHeader, rows: statement.entries.map((row) => [...entryCells(row)]),
      total: totalCells(statementEntryHeader, statementSums(statement.entries)), widths: entryWidths,
    },
  ]);
}

export async function exportStatement(statement: Statement, month: string, format: StatementFormat): Promise<void> {
  const blob = format === 'csv' ? new Blob([statementCsv(statement)], { type: 'text/csv;charset=utf-8' }) : await statementXlsx(statement);
  saveFile(blob, `${statementFileName(month)}.${format}`);
}
