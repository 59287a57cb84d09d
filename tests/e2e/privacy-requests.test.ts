/**
 * Rights requests on the demo (issue 51): a person asks for its data on /meus-dados, sees the
 * ZIP's progress, then 'Baixar' downloads a ZIP whose JSON holds its own records and no other
 * company's; a correction needs 10 characters (the form's Portuguese message); a deletion's
 * confirmation lists what the law keeps, and a second open request is not offered. The admin's
 * 'Solicitações LGPD' shows the seeded request of 14 days with 'Falta 1 dia', refuses only with a
 * reason, and runs a deletion, which moves the request to 'Encerradas'. At 390 px in light and
 * dark mode nothing is wider than the screen and axe finds nothing.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { requestsText as text } from '@solarcred/domain/privacy/requests-text';
import { signInAsDemo } from './support/app';
import { blocking, report, scanPage } from './support/axe';
import { screenshot, usePages } from './support/browser';

const pages = usePages();

describe('Meus dados (LGPD)', () => {
  it("asks for one's data, follows the ZIP's progress and downloads it: its own records, no other company's", async () => {
    const page = await pages.open();
    await signInAsDemo(page, 'Integrador aprovado', '/integrator/profile');
    await page.getByRole('link', { name: text.profileLink }).click();
    await page.getByRole('heading', { name: text.myDataTitle }).waitFor();
    await page.getByText(text.noRequests).waitFor();
    await page.getByRole('button', { name: text.download }).click();
    const item = page.getByTestId('my-request').first();
    await item.getByRole('button', { name: text.downloadReady }).waitFor();
    expect(await item.getByTestId('request-state').innerText()).toBe(text.stateLabel.aberta);
    expect(await item.getByTestId('deadline-clock').innerText()).toBe('Faltam 15 dias');
    // One request at a time: the others wait for it.
    expect(await page.getByRole('button', { name: text.askDeletion }).isDisabled()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: text.downloadReady }).click()]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-.+\.zip$/);
    const entries = unzipSync(readFileSync(await download.path()));
    const json = (name: string) => JSON.parse(strFromU8(entries[name]!)) as { documentos: Record<string, unknown>[] };
    expect(json('dados/profiles.json').documentos).toEqual([expect.objectContaining({ caminho: 'profiles/int-aprovado', email: 'integrador@solarcred.demo' })]);
    const proposals = json('dados/propostas.json').documentos;
    expect(proposals.length).toBeGreaterThan(0);
    expect(proposals.every((proposal) => proposal['integrador_id'] === 'int-aprovado')).toBe(true);
    expect(Object.keys(entries).some((name) => name.startsWith('arquivos/integrador-documents/int-aprovado/'))).toBe(true);
    expect(strFromU8(entries['LEIA-ME.txt']!)).toContain('Titular:');
    await screenshot(page, 'my-data-desktop', { fullPage: true });
  });

  it('a correction needs what is wrong (10 characters); a deletion says what the law keeps', async () => {
    const page = await pages.open();
    await signInAsDemo(page, 'Gestor da equipe', '/meus-dados');
    await page.getByRole('button', { name: text.askCorrection }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.correctionLabel).fill('errado');
    await dialog.getByRole('button', { name: text.sendCorrection }).click();
    await dialog.getByText(text.correctionTooShort).waitFor();
    await dialog.getByLabel(text.correctionLabel).fill('Meu telefone mudou para (11) 98888-7777.');
    await dialog.getByRole('button', { name: text.sendCorrection }).click();
    const item = page.getByTestId('my-request').first();
    await item.getByText('Meu telefone mudou para (11) 98888-7777.').waitFor();
    expect(await item.getByTestId('request-state').innerText()).toBe(text.stateLabel.aberta);

    const other = await pages.open();
    await signInAsDemo(other, 'Vendedor da equipe', '/meus-dados');
    await other.getByRole('button', { name: text.askDeletion }).click();
    const confirm = other.getByRole('alertdialog');
    const kept = await confirm.getByTestId('kept-by-law').innerText();
    expect(kept).toContain('Código Civil, art. 205');
    expect(kept).toContain('CTN, arts. 173 e 174');
    await screenshot(other, 'my-data-deletion-dialog');
    await confirm.getByRole('button', { name: text.deletionConfirm }).click();
    await other.getByTestId('my-request').first().getByText(text.typeLabel.exclusao).waitFor();
  });
});

describe('Solicitações LGPD (admin)', () => {
  it("shows the legal clock, refuses only with a reason, and runs a deletion into 'Encerradas'", async () => {
    // Two tabs of one browser share the demo's data (its Firestore), each signed in on its own.
    const context = await pages.newContext('desktop');
    const page = await context.newPage();
    await signInAsDemo(page, 'Vendedor da equipe', '/meus-dados');
    await page.getByRole('button', { name: text.askDeletion }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.deletionConfirm }).click();
    await page.getByTestId('my-request').first().waitFor();

    const admin = await context.newPage();
    await signInAsDemo(admin, 'Administrador', '/admin/lgpd');
    const rows = admin.getByTestId('queue-request');
    await rows.first().waitFor();
    // Open ones by deadline: the seeded correction of 14 days ago first, its clock on its last day but one.
    expect(await rows.first().innerText()).toContain('Tatiane Moreira');
    expect(await rows.first().getByTestId('deadline-clock').innerText()).toBe('Falta 1 dia');
    await screenshot(admin, 'privacy-queue-desktop', { fullPage: true });

    await rows.first().getByRole('button').click();
    const detail = admin.getByRole('dialog');
    await detail.getByRole('button', { name: text.refuse }).click();
    await detail.getByRole('button', { name: text.refuse }).click();
    await detail.getByText(text.refusalReasonRequired).waitFor();
    await detail.getByLabel(text.refuseReasonLabel).fill('O nome já está correto no cadastro.');
    await detail.getByRole('button', { name: text.refuse }).click();
    await detail.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await rows.allInnerTexts()).some((row) => row.includes('Tatiane'))).toBe(false);

    await rows.filter({ hasText: 'Rafael Nunes' }).getByRole('button').click();
    await detail.getByRole('button', { name: text.executeDeletion }).click();
    await detail.getByText(text.executeBody).waitFor();
    await detail.getByRole('button', { name: text.executeDeletion }).click();
    await detail.waitFor({ state: 'hidden' });
    await admin.getByRole('tab', { name: text.closedTab }).click();
    const closed = rows.filter({ hasText: 'Rafael Nunes' });
    await closed.waitFor();
    expect(await closed.getByTestId('request-state').innerText()).toBe(text.stateLabel.concluida);
    expect(await rows.filter({ hasText: 'Tatiane Moreira' }).getByTestId('request-state').innerText()).toBe(text.stateLabel.recusada);
    // The retention log renders at the bottom of the page.
    await admin.getByTestId('retention-log').waitFor();
  });

  it.each(['light', 'dark'] as const)('at 390 px in %s mode: nothing wider than the screen, and axe finds nothing', async (colorScheme) => {
    const context = await pages.newContext('mobile', { colorScheme });
    for (const [label, path, ready] of [['Administrador', '/admin/lgpd', 'queue-request'], ['Integrador aprovado', '/meus-dados', null]] as const) {
      const page = await context.newPage();
      await signInAsDemo(page, label, path);
      if (ready) await page.getByTestId(ready).first().waitFor();
      else await page.getByText(text.noRequests).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const findings = blocking(await scanPage(page));
      expect(findings, report(findings)).toEqual([]);
      await screenshot(page, `privacy-${path.replaceAll('/', '-').slice(1)}-390-${colorScheme}`, { fullPage: true });
    }
  });
});
