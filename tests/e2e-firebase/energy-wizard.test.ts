/**
 * Issue 49's wizard on the Firebase adapter (emulators, the hosting headers deployed): a generated
 * bill PDF picked on step 2 is read in the browser (the reader's lazy chunk and PDF.js under the
 * production CSP), fills the fields with 'lido da conta', 'Usar sugestão' sizes the system with
 * the settings Firestore holds, and step 3 shows the savings beside every line. No Storage emulator
 * runs here, so the attachments cannot be uploaded: the proposal is created through the callable
 * with what the page holds ('Salvar Rascunho' keeps it, files aside) and the attachments as paths
 * in the proposal's folder, plus a forged `energia`; the stored proposal has the page's conta_luz
 * and the analysis the callable computed with publico/energia — the figure step 3 showed — which
 * the admin's review then shows with its ratio and risk flag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storageKeys } from '@solarcred/domain/constants';
import { energyText } from '@solarcred/domain/energy/energy-text';
import type { BillFacts, EnergyAnalysis } from '@solarcred/domain/energy/types';
import { budgets } from '../budgets';
import { authEmulator, hasAuth, hasFirestore, hasStorage } from '../emulator-env';
import { callFunction, resultOf } from '../functions/callables';
import { db } from '../functions/firestore-admin';
import { makeBillPdf, sampleBill } from '../fixtures/bills/make-bill';
import { createTestFiles, type TestFiles } from '../e2e/fixtures/files';
import { fillClient, nextTo, openProposalWizard } from '../e2e/fixtures/proposal-wizard';
import { answerCep, field } from '../e2e/fixtures/wizard';
import { expectToast } from '../e2e/support/app';
import { screenshot } from '../e2e/support/browser';
import { peoplePerTest } from './support/people';

let files: TestFiles;
let dir: string;
let billPath: string;
beforeAll(async () => {
  files = createTestFiles();
  dir = mkdtempSync(join(tmpdir(), 'energy-wizard-firebase-'));
  billPath = join(dir, 'conta-cpfl.pdf');
  writeFileSync(billPath, await makeBillPdf('cpfl_paulista'));
});
afterAll(() => {
  files.remove();
  rmSync(dir, { recursive: true, force: true });
});

/** The demo integrator's uid and a fresh ID token (the Auth emulator's REST sign-in, the demo password). */
async function demoIntegrator(): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(`http://${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'integrador@solarcred.demo', password: 'demo123', returnSecureToken: true }),
  });
  const answer = (await response.json()) as { localId?: string; idToken?: string };
  if (!answer.localId || !answer.idToken) throw new Error(`sign-in failed: ${response.status}`);
  return { uid: answer.localId, idToken: answer.idToken };
}

const newId = () => Array.from({ length: 20 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'[Math.floor(Math.random() * 56)]).join('');

describe.skipIf(!hasAuth || !hasFirestore || hasStorage)('the energy bill in the wizard, on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it('a picked bill fills the fields, sizes the system and puts the savings beside every line; the callable stores conta_luz and its own energia', async () => {
    const sample = sampleBill('cpfl_paulista');
    const page = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
    await openProposalWizard(page);
    await fillClient(page, files);
    await nextTo(page, 'Dados do Projeto');
    await answerCep(page, 'abort');

    await field(page, 'Fatura de Energia').setInputFiles(billPath);
    await page.getByTestId('bill-read-status').getByText(energyText.billReadDone).waitFor({ timeout: budgets.pageMs });
    const titular = page.getByTestId('bill-fields').locator('input[name="contaLuz.titular"]');
    expect(await titular.inputValue()).toBe(sample.titular);
    expect(await page.getByTestId('bill-fields').getByTestId('read-from-bill').count()).toBeGreaterThanOrEqual(8);
    expect(await field(page, 'Cidade').inputValue()).toBe(sample.cidade);

    const panel = page.getByTestId('sizing-panel');
    await panel.getByRole('button', { name: energyText.useSuggestion }).click();
    const suggested = (await panel.getByTestId('sizing-kwp').innerText()).replace(/\s*kWp$/, '');
    expect(await field(page, 'Potência (kWp)').inputValue()).toBe(suggested);
    await field(page, 'Marca do Microinversor').fill('Hoymiles');
    await field(page, 'Marca dos Módulos').fill('Canadian Solar');
    await field(page, 'Valor do Kit Fotovoltaico').fill('21000');
    await field(page, 'Valor do Sistema').fill('R$ 32.500,00');
    await field(page, 'Distribuidor Escolhido').fill('Aldo Solar');

    await nextTo(page, 'Dados do Crédito');
    await field(page, 'Linha de Crédito').selectOption('financiamento_solar_tradicional');
    await field(page, 'Quantidade de Parcelas').selectOption('60');
    const lines = page.getByTestId('wizard-simulation');
    await lines.first().waitFor();
    expect(await page.getByTestId('wizard-simulation-energy').count()).toBe(await lines.count());
    const chosen = page.locator('[data-testid="wizard-simulation"][data-line="financiamento_solar_tradicional"]');
    const shownSavings = await chosen.getByTestId('wizard-simulation-energy-savings').innerText();
    await screenshot(page, 'energy-wizard-firebase-step3');

    // What the page holds, files aside ('Salvar Rascunho').
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
    await expectToast(page, 'Rascunho salvo!');
    const draft = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { values: Record<string, Record<string, unknown>> } | null, storageKeys.proposalDraft);
    if (!draft) throw new Error('the wizard kept no draft');
    const contaLuz = draft.values['projectData']?.['contaLuz'] as BillFacts;
    expect(contaLuz.lidos).toContain('titular');

    const { uid, idToken } = await demoIntegrator();
    const id = newId();
    const folder = `propostas-anexos/${uid}/${id}`;
    const forged = { economia_media_centavos: 99_999_999, razao: 0.01, acima_da_margem: false };
    const proposta = {
      clientData: { ...draft.values['clientData'], anexoRgCpf: `${folder}/anexo_rg_cpf_1773150000000.pdf` },
      projectData: { ...draft.values['projectData'], anexoFaturaEnergia: `${folder}/anexo_fatura_energia_1773150000000.pdf`, energia: forged },
      creditData: draft.values['creditData'],
      bankingData: { tipoConta: 'corrente', banco: '341', agencia: '1234', numeroConta: '56789-0', anexoHolerite: `${folder}/anexo_holerite_1773150000000.pdf` },
    };
    expect(resultOf(await callFunction('createProposal', { id, proposta, energia: forged }, idToken))).toEqual({ id });

    const stored = (await db().doc(`propostas/${id}`).get()).data() ?? {};
    expect(stored['conta_luz']).toEqual(contaLuz);
    const energia = stored['energia'] as EnergyAnalysis;
    const settings = (await db().doc('publico/energia').get()).data();
    expect(energia.tarifas_versao).toBe(settings?.['versao'] ?? 0);
    expect(energia.parcela_centavos).toBe((stored['simulacao'] as { parcela_centavos: number }).parcela_centavos);
    expect(energyText.perMonth(energia.economia_media_centavos)).toBe(shownSavings);
    expect(energyText.kwp(energia.kwp_usado)).toBe(`${suggested} kWp`);

    // The admin's review reads the stored analysis: savings beside the installment, the ratio and the risk flag.
    const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
    await admin.goto(`/admin/proposals?proposta=${id}`);
    const section = admin.getByRole('dialog').getByTestId('energy-section');
    await section.waitFor({ timeout: budgets.pageMs });
    expect(await section.getByTestId('energy-savings-value').innerText()).toContain(energyText.perMonth(energia.economia_media_centavos));
    expect(await section.getByTestId('energy-installment-value').innerText()).toContain(energyText.perMonth(energia.parcela_centavos));
    expect(await section.getByTestId('energy-ratio').innerText()).toBe(energyText.ratio(energia.razao));
    expect(await section.getByTestId('energy-risk-flag').count()).toBe(energia.acima_da_margem ? 1 : 0);
  });
});
