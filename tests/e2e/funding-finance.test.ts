/**
 * 'Financeiro' (issue 48) on the memory backend over the demo's seeded tranches: the titular sees
 * the company's totals (the counters read on today's date) and, per proposal, the next tranche and
 * what blocks it; the month's statement downloads as XLSX with a 'Repasses' and a 'Cashback' sheet
 * whose total lines add up; a vendedor sees its proposals' tranche states and no amount anywhere;
 * a refused tranche is answered with new evidence and is 'Em verificação' again.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { statementEntryHeader } from '../../domain/src/cashback/statement';
import { formatBRL, saoPauloDayKey } from '../../domain/src/format';
import { fundingStatementHeader } from '../../domain/src/funding/statement';
import { fundingTotalsLabels } from '../../domain/src/funding/funding-text';
import { fundingTotalsOn } from '../../domain/src/funding/totals';
import type { FundingCounters, StoredFunding } from '../../domain/src/funding/types';
import { milestoneLabel } from '../../domain/src/installation/milestones';
import { expectToast, memoryReady, signInAsDemo } from './support/app';
import { screenshot, usePages } from './support/browser';

const pages = usePages();
const company = 'int-aprovado';
const total = (page: Page, key: string) => page.getByTestId(`funding-total-${key}`).getByTestId('funding-total-value');
const row = (page: Page, id: string) => page.locator(`[data-testid="funding-row"][data-id="${id}"]`);
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo') });

async function openFinance(page: Page, label: 'Integrador aprovado'): Promise<void> {
  await signInAsDemo(page, label, '/integrator/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Financeiro' }).first().click();
  await page.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
  await memoryReady(page);
}

/** The company's stored fundings (repasses), newest approval first, as the seed left them. */
async function fundingsOf(page: Page): Promise<StoredFunding[]> {
  return page.evaluate((id) => Object.values(window.__solarcredMemory?.snapshot.docs['repasses'] ?? {})
    .filter((funding) => funding['integrador_id'] === id), company) as unknown as Promise<StoredFunding[]>;
}

/** Shows `id`'s row, pressing 'Carregar mais' while it is not in the window yet. */
async function showRow(page: Page, id: string): Promise<void> {
  await page.getByTestId('funding-row').first().waitFor();
  while ((await row(page, id).count()) === 0) {
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="funding-row"]').length > n, await page.getByTestId('funding-row').count());
  }
}

