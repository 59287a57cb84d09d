/**
 * The month's funding statement as a file (issue 48): domain/src/funding/statement.ts builds the
 * sheets ('Repasses', one row per funding entry; 'Cashback', the cashback's entries as its own
 * statement has them); the XLSX is written by ui/statement-xlsx.ts, the cashback's writer.
 */
import type { CashbackEntry } from '@solarcred/domain/cashback/ledger';
import { fundingStatementCsv, fundingStatementFileName, fundingStatementOf } from '@solarcred/domain/funding/statement';
import type { FundingEntry, StoredFunding } from '@solarcred/domain/funding/types';
import { getBackend } from '../../../backend';
import { firstValue } from '../../../backend/first-value';
import { saveFile } from '../../../ui/save-file';
import { statementWorkbook } from '../../../ui/statement-xlsx';

export type StatementFormat = 'csv' | 'xlsx';

type Backend = Awaited<ReturnType<typeof getBackend>>;

/**
 * The proposals approved before the month have no plan entry in it: their names come from their
 * funding documents (one read per such proposal, at most one per entry of the month).
 */
async function namesOf(backend: Backend, entries: readonly FundingEntry[]): Promise<StoredFunding[]> {
  const planned = new Set(entries.filter((entry) => entry.tipo === 'plano').map((entry) => entry.proposta_id));
  const missing = [...new Set(entries.map((entry) => entry.proposta_id))].filter((id) => !planned.has(id));
  const found = await Promise.all(missing.map((id) => firstValue(backend.funding.funding(id))));
  return found.filter((funding): funding is StoredFunding => funding !== null);
}

/** Reads the month's entries (the cashback's only for the titular, who reads them), saves the file; resolves with its entry count. */
export async function exportFundingStatement(companyId: string, month: string, format: StatementFormat, withCashback: boolean): Promise<number> {
  const backend = await getBackend();
  const [entries, cashback] = await Promise.all([
    backend.funding.monthEntries(companyId, month),
    withCashback ? backend.cashback.monthEntries(companyId, month) : Promise.resolve([] as CashbackEntry[]),
  ]);
  const statement = fundingStatementOf(entries, cashback, month, await namesOf(backend, entries));
  const blob = format === 'csv'
    ? new Blob([fundingStatementCsv(statement)], { type: 'text/csv;charset=utf-8' })
    : await statementWorkbook(statement.sheets);
  saveFile(blob, `${fundingStatementFileName(month)}.${format}`);
  return entries.length + cashback.length;
}
