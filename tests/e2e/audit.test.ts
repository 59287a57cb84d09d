/**
 * The audit trail on the demo (issue 51): an admin opens a company's document from 'Gerenciar
 * Integradores' (through openDocument) and the company's titular, in another tab, sees it appear
 * live on 'Meu Perfil' › 'Acessos aos documentos'; 'Auditoria' lists it first and filters by action,
 * person and period (a period that ends before it starts is refused in Portuguese); at 390 px in
 * light and dark mode nothing is wider than the screen and axe finds nothing.
 */
import { describe, expect, it } from 'vitest';
import { auditText as text } from '@solarcred/domain/audit/audit-text';
import { signInAsDemo } from './support/app';
import { blocking, report, scanPage } from './support/axe';
import { screenshot, usePages } from './support/browser';
import { twoPeople } from './support/two-people';

const pages = usePages();

describe('Auditoria', () => {
  it("an admin's opening of a company's document reaches its titular's card live, and tops 'Auditoria'", async () => {
    const { admin, titular } = await twoPeople(pages, ['admin', 'titular'], { mode: 'tabs', viewport: 'desktop' });
    await signInAsDemo(titular, 'Integrador aprovado', '/integrator/profile');
    const card = titular.getByTestId('document-openings');
    const openings = card.getByTestId('document-opening');
    await openings.first().waitFor();
    const before = await openings.count();

    await signInAsDemo(admin, 'Administrador', '/admin/integrators?aba=aprovado');
    await admin.getByTestId('integrator-row').filter({ hasText: 'integrador@solarcred.demo' }).getByRole('button', { name: /^Detalhes/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Documentos' }).click();
    const opened = admin.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Abrir Contrato Social' }).click();
    await (await opened).close();

    // The titular's tab follows without a reload: the newest opening names the file and the admin.
    await expect.poll(() => openings.count()).toBe(before + 1);
    expect(await openings.first().innerText()).toMatch(/^contrato_social\.pdf\n+Aberto por Equipe SolarCred · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await screenshot(titular, 'audit-titular-card-desktop');

    await admin.goto('/admin/auditoria');
    const first = admin.getByTestId('audit-entry').first();
    await first.waitFor();
    expect(await first.innerText()).toMatch(/Documento aberto[\s\S]*Equipe SolarCred — contrato_social\.pdf \(Sol Nascente Energia Ltda\)/);
  });

  it('filters by action, person and period; a period that ends before it starts is refused', async () => {
    const page = await pages.open();
    await signInAsDemo(page, 'Administrador', '/admin/auditoria');
    const entries = page.getByTestId('audit-entry');
    await entries.first().waitFor();
    const all = await entries.count();
    expect(all).toBeGreaterThan(2);

    await page.getByTestId('audit-action').selectOption({ label: 'Documento aberto' });
    await expect.poll(async () => (await entries.allInnerTexts()).every((entry) => entry.startsWith('Documento aberto'))).toBe(true);
    expect(await entries.count()).toBeLessThan(all);

    await page.getByTestId('audit-action').selectOption({ label: 'Todas as ações' });
    await expect.poll(() => entries.count()).toBe(all);
    await page.getByTestId('audit-person').selectOption({ label: 'Equipe SolarCred' });
    await expect.poll(() => entries.count()).toBe(all);

    // A period far in the past holds nothing; one that ends before it starts says so, in Portuguese.
    await page.getByTestId('audit-from').fill('2020-01-01');
    await page.getByTestId('audit-to').fill('2020-01-31');
    await page.getByTestId('audit-empty').waitFor();
    expect(await page.getByTestId('audit-empty').innerText()).toBe(text.empty);
    await page.getByTestId('audit-from').fill('2020-02-01');
    await page.getByText(text.invalidPeriod).waitFor();
    await page.getByRole('button', { name: text.clearFilters }).click();
    await expect.poll(() => entries.count()).toBe(all);
    await screenshot(page, 'audit-desktop', { fullPage: true });
  });

  it.each(['light', 'dark'] as const)('at 390 px in %s mode: nothing wider than the screen, and axe finds nothing', async (colorScheme) => {
    const page = await (await pages.newContext('mobile', { colorScheme })).newPage();
    await signInAsDemo(page, 'Administrador', '/admin/auditoria');
    await page.getByTestId('audit-entry').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const findings = blocking(await scanPage(page));
    expect(findings, report(findings)).toEqual([]);
    await screenshot(page, `audit-mobile-${colorScheme}`, { fullPage: true });
  });
});
