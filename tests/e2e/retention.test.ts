/**
 * Retention (issue 51) on the memory backend. The admin's 'Solicitações LGPD' shows 'Retenção de
 * dados': the run the demo's daily jobs logged when it loaded (today's, with its counts) above the
 * two seeded days, one with its Storage error; at 390 px in dark mode nothing is wider than the
 * screen and axe finds nothing. The proposal wizard's local draft saved 90 days ago is gone when the
 * wizard opens (its key removed); one saved a day less is offered.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@solarcred/domain/constants';
import { retentionKindLabels, retentionText } from '@solarcred/domain/privacy/retention-text';
import { memoryReady, signInAsDemo } from './support/app';
import { blocking, report, scanPage } from './support/axe';
import { usePages } from './support/browser';
import { openProposalWizard } from './fixtures/proposal-wizard';

const pages = usePages();
const day = 86_400_000;

async function openLog(page: Page) {
  await signInAsDemo(page, 'Administrador', '/admin/lgpd');
  await memoryReady(page);
  const card = page.getByTestId('retention-log');
  await card.getByTestId('retention-run').nth(2).waitFor();
  return card;
}

describe('retention (memory)', () => {
  it("'Solicitações LGPD' shows the demo's run of today above the seeded days, each kind's count and the errors", async () => {
    const page = await pages.open();
    const card = await openLog(page);
    await card.getByRole('heading', { name: retentionText.title }).waitFor();
    const runs = card.getByTestId('retention-run');
    expect(await runs.count()).toBe(3);
    // Newest first: today's run (the daily jobs at load), without errors.
    expect(await runs.first().innerText()).toContain(retentionText.noErrors);
    for (const label of Object.values(retentionKindLabels)) expect(await runs.first().innerText()).toContain(label);
    // Yesterday's seeded run: one guest account, one link, and the Storage error.
    const yesterday = runs.nth(1);
    expect(await yesterday.getByTestId('retention-count-links_expirados').innerText()).toBe('1');
    expect(await yesterday.innerText()).toContain(retentionText.storageUnavailable);
    expect(await runs.nth(2).getByTestId('retention-count-uploads_orfaos').innerText()).toBe('3');
    if (process.env.SCREENSHOTS === '1') await card.screenshot({ path: 'screenshots/retention-log-1280.png' });
  });

  it('at 390 px in dark mode: nothing wider than the screen, and axe finds nothing', async () => {
    const page = await (await pages.newContext('mobile', { colorScheme: 'dark' })).newPage();
    const card = await openLog(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (process.env.SCREENSHOTS === '1') await card.screenshot({ path: 'screenshots/retention-log-390-dark.png' });
    const findings = blocking(await scanPage(page));
    expect(findings, report(findings)).toEqual([]);
  });

  it("the proposal wizard's local draft untouched for 90 days is dropped; a younger one is offered", async () => {
    const page = await pages.open();
    await openProposalWizard(page);
    const plant = (savedAt: number) =>
      page.evaluate(([key, at]) => localStorage.setItem(key, JSON.stringify({ uid: 'int-aprovado', savedAt: at, values: { clientData: { nomeCompleto: 'Maria Antiga' } } })), [storageKeys.proposalDraft, savedAt] as const);

    await plant(Date.now() - 90 * day - 60_000);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Dados do Cliente' }).waitFor();
    expect(await page.getByTestId('draft-offer').count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.proposalDraft)).toBeNull();

    await plant(Date.now() - 89 * day);
    await page.reload();
    await page.getByTestId('draft-offer').waitFor();
  });
});
