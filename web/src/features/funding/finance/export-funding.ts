/**
 * The month's funding statement as a file (issue 48): domain/src/funding/statement.ts builds the
 * sheets ('Repasses', one row per funding entry; 'Cashback', the cashback's entries as its own
 * statement has them); the XLSX is written by ui/statement-xlsx.ts, the cashback's writer.
 */
import type { CashbackEntry } from '@solarcred/domain/cashback/ledger';
import { fundingStatementCsv, fundingStatementFileName, fundingStatementOf } from '@solarcred/domain/funding/statement';
import { getBackend } from '../../../backend';
import { saveFile } from '../../../ui/save-file';
import { statementWorkbook } from '../../../ui/statement-xlsx';

export type StatementFormat = 'csv' | 'xlsx';

/** Reads the month's entries (the cashback's only for the titular, who reads them), saves the file; resolves with its entry count. */
export async function exportFundingStatement(companyId: string, month: string, format: StatementFormat, withCashback: boolean): Promise<number> {
  const backend = await getBackend();
  const [entries, cashback] = await Promise.all([
    backend.funding.monthEntries(companyId, month),
    withCashback ? backend.cashback.monthEntries(companyId, month) : Promise.resolve([] as CashbackEntry[]),
  ]);
  const statement = fundingStatementOf(entries, cashback, month);
  const blob = format === 'csv'
    ? new Blob([fundingStatementCsv(statement)], { type: 'text/csv;charset=utf-8' })
    : await statementWorkbook(statement.sheets);
  saveFile(blob, `${fundingStatementFileName(month)}.${format}`);
  return entries.length + cashback.length;
}