describe('Financeiro', () => {
  it("the titular sees the company's totals and each proposal's next tranche with what blocks it", async () => {
    const page = await pages.open();
    // The dashboard's 'Repasses atrasados' counts them from the same counters, and leads to 'Financeiro'.
    await signInAsDemo(page, 'Integrador aprovado', '/integrator/dashboard');
    await memoryReady(page);
    const counters = await page.evaluate((id) => window.__solarcredMemory?.snapshot.docs['stats_repasses']?.[id], company) as unknown as FundingCounters;
    const totals = fundingTotalsOn(counters, saoPauloDayKey(Date.now()));
    expect(totals.pago).toBeGreaterThan(0);
    expect(totals.atrasadas_qtd).toBeGreaterThan(1);
    const card = page.getByRole('region', { name: 'Repasses atrasados' });
    expect(await card.getByTestId('late-fundings-amount').innerText()).toBe(formatBRL(totals.atrasado));
    expect(await card.getByTestId('late-fundings-count').innerText()).toBe(`${totals.atrasadas_qtd} parcelas atrasadas`);
    await card.getByRole('link', { name: 'Ver financeiro' }).click();
    await page.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
    for (const key of ['bloqueado', 'em_andamento', 'atrasado', 'recusado', 'pago', 'a_recuperar'] as const) {
      await expect.poll(async () => `${fundingTotalsLabels[key]} ${await total(page, key).innerText()}`).toBe(`${fundingTotalsLabels[key]} ${formatBRL(totals[key])}`);
    }
    // Paid this month or in the eleven before, one bar each, from the same counters.
    const months = await page.getByTestId('funding-paid-by-month').locator('li').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset['month'] ?? ''));
    expect(months).toHaveLength(12);
    const shownPaid = months.filter((month) => (counters.pago_por_mes[month] ?? 0) > 0);
    expect(shownPaid.length).toBeGreaterThan(0);

    // A proposal waiting for its next milestone says which; a refused one names the reason.
    const fundings = await fundingsOf(page);
    const waiting = fundings.find((funding) => funding.parcelas.find((tranche) => tranche.parcela === funding.proxima)?.situacao === 'bloqueada');
    const refused = fundings.find((funding) => funding.parcelas.find((tranche) => tranche.parcela === funding.proxima)?.situacao === 'recusada');
    if (!waiting || !refused) throw new Error('the seed has no blocked or no refused next tranche');
    const blocked = waiting.parcelas.find((tranche) => tranche.parcela === waiting.proxima);
    await showRow(page, waiting.proposta_id);
    const next = row(page, waiting.proposta_id).getByTestId('funding-next');
    expect(await next.getByTestId('funding-blocker').innerText()).toBe(`Aguardando o marco "${milestoneLabel(blocked?.marco ?? '')}"`);
    expect(await next.getByTestId('tranche-situation').getAttribute('data-situacao')).toBe('bloqueada');
    expect(await next.innerText()).toContain(`Próxima: parcela ${waiting.proxima} de ${waiting.parcelas.length}`);
    expect(await next.innerText()).toContain(formatBRL(blocked?.valor_centavos ?? -1));
    const reason = refused.parcelas.find((tranche) => tranche.parcela === refused.proxima)?.motivo_recusa ?? '';
    await showRow(page, refused.proposta_id);
    expect(await row(page, refused.proposta_id).getByTestId('funding-blocker').innerText()).toBe(`Recusada: ${reason} — envie nova evidência`);
    // Every tranche, expanded.
    await row(page, waiting.proposta_id).getByRole('button', { name: 'Ver parcelas' }).click();
    await expect.poll(() => row(page, waiting.proposta_id).getByTestId('funding-tranche').count()).toBe(waiting.parcelas.length);
    // A late tranche carries the mark.
    const late = fundings.find((funding) => funding.parcelas.some((tranche) => tranche.parcela === funding.proxima && ['liberada', 'em_verificacao', 'aprovada'].includes(tranche.situacao) && tranche.prazo !== null && tranche.prazo < saoPauloDayKey(Date.now())));
    if (!late) throw new Error('the seed has no late tranche');
    await showRow(page, late.proposta_id);
    await row(page, late.proposta_id).getByTestId('funding-next').getByTestId('tranche-late').waitFor();
    // The proposal's cashback beside its tranches, from its cycle.
    const cycle = await page.evaluate((id) => window.__solarcredMemory?.snapshot.docs['cashback_ciclos']?.[id], waiting.proposta_id) as unknown as { valor_centavos: number } | undefined;
    if (!cycle) throw new Error('the seed has no cashback for the waiting proposal');
    await expect.poll(() => row(page, waiting.proposta_id).getByTestId('funding-cashback').innerText()).toContain(formatBRL(cycle.valor_centavos));
    await screenshot(page, 'funding-finance-titular');
  });

  it("the month's statement downloads as XLSX: 'Repasses' entry by entry and 'Cashback', each total line adding up", async () => {
    const page = await pages.open();
    await openFinance(page, 'Integrador aprovado');
    const month = saoPauloDayKey(Date.now()).slice(0, 7);
    const expected = await page.evaluate(([id, month]) => {
      const inMonth = (entry: Record<string, unknown>) => entry['integrador_id'] === id
        && new Date(Number(entry['registrado_em']) - 3 * 3_600_000).toISOString().slice(0, 7) === month;
      const funding = Object.values(window.__solarcredMemory?.snapshot.docs['repasse_lancamentos'] ?? {}).filter(inMonth);
      const cashback = Object.values(window.__solarcredMemory?.snapshot.docs['cashback_lancamentos'] ?? {}).filter(inMonth);
      const paid = funding.filter((entry) => entry['tipo'] === 'paga').reduce((sum, entry) => sum + Number(entry['valor_centavos']), 0);
      return { funding: funding.length, cashback: cashback.length, paid };
    }, [company, month] as const);
    expect(expected.funding).toBeGreaterThan(0);
    expect(expected.cashback).toBeGreaterThan(0);
    expect(await page.getByLabel('Mês', { exact: true }).inputValue()).toBe(month);

    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar XLSX' }).click()]);
    expect(xlsx.suggestedFilename()).toBe(`repasses-${month}.xlsx`);
    const file = readFileSync(await xlsx.path());
    const repasses = await readSheet(file, 'Repasses');
    expect(repasses[0]).toEqual([...fundingStatementHeader]);
    const rows = repasses.slice(1, -1);
    expect(rows).toHaveLength(expected.funding);
    expect(rows[0]?.[0]).toBeInstanceOf(Date);
    const column = (title: string) => fundingStatementHeader.indexOf(title as (typeof fundingStatementHeader)[number]);
    const cents = (cells: unknown[][], index: number) => Math.round(cells.reduce((sum, cells) => sum + Number(cells[index] ?? 0), 0) * 100);
    const last = repasses.at(-1) ?? [];
    expect(last[0]).toBe('Total');
    expect(cents(rows, column('Pago (R$)'))).toBe(expected.paid);
    expect(Math.round(Number(last[column('Pago (R$)')]) * 100)).toBe(expected.paid);
    expect(Math.round(Number(last[column('A recuperar (R$)')]) * 100)).toBe(cents(rows, column('A recuperar (R$)')));
    // Every row names its proposal and client (also those approved before the month).
    expect(rows.filter((cells) => !cells[column('Cliente')] || !String(cells[column('Proposta')]).startsWith('#'))).toEqual([]);

    const cashback = await readSheet(file, 'Cashback');
    expect(cashback[0]).toEqual([...statementEntryHeader]);
    const cashbackRows = cashback.slice(1, -1);
    expect(cashbackRows).toHaveLength(expected.cashback);
    const cashbackTotal = cashback.at(-1) ?? [];
    expect(cashbackTotal[0]).toBe('Total');
    for (const title of ['Previsto (R$)', 'A pagar (R$)', 'Pago (R$)']) {
      const index = statementEntryHeader.indexOf(title as (typeof statementEntryHeader)[number]);
      expect(Math.round(Number(cashbackTotal[index] ?? 0) * 100), title).toBe(cents(cashbackRows, index));
    }

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const lines = readFileSync(await csv.path(), 'utf8').split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${fundingStatementHeader.join(';')}`);
    expect(lines.filter(Boolean)).toHaveLength(expected.funding + 2);
  });

  it('a vendedor sees its proposals’ tranche states and no amount', async () => {
    const page = await pages.open();
    // No 'Repasses atrasados' on a vendedor's dashboard: the money is the titular's and the gestor's.
    await signInAsDemo(page, 'Vendedor da equipe', '/integrator/dashboard');
    await page.getByText('Propostas Enviadas').waitFor();
    expect(await page.getByTestId('late-fundings').count()).toBe(0);
    await page.getByRole('navigation').getByRole('link', { name: 'Financeiro' }).first().click();
    await page.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
    await page.getByTestId('funding-tranche').first().waitFor();
    const own = await page.evaluate(() => Object.values(window.__solarcredMemory?.snapshot.docs['propostas'] ?? {})
      .filter((proposal) => proposal['criado_por'] === 'equipe-vendedor' && proposal['repasse']).map((proposal) => String(proposal['id'])));
    const shown = await page.getByTestId('funding-row').evaluateAll((rows) => rows.map((item) => (item as HTMLElement).dataset['id'] ?? ''));
    expect(shown.length).toBeGreaterThan(0);
    expect(own).toEqual(expect.arrayContaining(shown));
    expect(await page.getByTestId('funding-total-pago').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toContain('R$');
    await screenshot(page, 'funding-finance-vendedor');
  });

  it('a refused tranche is answered with new evidence and is in verification again', async () => {
    const page = await pages.open();
    await openFinance(page, 'Integrador aprovado');
    const refused = (await fundingsOf(page)).find((funding) => funding.parcelas.find((tranche) => tranche.parcela === funding.proxima)?.situacao === 'recusada');
    if (!refused) throw new Error('the seed has no refused tranche');
    await showRow(page, refused.proposta_id);
    const next = row(page, refused.proposta_id).getByTestId('funding-next');
    await next.getByRole('button', { name: 'Enviar nova evidência' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Enviar para verificação' }).click();
    await dialog.getByText('Envie ao menos 1 arquivo.').waitFor();
    await dialog.locator('input[type="file"]').setInputFiles(pdf('nota-fiscal-corrigida.pdf'));
    await dialog.getByRole('button', { name: 'Enviar para verificação' }).click();
    await expectToast(page, 'Evidência enviada: a parcela está em verificação');
    await expect.poll(() => next.getByTestId('tranche-situation').getAttribute('data-situacao')).toBe('em_verificacao');
    expect(await next.getByTestId('funding-blocker').innerText()).toBe('Em verificação pela SolarCred');
    // The ledger holds the answer with the file under the milestone's evidence name.
    const answer = await page.evaluate((id) => Object.values(window.__solarcredMemory?.snapshot.docs['repasse_lancamentos'] ?? {})
      .filter((entry) => entry['proposta_id'] === id && entry['tipo'] === 'reenviada').map((entry) => (entry['arquivos'] as { path: string }[]).map((file) => file.path)), refused.proposta_id);
    const marco = refused.parcelas.find((tranche) => tranche.parcela === refused.proxima)?.marco ?? '';
    expect(answer.flat().some((path) => path.includes(`/marco-${marco}-1_`))).toBe(true);
  });
});
