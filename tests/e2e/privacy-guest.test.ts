/**
 * LGPD for the customers without an account, on the memory backend (issue 51, guest part): a
 * link's customer asks for its data from the link and downloads the ZIP (its JSON holds the
 * link's customer and no other customer); the public page /privacidade/solicitar by CPF with the
 * code read from the demo's outbox (mail/), a wrong code refused, the access ZIP downloaded; 390 px,
 * dark, axe.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { privacyGuestText as text } from '../../domain/src/privacy/guest-text';
import { requestsText } from '@solarcred/domain/privacy/requests-text';
import { customerPath, newToken, seedCustomerLink } from './fixtures/customer-link';
import { blocking, report, scanPage } from './support/axe';
import { screenshot, usePages } from './support/browser';

const pages = usePages();
const seededCpf = '52998224725';

/** Every JSON file of a downloaded ZIP, as one text. */
async function zipJson(page: Page, click: () => Promise<void>): Promise<{ names: string[]; json: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const entries = unzipSync(readFileSync(await download.path()));
  const names = Object.keys(entries);
  return { names, json: names.filter((name) => name.endsWith('.json')).map((name) => strFromU8(entries[name]!)).join('\n') };
}

/** The last LGPD code the demo e-mailed (the outbox is the store's mail/ collection). */
const lastCode = (page: Page) =>
  page.evaluate(() => {
    const mails = Object.values(window.__solarcredMemory?.snapshot.docs['mail'] ?? {}) as { evento?: string; created_at?: number; message?: { subject?: string } }[];
    const subject = mails.filter((mail) => mail.evento === 'lgpd_codigo').sort((a, b) => (a.created_at ?? 0) - (b.created_at ?? 0)).at(-1)?.message?.subject ?? '';
    return /\b(\d{6})\b/.exec(subject)?.[1] ?? null;
  });
const codeMails = (page: Page) => page.evaluate(() => Object.values(window.__solarcredMemory?.snapshot.docs['mail'] ?? {}).filter((mail) => (mail as { evento?: string }).evento === 'lgpd_codigo').length);

async function openSeededLink(page: Page) {
  await page.goto(customerPath(newToken()));
  const { token, link } = await seedCustomerLink(page, { cliente_nome: 'Lara Guimarães', cliente_email: 'lara@example.com', cliente_telefone: null });
  await page.goto(customerPath(token));
  const section = page.getByTestId('customer-privacy');
  await section.getByRole('heading', { name: text.sectionTitle }).waitFor();
  return { link, section };
}

describe("LGPD from the customer's link", () => {
  it('asks for its data and downloads a ZIP with its own data and no other customer\'s (390 px, axe)', async () => {
    const page = await pages.open('mobile');
    const { link, section } = await openSeededLink(page);
    await section.getByRole('button', { name: text.download }).click();
    await section.getByText(text.openRequest(text.typeLabel['acesso']!, text.stateLabel['aberta']!)).waitFor();
    // While it is open, no second request is offered.
    expect(await section.getByRole('button', { name: text.askDeletion }).count()).toBe(0);
    expect(report(blocking(await scanPage(page)))).toBe('');
    await screenshot(page, 'privacy-guest-link-390');

    const { names, json } = await zipJson(page, () => section.getByRole('button', { name: text.downloadReady, exact: true }).click());
    expect(names.some((name) => name.endsWith('.json'))).toBe(true);
    expect(json).toContain('Lara Guimarães');
    expect(json).toContain(link.id);
    // The seeded customer (another CPF, another e-mail) is not in it.
    expect(json).not.toContain(seededCpf);
    expect(json).not.toContain('cliente@example.com');
  });

  it('asks for a correction, refused under 10 characters, in dark mode (axe)', async () => {
    const page = await (await pages.newContext('mobile', { colorScheme: 'dark' })).newPage();
    const { section } = await openSeededLink(page);
    await section.getByRole('button', { name: text.askCorrection }).click();
    await section.getByRole('button', { name: text.send }).click();
    await section.getByText(requestsText.correctionTooShort).waitFor();
    expect(report(blocking(await scanPage(page)))).toBe('');
    await screenshot(page, 'privacy-guest-link-correction-390-dark');
    await section.getByLabel(text.detail, { exact: false }).fill('Meu sobrenome é Guimarães, com til.');
    await section.getByRole('button', { name: text.send }).click();
    await section.getByText(text.openRequest(text.typeLabel['correcao']!, text.stateLabel['aberta']!)).waitFor();
  });
});

describe('/privacidade/solicitar', () => {
  it('sends a code only to an e-mail on record, refuses a wrong code and downloads the CPF\'s data', async () => {
    const page = await pages.open();
    await page.goto('/privacidade/solicitar');
    await page.getByRole('heading', { name: text.pageTitle }).waitFor();
    // An e-mail not on record: the same answer, no e-mail sent.
    await page.getByLabel(text.cpf, { exact: false }).fill('529.982.247-25');
    await page.getByLabel(text.email, { exact: false }).fill('outra@example.com');
    await page.getByRole('button', { name: text.sendCode }).click();
    await page.getByText(text.codeSent).waitFor();
    expect(await codeMails(page)).toBe(0);

    await page.reload();
    await page.getByLabel(text.cpf, { exact: false }).fill('529.982.247-25');
    await page.getByLabel(text.email, { exact: false }).fill('cliente@example.com');
    await page.getByRole('button', { name: text.sendCode }).click();
    await page.getByText(text.codeSent).waitFor();
    const code = await lastCode(page);
    expect(code).toMatch(/^\d{6}$/);

    await page.getByLabel(text.code, { exact: false }).fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel(text.requestType, { exact: false }).selectOption('acesso');
    await page.getByRole('button', { name: text.send }).click();
    await page.getByRole('alert').getByText(text.wrongCode).waitFor();

    await page.getByLabel(text.code, { exact: false }).fill(code!);
    await page.getByRole('button', { name: text.send }).click();
    await page.getByTestId('privacy-request-done').waitFor();
    const { json } = await zipJson(page, () => page.getByRole('button', { name: text.download }).click());
    expect(json).toContain(seededCpf);
    expect(json).not.toContain('Lara Guimarães');
  });

  it.each(['light', 'dark'] as const)('passes axe at 390 px in %s mode on the code step', async (colorScheme) => {
    const page = await (await pages.newContext('mobile', { colorScheme })).newPage();
    await page.goto('/privacidade/solicitar');
    await page.getByLabel(text.cpf, { exact: false }).fill('529.982.247-25');
    await page.getByLabel(text.email, { exact: false }).fill('cliente@example.com');
    await page.getByRole('button', { name: text.sendCode }).click();
    await page.getByLabel(text.requestType, { exact: false }).selectOption('exclusao');
    await page.getByText(text.deletionConfirm).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(report(blocking(await scanPage(page)))).toBe('');
    await screenshot(page, `privacy-guest-cpf-390-${colorScheme}`);
  });
});
