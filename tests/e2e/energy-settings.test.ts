/**
 * The admin's energy settings on 'Taxas e Linhas' (issue 49), memory backend: a value out of range
 * refused at its field with its Portuguese message (the keyboard taken there) and nothing saved; a
 * valid save as version 1 with the defaults kept as version 0; a second tab's save on the version
 * the first replaced refused and said; versions on demand, ten at most (the page's reads do not grow
 * with the stored versions); the failed state; 390 px without sideways scroll.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { energyText } from '../../domain/src/energy/energy-text';
import { expectToast, memoryReady, openInApp, signInAsDemo } from './support/app';
import { screenshot, usePages } from './support/browser';
import { twoPeople } from './support/two-people';

const pages = usePages();

type Stored = Record<string, unknown> & { versao?: number; tarifas?: Record<string, Record<string, number>> };
const storedSettings = (page: Page) => page.evaluate(() => (window.__solarcredMemory?.snapshot.docs['publico']?.['energia'] ?? null) as Stored | null);
const storedVersions = (page: Page) => page.evaluate(() => Object.keys(window.__solarcredMemory?.snapshot.docs['publico/energia/versoes'] ?? {}).sort());
const card = (page: Page) => page.getByTestId('energy-settings');
const row = (page: Page, name: string) => card(page).getByRole('group', { name });
const save = (page: Page) => card(page).getByRole('button', { name: 'Salvar configurações de energia' }).click();

async function openRates(page: Page): Promise<void> {
  await signInAsDemo(page, 'Administrador', '/admin/rates');
  await memoryReady(page);
  await card(page).getByTestId('energy-settings-version').waitFor();
}

describe('energy settings (admin)', () => {
  it('out of range refused at the field; a valid save is version 1 (defaults kept as 0); a second tab\'s stale save refused', async () => {
    const { first, second } = await twoPeople(pages, ['first', 'second'], { mode: 'tabs' });
    await openRates(first);
    expect(await card(first).getByTestId('energy-settings-version').innerText()).toBe('Valores padrão do sistema (nunca alterados)');
    expect(await card(first).getByLabel('Fator de desempenho (PR)').inputValue()).toBe('0,80');

    // Out of range, and a Fio B above its TUSD: each said at its field; the keyboard goes to the first.
    await card(first).getByLabel('Fator de desempenho (PR)').fill('1,2');
    const cemig = row(first, 'CEMIG Distribuição (MG)');
    const tusd = await cemig.getByLabel('TUSD (R$/MWh)').inputValue();
    await cemig.getByLabel('Fio B (R$/MWh)').fill(String(Number(tusd.replace(',', '.')) + 10).replace('.', ','));
    await row(first, 'Light (RJ)').getByLabel('Impostos (%)').fill('');
    await save(first);
    await card(first).getByText(energyText.settingsPerformanceRatio, { exact: true }).waitFor();
    await cemig.getByText(energyText.settingsFioBAboveTusd, { exact: true }).waitFor();
    await row(first, 'Light (RJ)').getByText(energyText.settingsTaxes, { exact: true }).waitFor();
    expect(await card(first).getByLabel('Fator de desempenho (PR)').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => first.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('performance_ratio');
    expect(await storedSettings(first)).toBeNull();

    // Corrected, then saved with the keyboard (Enter in a field submits).
    await card(first).getByLabel('Fator de desempenho (PR)').fill('0,78');
    await cemig.getByLabel('Fio B (R$/MWh)').fill('250');
    await cemig.getByLabel('TE (R$/MWh)').fill('315,5');
    await row(first, 'Light (RJ)').getByLabel('Impostos (%)').fill('25');
    await card(first).getByLabel('Fonte da tabela').fill('ANEEL, REH 3.400/2025');
    await card(first).getByLabel('Vigência da tabela').press('Enter');
    await expectToast(first, 'Configurações de energia salvas');
    await expect.poll(() => card(first).getByTestId('energy-settings-version').innerText()).toMatch(/^Versão 1 · salva em/);
    const saved = await storedSettings(first);
    expect(saved).toMatchObject({ versao: 1, performance_ratio: 0.78, atualizado_por: 'admin-demo', tarifas_fonte: 'ANEEL, REH 3.400/2025' });
    expect(saved?.tarifas?.['cemig']).toMatchObject({ te_reais_mwh: 315.5, fio_b_reais_mwh: 250 });
    expect(await storedVersions(first)).toEqual(['0']);
    await card(first).getByRole('button', { name: 'Versões anteriores' }).click();
    await card(first).getByTestId('energy-version').getByText('Versão 0: valores padrão do sistema').waitFor();

    // The second tab (another admin) loads version 1; the first edits meanwhile.
    await openRates(second);
    await expect.poll(() => card(second).getByLabel('Fator de desempenho (PR)').inputValue()).toBe('0,78');
    await card(first).getByLabel('Margem da parcela sobre a economia (%)').fill('30');
    await card(second).getByLabel('Margem da parcela sobre a economia (%)').fill('20');
    await save(second);
    await expectToast(second, 'Configurações de energia salvas');
    await expect.poll(async () => (await storedSettings(second))?.versao).toBe(2);

    // The first tab is told at once; its save is refused with the callable's message, nothing written.
    await card(first).getByText('As configurações de energia foram alteradas por outra pessoa enquanto você editava.', { exact: false }).waitFor();
    await save(first);
    await card(first).getByTestId('energy-settings-refusal').getByText(energyText.settingsStale).waitFor();
    expect(await storedSettings(first)).toMatchObject({ versao: 2, margem_parcela_pct: 20 });
    await screenshot(first, 'energy-settings-stale');
    // Reloading takes the stored values.
    await card(first).getByRole('button', { name: 'Recarregar valores' }).click();
    expect(await card(first).getByLabel('Margem da parcela sobre a economia (%)').inputValue()).toBe('20');
    await card(first).getByTestId('energy-version').nth(1).waitFor();
    expect(await card(first).getByTestId('energy-version').first().innerText()).toMatch(/^Versão 1, salva em/);
  });

  it('versions on demand, ten at most: the page\'s reads do not grow with the stored versions', async () => {
    const page = await pages.open();
    await openRates(page);
    const reads = () => page.evaluate(() => window.__solarcredMemory?.reads ?? -1);
    const loadReads = async () => {
      await page.reload();
      await card(page).getByTestId('energy-settings-version').waitFor();
      await page.getByTestId('funding-plan').first().waitFor();
      // Every live read of the page answered (the counters settle), then counted.
      let last = -1;
      await expect.poll(async () => {
        const now = await reads();
        const settled = now === last;
        last = now;
        return settled;
      }, { interval: 300 }).toBe(true);
      return last;
    };
    const before = await loadReads();
    await page.evaluate(() => window.__solarcredMemory?.update((state) => {
      const versions: Record<string, Record<string, unknown>> = (state.docs['publico/energia/versoes'] ??= {});
      for (let versao = 0; versao < 40; versao += 1) {
        versions[String(versao)] = {
          id: String(versao), versao, performance_ratio: 0.8, crescimento_tarifa_aa_pct: 6, margem_parcela_pct: 10, tarifas: {},
          tarifas_fonte: `Tabela ${versao}`, tarifas_vigencia: '2025', atualizado_em: Date.UTC(2025, 0, 1 + versao), atualizado_por: 'admin-demo',
        };
      }
    }));
    expect(await loadReads()).toBe(before);
    const opened = await reads();
    await card(page).getByRole('button', { name: 'Versões anteriores' }).click();
    await expect.poll(() => card(page).getByTestId('energy-version').count()).toBe(10);
    expect(await card(page).getByTestId('energy-version').first().innerText()).toContain('Versão 39');
    await expect.poll(reads).toBe(opened + 10);
  });

  it('a failed read says so; at 390 px the card fits and its messages show', async () => {
    const page = await pages.open('mobile');
    await openRates(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await card(page).getByLabel('Reajuste anual da tarifa (%)').fill('25');
    await save(page);
    await card(page).getByText(energyText.settingsTariffGrowth, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshot(page, 'energy-settings-mobile');

    // A listener error (as the rules' refusal would be): the card says it could not load.
    await page.evaluate(() => {
      const store = window.__solarcredMemory;
      if (!store) return;
      const read = store.doc.bind(store);
      store.doc = (path, id) => {
        if (path.path === 'publico' && id === 'energia') throw new Error('permission-denied');
        return read(path, id);
      };
    });
    // The route mounts afresh (through the 404 page), so the card subscribes again.
    await openInApp(page, '/admin/rates');
    await page.getByText('Não foi possível carregar as configurações de energia.', { exact: true }).waitFor();
  });
});
