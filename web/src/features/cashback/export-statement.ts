/**
 * The month's statement as a file: CSV (domain/src/cashback/statement.ts) or XLSX through
 * write-excel-file, loaded only when someone exports (see DECISIONS: why this library).
 */
import { statementCsv, statementFileName, statementHeader, type StatementRow } from '@solarcred/domain/cashback/statement';

export type StatementFormat = 'csv' | 'xlsx';

const columnWidths = [12, 12, 12, 14, 12, 12, 36, 36];

export async function statementXlsx(rows: readonly StatementRow[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = statementHeader.map((value) => ({ value, fontWeight: 'bold' as const }));
  const data = rows.map((row) => [row.data, row.proposta, row.lancamento, { value: row.valor, type: Number, format: '#,##0.00' }, row.vencimento, row.pagamento, row.referencia, row.motivo]);
  return writeXlsxFile([header, ...data], { columns: columnWidths.map((width) => ({ width })), sheet: 'Extrato' }).toBlob();
}

/** Saves a file the browser way: a temporary link to the blob, clicked. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function exportStatement(rows: readonly StatementRow[], month: string, format: StatementFormat): Promise<void> {
  const blob = format === 'csv' ? new Blob([statementCsv(rows)], { type: 'text/csv;charset=utf-8' }) : await statementXlsx(rows);
  download(blob, `${statementFileName(month)}.${format}`);
}
