/**
 * The admin's review of a proposal's energy bill and savings (issue 49) on the memory backend:
 * a seeded proposal carrying conta_luz and energia (as createProposal stores them) shows, in its
 * 'Proposta' tab, 'Economia estimada' beside 'Parcela', their ratio, the risk flag 'Parcela acima
 * da economia' while energia.acima_da_margem holds (gone, live, once it does not), the suggested
 * against the quoted kWp, and the bill's facts and alerts; the integrator sees the same numbers.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { installmentRatio } from '@solarcred/domain/energy/analysis';
import { energyText } from '@solarcred/domain/energy/energy-text';
import type { BillFacts, EnergyAnalysis } from '@solarcred/domain/energy/types';
import { formatBRL } from '@solarcred/domain/format';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';
import { memoryReady, signInAsDemo } from './support/app';
import { animationsSettled, screenshot, usePages } from './support/browser';
import { blocking, report, scanPage } from './support/axe';

const pages = usePages();
/** Seeded: the approved demo integrator's. */
const proposalId = seedProposalId('int-aprovado', 5);

const facts: BillFacts = {
  distribuidora: 'cemig', titular: 'Maria Aparecida Souza', uc: '3012345678', classe: 'Residencial', subgrupo: 'B1', ligacao: 'bifasico',
  mes_referencia: '2026-06', vencimento: '', consumo_kwh: [412, 398, 455], tarifa_reais_kwh: 1.0123, valor_total_centavos: 452_90, lidos: ['titular', 'uc'],
  alertas: ['conta_antiga', 'titular_diferente'],
};

function analysisFor(parcela: number, economia: number): EnergyAnalysis {
  return {
    consumo_medio_kwh: 422, disponibilidade_kwh: 50, irradiacao_kwh_m2_dia: 5.36, irradiacao_origem: 'municipio', ibge: '3106200', performance_ratio: 0.8,
    kwp_sugerido: 2.85, kwp_usado: 3.3, geracao_mensal_kwh: 431, tarifa_reais_kwh: 1.0123, tarifas_versao: 0, conta_antes_centavos: 427_19,
    conta_depois_primeiro_mes_centavos: 98_40, economia_primeiro_mes_centavos: 328_79, economia_media_centavos: economia, parcela_centavos: parcela,
    razao: installmentRatio(parcela, economia), margem_parcela_pct: 10, acima_da_margem: parcela > economia * 1.1, crescimento_tarifa_aa_pct: 6, meses: 60, calculado_em: Date.now(),
  };
}

async function setEnergy(page: Page, conta_luz: BillFacts, energia: EnergyAnalysis): Promise<void> {
  await page.evaluate(([id, bill, energy]) => {
    window.__solarcredMemory?.update((state) => {
      const doc = state.docs['propostas']?.[id as string];
      if (doc) Object.assign(doc, { conta_luz: bill, energia: energy });
    });
  }, [proposalId, conta_luz, energia] as const);
}

const section = (page: Page) => page.getByRole('dialog').getByTestId('energy-section');

async function expectFigures(page: Page, energy: EnergyAnalysis): Promise<string> {
  await section(page).waitFor();
  const text = await section(page).innerText();
  expect(text).toContain(energyText.savingsLabel);
  expect(text).toContain(energyText.installmentLabel);
  expect(await section(page).getByTestId('energy-savings-value').innerText()).toContain(energyText.perMonth(energy.economia_media_centavos));
  expect(await section(page).getByTestId('energy-installment-value').innerText()).toContain(energyText.perMonth(energy.parcela_centavos));
  expect(await section(page).getByTestId('energy-ratio').innerText()).toBe(energyText.ratio(energy.razao));
  // The sizing, suggested against quoted, and the bill's facts.
  for (const part of [energyText.kwp(2.85), energyText.kwp(3.3), energyText.reviewQuotedKwp, 'CEMIG', 'Maria Aparecida Souza', '3012345678', formatBRL(452_90)]) expect(text).toContain(part);
  // The alerts lenders ask about.
  expect(await section(page).getByTestId('energy-bill-alerts').innerText()).toContain(energyText.billAlert.conta_antiga);
  expect(await section(page).getByTestId('energy-bill-alerts').innerText()).toContain(energyText.billAlert.titular_diferente);
  return text;
}

describe('energy on the review', () => {
  it('the admin sees savings beside the installment, the ratio, the risk flag, sizing and the bill; the integrator the same numbers', async () => {
    const admin = await pages.open();
    await signInAsDemo(admin, 'Administrador', `/admin/proposals?proposta=${proposalId}`);
    await memoryReady(admin);
    // The installment as the proposal's saved simulation would give it (the section shows energia's own).
    const parcela = 612_34;
    // Savings well under the installment: above the 10 % margin.
    const risky = analysisFor(parcela, Math.round(parcela * 0.6));
    expect(risky.acima_da_margem).toBe(true);
    await setEnergy(admin, facts, risky);
    await expectFigures(admin, risky);
    await section(admin).getByTestId('energy-risk-flag').waitFor();
    expect(await section(admin).innerText()).toContain(energyText.aboveMarginDetail(10));
    expect(report(blocking(await scanPage(admin)))).toBe('');
    await section(admin).scrollIntoViewIfNeeded();
    await animationsSettled(admin);
    await screenshot(admin, 'energy-review-1280', { fullPage: false });

    // Savings above the installment: no flag, live.
    const safe = analysisFor(parcela, parcela * 2);
    await setEnergy(admin, facts, safe);
    await expect.poll(() => section(admin).getByTestId('energy-ratio').innerText()).toBe(energyText.ratio(safe.razao));
    expect(await section(admin).getByTestId('energy-risk-flag').count()).toBe(0);
    await setEnergy(admin, facts, risky);
    await section(admin).getByTestId('energy-risk-flag').waitFor();

    // The integrator who sent it, on a phone: the same numbers.
    const integrator = await pages.open('mobile');
    await signInAsDemo(integrator, 'Integrador aprovado', `/integrator/kanban?proposta=${proposalId}`);
    await memoryReady(integrator);
    await setEnergy(integrator, facts, risky);
    await expectFigures(integrator, risky);
    expect(await integrator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await integrator.evaluate(() => window.innerWidth));
    await section(integrator).scrollIntoViewIfNeeded();
    await animationsSettled(integrator);
    await screenshot(integrator, 'energy-review-390', { fullPage: false });
  });
});
