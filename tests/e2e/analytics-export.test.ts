/**
 * Exports (issue 50) on the memory backend: the admin exports the filter's proposals from
 * 'Análises' as CSV and as XLSX; the card follows the job ('Pronta', 'N linhas'), 'Baixar' asks
 * for the link and downloads the file, which parses back to exactly the proposals the filter
 * selects in the store; the recent exports list both, with who asked. 390 px in dark mode, with a
 * finished export listed: nothing wider than the screen, and axe finds nothing.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { readCsv } from '@solarcred/domain/analytics/export/csv-read';
import { proposalTable, selectionOf, selects } from '@solarcred/domain/analytics/export/rows';
import { exportStateLabels, exportText } from '@solarcred/domain/analytics/export/export-text';
import { lastMonths } from '@solarcred/domain/proposal-stats-view';
import { memoryReady, signInAsDemo } from './support/app';
import { blocking, report, scanPage } from './support/axe';
import { screenshot, usePages } from './support/browser';

const pages = usePages();
const idColumn = proposalTable.columns.findIndex((column) => column.header === 'ID');

/** The ids of the proposals the page's default filter (the last 12 months, no line, state or company) selects in the store. */
async function selectedIds(page: Page): Promise<string[]> {
  const months = lastMonths(Date.now(), 12);
  const selection = selectionOf('propostas', { de: months[0]!, ate: months.at(-1)!, linha: null, uf: null, integrador_id: null });
  const stored = await page.evaluate(() => Object.values(window.__solarcredMemory?.snapshot.docs['propostas'] ?? {}));
  return stored.filter((proposal) => selects('propostas', selection, proposal)).map((proposal) => String(proposal['id'])).sort();
}

async function exportAndDownload(page: Page, format: 'CSV' | 'XLSX', ids: string[]) {
  const card = page.getByTestId('analytics-exports');
  await card.getByLabel(exportText.kind).selectOption({ label: 'Propostas' });
  await card.getByLabel(exportText.format).selectOption({ label: format });
  await card.getByRole('button', { name: exportText.start }).click();
  const progress = card.getByTestId('export-progress');
  await progress.getByText(`Propostas (${format}): ${exportStateLabels.pronta} — ${exportText.rows(ids.length)}`).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), progress.getByRole('button', { name: exportText.download }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^propostas-\\d{4}-\\d{2}-a-\\d{4}-\\d{2}\\.${format.toLowerCase()}$`));
  return readFileSync(await download.path());
}

describe('exports (memory)', () => {
  it("the admin exports the filter's proposals as CSV and XLSX; both files parse back to the selection", async () => {
    const page = await pages.open();
    await signInAsDemo(page, 'Administrador', '/admin/analises');
    await memoryReady(page);
    await page.getByTestId('analytics-exports').waitFor();
    const ids = await selectedIds(page);
    expect(ids.length, 'the seed has proposals in the last 12 months').toBeGreaterThan(0);

    const csv = readCsv((await exportAndDownload(page, 'CSV', ids)).toString('utf8'));
    expect(csv[0]).toEqual(proposalTable.columns.map((column) => column.header));
    expect(csv.slice(1).map((row) => row[idColumn]).sort()).toEqual(ids);

    const sheet = await readSheet(await exportAndDownload(page, 'XLSX', ids));
    expect(sheet[0]).toEqual(proposalTable.columns.map((column) => column.header));
    expect(sheet.slice(1).map((row) => String(row[idColumn])).sort()).toEqual(ids);
    const sentColumn = proposalTable.columns.findIndex((column) => column.header === 'Enviada em');
    expect(sheet[1]?.[sentColumn]).toBeInstanceOf(Date);

    // Both recorded: newest first, who asked, how many rows.
    const rows = page.getByTestId('export-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().innerText()).toContain('Propostas · XLSX');
    expect(await rows.nth(1).innerText()).toContain('Propostas · CSV');
    expect(await rows.first().innerText()).toContain(`por Equipe SolarCred em`);
    expect(await rows.first().innerText()).toContain(exportText.rows(ids.length));
    await screenshot(page, 'analytics-export-1280');
    if (process.env.SCREENSHOTS === '1') await page.getByTestId('analytics-exports').screenshot({ path: 'screenshots/analytics-export-card-1280.png' });

  });

  it('at 390 px in dark mode, with a finished export listed: nothing wider than the screen, and axe finds nothing', async () => {
    const page = await (await pages.newContext('mobile', { colorScheme: 'dark' })).newPage();
    await signInAsDemo(page, 'Administrador', '/admin/analises');
    await memoryReady(page);
    const card = page.getByTestId('analytics-exports');
    await card.getByRole('button', { name: exportText.start }).click();
    await card.getByTestId('export-progress').getByText(`Propostas (CSV): ${exportStateLabels.pronta}`).waitFor();
    await card.getByTestId('export-row').first().getByRole('button', { name: new RegExp(`^${exportText.download}`) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const findings = blocking(await scanPage(page));
    expect(findings, report(findings)).toEqual([]);
    if (process.env.SCREENSHOTS === '1') await card.screenshot({ path: 'screenshots/analytics-export-card-390-dark.png' });
  });
});
