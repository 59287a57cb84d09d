/**
 * The admin's side of funding by milestone (issue 48) on the memory backend: the plan editor on
 * 'Taxas e Linhas' (a sum other than 100 % refused at the field, a save as a new version, a change
 * saved meanwhile refused and said), the 'Repasses' queue (a seeded tranche on its tab, the tab's
 * count from the counters, the late mark, the dashboard's late count linking to the late queue),
 * the check (opening a released tranche starts it, the evidence beside the decision, 'Aceitar';
 * 'Recusar' needs a reason) and the payout batch (the destination and its PIX code, the reference
 * checked at its field, a payout to a company without a destination refused naming the proposal,
 * nothing written; with one, the tranche is 'paga').
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fundingText } from '../../domain/src/funding/funding-text';
import { expectToast, memoryReady, signInAsDemo } from './support/app';
import { screenshot, usePages } from './support/browser';

const pages = usePages();
const pixId = 'E00000000202611261030ABCDEFGHIJK';

interface SeededTranche {
  id: string;
  proposta_id: string;
  integrador_id: string;
  parcela: number;
  situacao: string;
  prazo: string | null;
  motivo_recusa: string | null;
}

/** repasse_parcelas as the demo's store holds them. */
const storedTranches = (page: Page): Promise<SeededTranche[]> =>
  page.evaluate(() => Object.values(window.__solarcredMemory?.snapshot.docs['repasse_parcelas'] ?? {}) as unknown as SeededTranche[]);
const storedTranche = async (page: Page, id: string) => (await storedTranches(page)).find((tranche) => tranche.id === id);
const saoPauloToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

/** The first row of a situation's tab, and its stored tranche. */
async function firstRow(page: Page, situacao: string) {
  const row = page.locator(`[data-testid="funding-tranche"][data-situacao="${situacao}"]`).first();
  const id = (await row.getAttribute('data-id')) ?? '';
  const tranche = await storedTranche(page, id);
  if (!tranche) throw new Error(`no stored tranche for the row ${id}`);
  return { row, tranche };
}

/** dados_pagamento/{company}: a PIX key (CPF) and an account, as 'Meu Perfil' saves them. */
const giveDestination = (page: Page, companyId: string) =>
  page.evaluate((id) => window.__solarcredMemory?.update((state) => {
    (state.docs['dados_pagamento'] ??= {})[id] = {
      id, pix: { tipo: 'cpf', chave: '52998224725' }, conta_bancaria: { banco: '341', agencia: '0001', conta: '12345', digito: '6', tipo: 'corrente' },
      atualizado_em: Date.now(), alterado_com_pagamento_pendente: false,
    };
  }), companyId);

describe('funding (admin)', () => {
  it('plan: a sum other than 100% is refused at the field, a valid plan saved as version 1, a change saved meanwhile refused', async () => {
    const page = await pages.open();
    await signInAsDemo(page, 'Administrador', '/admin/rates');
    await memoryReady(page);
    const plan = page.locator('[data-testid="funding-plan"][data-line="financiamento_solar_tradicional"]');
    await expect.poll(() => plan.getByTestId('funding-plan-version').innerText()).toBe('Plano padrão (nunca alterado)');
    expect(await plan.getByTestId('funding-plan-sum').innerText()).toBe('Soma: 100%');
    await plan.getByLabel('% da parcela 1').fill('35');
    expect(await plan.getByTestId('funding-plan-sum').innerText()).toBe('Soma: 105%');
    await plan.getByRole('button', { name: 'Salvar plano' }).click();
    await plan.getByText(fundingText.planSum, { exact: true }).waitFor();
    const stored = () => page.evaluate(() => window.__solarcredMemory?.snapshot.docs['repasse_planos']?.['financiamento_solar_tradicional'] ?? null);
    expect(await stored()).toBeNull();

    // 35 + 40 + 25.
    await plan.getByLabel('% da parcela 3').fill('25');
    expect(await plan.getByTestId('funding-plan-sum').innerText()).toBe('Soma: 100%');
    await plan.getByRole('button', { name: 'Salvar plano' }).click();
    await expectToast(page, 'Plano de repasse salvo');
    await expect.poll(() => plan.getByTestId('funding-plan-version').innerText()).toMatch(/^Versão 1 · alterada em/);
    expect(await stored()).toMatchObject({ versao: 1, parcelas: [{ marco: 'contrato_assinado', percentual_bps: 3500 }, { marco: 'equipamento_comprado', percentual_bps: 4000 }, { marco: 'sistema_conectado', percentual_bps: 2500 }] });
    await plan.getByRole('button', { name: 'Versão anterior' }).click();
    expect(await plan.getByTestId('funding-plan-previous').innerText()).toBe('Nenhuma versão anterior.');

    // Another admin saves version 2 while this one edits: said at once, and the save is refused.
    await plan.getByLabel('% da parcela 1').fill('30');
    await page.evaluate(() => window.__solarcredMemory?.update((state) => {
      const current = state.docs['repasse_planos']?.['financiamento_solar_tradicional'];
      if (!current) throw new Error('no stored plan');
      (state.docs['repasse_planos'] ??= {})['financiamento_solar_tradicional'] = { ...current, versao: 2, updated_at: Date.now() };
    }));
    await plan.getByText('Este plano foi alterado por outra pessoa enquanto você editava.', { exact: false }).waitFor();
    await plan.getByLabel('% da parcela 3').fill('30');
    await plan.getByRole('button', { name: 'Salvar plano' }).click();
    await plan.getByTestId('funding-plan-refusal').getByText(fundingText.planStale).waitFor();
    expect(await stored()).toMatchObject({ versao: 2 });
    await screenshot(page, 'funding-admin-plan');
  });

  it('queue: a seeded tranche on its tab with the counters’ count and the late mark; the dashboard’s late count opens the late queue', async () => {
    const page = await pages.open();
    await signInAsDemo(page, 'Administrador', '/admin/dashboard');
    await memoryReady(page);
    const today = saoPauloToday();
    const seeded = await storedTranches(page);
    const clocked = seeded.filter((tranche) => ['liberada', 'em_verificacao', 'aprovada'].includes(tranche.situacao));
    const late = clocked.filter((tranche) => tranche.prazo !== null && tranche.prazo < today);
    expect(late.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('late-fundings-count').innerText()).toBe(String(late.length));
    await page.getByRole('link', { name: 'Ver repasses' }).click();
    await page.getByRole('heading', { name: 'Repasses', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('atrasadas')).toBe('1');
    expect(await page.getByRole('checkbox', { name: 'Somente atrasadas' }).or(page.getByRole('switch', { name: 'Somente atrasadas' })).isChecked()).toBe(true);

    // The late released tranche is listed, marked late, under the tab whose count is the stored one.
    const released = seeded.filter((tranche) => tranche.situacao === 'liberada');
    const lateReleased = late.find((tranche) => tranche.situacao === 'liberada');
    if (!lateReleased) throw new Error('the seed has no late released tranche');
    const row = page.locator(`[data-testid="funding-tranche"][data-id="${lateReleased.id}"]`);
    await row.getByTestId('tranche-late').waitFor();
    expect(await page.getByTestId('funding-tab-liberada').getByTestId('funding-tab-count').innerText()).toBe(String(released.length));
    // Only late ones while the switch is on.
    expect(await page.locator('[data-testid="funding-tranche"][data-late="false"]').count()).toBe(0);
    await page.getByText('Somente atrasadas', { exact: true }).click();
    await expect.poll(() => page.getByTestId('funding-tranche').count()).toBe(released.length);
    await screenshot(page, 'funding-admin-queue');

    // More than a window: 20 shown, the earliest prazo first; 'Carregar mais' shows the rest.
    const extra = 25;
    await page.evaluate(([template, extra]) => window.__solarcredMemory?.update((state) => {
      const stored = state.docs['repasse_parcelas'] ?? {};
      const base = stored[template];
      if (!base) throw new Error('no template tranche');
      for (let n = 0; n < extra; n += 1) {
        const id = `lote-${String(n).padStart(2, '0')}`;
        stored[`${id}_1`] = { ...base, id: `${id}_1`, proposta_id: id, prazo: `2099-01-${String(extra - n).padStart(2, '0')}` };
      }
    }), [lateReleased.id, extra] as const);
    const rows = page.getByTestId('funding-tranche');
    await expect.poll(() => rows.count()).toBe(20);
    const idsShown = () => rows.evaluateAll((shown) => shown.map((row) => row.getAttribute('data-id') ?? ''));
    expect((await idsShown())[0]).toBe(lateReleased.id);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect.poll(() => rows.count()).toBe(released.length + extra);
    // The injected ones by their prazo: lote-24 is due first (2099-01-01), lote-00 last.
    const lots = (await idsShown()).filter((id) => id.startsWith('lote-'));
    expect(lots).toEqual(Array.from({ length: extra }, (_, n) => `lote-${String(extra - 1 - n).padStart(2, '0')}_1`));
    expect(await page.getByRole('button', { name: 'Carregar mais' }).count()).toBe(0);
  });

  it('verify → accept → pay: the check starts on opening, the evidence beside the decision, the batch with the PIX code makes the tranche paid', async () => {
    const page = await pages.open();
    await signInAsDemo(page, 'Administrador', '/admin/repasses');
    await memoryReady(page);
    const { row, tranche } = await firstRow(page, 'liberada');
    await row.getByRole('button', { name: /^Verificar/ }).click();
    const dialog = page.getByRole('dialog');
    // Opened: 'em verificação' (startVerification), the milestone's file openable beside the decision.
    await expect.poll(async () => (await storedTranche(page, tranche.id))?.situacao).toBe('em_verificacao');
    const evidence = dialog.getByTestId('tranche-evidence');
    await evidence.getByRole('button', { name: /^Abrir / }).first().waitFor();
    await screenshot(page, 'funding-admin-verify');
    await dialog.getByRole('button', { name: 'Aceitar' }).click();
    await expectToast(page, 'Evidência aceita: parcela aprovada para pagamento');
    await expect.poll(async () => (await storedTranche(page, tranche.id))?.situacao).toBe('aprovada');

    await giveDestination(page, tranche.integrador_id);
    await page.getByTestId('funding-tab-aprovada').click();
    const approved = page.locator(`[data-testid="funding-tranche"][data-id="${tranche.id}"]`);
    await approved.getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: 'Registrar pagamento (1)' }).click();
    const pay = page.getByRole('dialog');
    const payout = pay.locator(`[data-testid="payout-row"][data-id="${tranche.id}"]`);
    await payout.getByTestId('payout-destination').getByText('PIX (CPF): 52998224725').waitFor();
    expect(await payout.getByTestId('pix-payload').inputValue()).toMatch(/^000201.*52998224725.*6304[0-9A-F]{4}$/);
    // A malformed PIX id: refused at its field by the callable's schema, nothing sent.
    await payout.getByLabel(/^Referência/).fill('E123');
    await pay.getByRole('button', { name: 'Registrar pagamentos' }).click();
    await payout.getByText(fundingText.endToEndInvalid, { exact: true }).waitFor();
    expect(await payout.getByLabel(/^Referência/).getAttribute('aria-invalid')).toBe('true');
    expect((await storedTranche(page, tranche.id))?.situacao).toBe('aprovada');
    await payout.getByLabel(/^Referência/).fill(pixId);
    await screenshot(page, 'funding-admin-pay');
    await pay.getByRole('button', { name: 'Registrar pagamentos' }).click();
    await expectToast(page, 'Pagamentos registrados');
    await approved.waitFor({ state: 'detached' });
    await expect.poll(async () => (await storedTranche(page, tranche.id))?.situacao).toBe('paga');
  });

  it('a refusal needs a reason (said at the field, nothing written); with one the tranche is refused', async () => {
    const page = await pages.open('mobile');
    await signInAsDemo(page, 'Administrador', '/admin/repasses?situacao=em_verificacao');
    await memoryReady(page);
    const { row, tranche } = await firstRow(page, 'em_verificacao');
    await row.getByRole('button', { name: /^Verificar/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Recusar' }).click();
    await dialog.getByRole('button', { name: 'Confirmar recusa' }).click();
    await dialog.getByText(fundingText.refusalReasonRequired, { exact: true }).waitFor();
    expect(await dialog.getByLabel(/^Motivo da recusa/).getAttribute('aria-invalid')).toBe('true');
    expect((await storedTranche(page, tranche.id))?.situacao).toBe('em_verificacao');
    await screenshot(page, 'funding-admin-refuse-mobile');
    await dialog.getByLabel(/^Motivo da recusa/).fill('A nota fiscal não mostra a chave de acesso.');
    await dialog.getByRole('button', { name: 'Confirmar recusa' }).click();
    await expectToast(page, 'Evidência recusada: o integrador vê o motivo em Financeiro');
    await expect.poll(async () => (await storedTranche(page, tranche.id))?.situacao).toBe('recusada');
    expect((await storedTranche(page, tranche.id))?.motivo_recusa).toBe('A nota fiscal não mostra a chave de acesso.');
  });

  it('settings: the clock’s business days checked against 1–20 and saved in config/repasses; the late fundings digest switch saved on the profile', async () => {
    const page = await pages.open();
    await signInAsDemo(page, 'Administrador', '/admin/settings');
    await memoryReady(page);
    const form = page.getByTestId('funding-settings-form');
    const days = form.getByLabel('Prazo para pagar uma parcela liberada');
    await expect.poll(() => days.inputValue()).toBe('2');
    const stored = () => page.evaluate(() => window.__solarcredMemory?.snapshot.docs['config']?.['repasses']?.['prazo_dias_uteis'] ?? null);
    const before = await stored();
    await days.fill('21');
    await form.getByRole('button', { name: 'Salvar prazo' }).click();
    await form.getByText(fundingText.settingsRange(1, 20), { exact: true }).waitFor();
    expect(await stored()).toBe(before);
    await days.fill('5');
    await form.getByRole('button', { name: 'Salvar prazo' }).click();
    await expectToast(page, 'Prazo dos repasses salvo');
    await expect.poll(stored).toBe(5);

    const digest = page.getByRole('checkbox', { name: 'Resumo diário de repasses atrasados' }).or(page.getByRole('switch', { name: 'Resumo diário de repasses atrasados' }));
    expect(await digest.isChecked()).toBe(true);
    await page.getByText('Resumo diário de repasses atrasados', { exact: true }).click();
    const prefs = () => page.evaluate(() => (window.__solarcredMemory?.snapshot.docs['profiles']?.['admin-demo']?.['notificacoes'] ?? null) as Record<string, boolean> | null);
    await expect.poll(async () => (await prefs())?.['repasses_atrasados']).toBe(false);
    expect((await prefs())?.['instalacoes_atrasadas']).toBe(true);
  });

  it('a payout to a company without a destination is refused naming the proposal, and nothing is paid', async () => {
    const page = await pages.open();
    await signInAsDemo(page, 'Administrador', '/admin/repasses?situacao=aprovada');
    await memoryReady(page);
    const { row, tranche } = await firstRow(page, 'aprovada');
    const destinations = await page.evaluate(() => Object.keys(window.__solarcredMemory?.snapshot.docs['dados_pagamento'] ?? {}));
    expect(destinations).not.toContain(tranche.integrador_id);
    await row.getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: 'Registrar pagamento (1)' }).click();
    const pay = page.getByRole('dialog');
    await pay.getByTestId('payout-no-destination').waitFor();
    await pay.getByLabel(/^Referência/).fill(pixId);
    await pay.getByRole('button', { name: 'Registrar pagamentos' }).click();
    const refusal = pay.getByTestId('payout-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/Proposta #\w+ \(parcela \d\): .+ não cadastrou os dados para pagamento\./);
    await expectToast(page, 'Nenhum pagamento foi registrado');
    expect((await storedTranche(page, tranche.id))?.situacao).toBe('aprovada');
  });
});
