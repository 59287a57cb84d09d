import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePicker, profileWizard, statusScreen } from '@solarcred/domain/messages';
import { companyRequiredFields } from '@solarcred/domain/schemas/profile-wizard';
import { expectPath, expectToast, signInAsDemo } from './support/app';
import { usePages, type ViewportChoice } from './support/browser';
import { createTestFiles, type TestFiles } from './fixtures/files';
import {
  address,
  answerCep,
  attachDocuments,
  completeSteps1to3,
  field,
  fillCompany,
  fillOwner,
  finishButton,
  giveConsent,
  nextExpecting,
  nextTo,
  pageShot,
  stepHeading,
} from './fixtures/wizard';

const pages = usePages();
let page: Page;
let files: TestFiles;

beforeAll(() => {
  files = createTestFiles();
});
afterAll(() => {
  files.remove();
});

/** A fresh browser signed in as the new account (pendente_cadastro), on the wizard. */
async function openWizard(viewport: ViewportChoice = 'desktop'): Promise<void> {
  page = await pages.open(viewport);
  await signInAsDemo(page, 'Cadastro a completar');
  await expectPath(page, '/complete-profile');
  await page.getByRole('heading', { level: 1, name: 'Cadastro de Parceiro' }).waitFor();
}

/** The signed-in integrator's stored record and projects, read from the memory backend. */
async function storedRecord(): Promise<{ status: string; updated_at: number; cnpj: string; documentos: string[]; projetos: { potencia_kwp: number; fotos: unknown[] }[] }> {
  return page.evaluate(() => {
    const state = window.__solarcredMemory?.snapshot;
    const uid = state?.currentUid ?? '';
    const record: Record<string, unknown> = state?.docs['integradores']?.[uid] ?? {};
    const projetos = Object.values(state?.docs[`integradores/${uid}/projetos`] ?? {});
    return {
      status: String(record['status']),
      updated_at: Number(record['updated_at']),
      cnpj: String(record['cnpj']),
      documentos: Object.keys((record['documentos'] as object | undefined) ?? {}).sort(),
      projetos: projetos.map((p) => ({ potencia_kwp: Number(p['potencia_kwp']), fotos: (p['fotos'] as unknown[]) ?? [] })),
    };
  });
}

describe('profile wizard: validation of steps 1 to 3', () => {
  it('shows every step message, field errors, and keeps values when going back', async () => {
    await openWizard();
    expect(await page.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);
    await pageShot(page, 'onboarding-step1-empty-desktop');

    const allLabels = companyRequiredFields.map((f) => f.label);
    await nextExpecting(page, profileWizard.missingCompanyFields(allLabels));
    expect(await page.getByText('Este campo é obrigatório').count()).toBe(allLabels.length);
    await pageShot(page, 'onboarding-step1-errors-desktop');
    await field(page, 'Razão Social').fill('Sol Brilhante Energia Ltda');
    await nextExpecting(page, profileWizard.missingCompanyFields(allLabels.slice(1)));

    await answerCep(page, address);
    await fillCompany(page);
    await field(page, 'CNPJ').fill('11111111111111');
    await nextExpecting(page, 'CNPJ inválido');
    await field(page, 'CNPJ').fill('12.abc.345/01de-35');
    expect(await field(page, 'CNPJ').inputValue()).toBe('12.ABC.345/01DE-35');
    await field(page, 'CEP').fill('0131');
    await nextExpecting(page, 'CEP deve ter 8 dígitos');
    await field(page, 'CEP').fill('01310100');
    await field(page, 'Telefone').fill('1198765');
    await nextExpecting(page, 'Telefone deve ter 10 ou 11 dígitos');
    await field(page, 'Telefone').fill('1133334444');
    expect(await field(page, 'Telefone').inputValue()).toBe('(11) 3333-4444');
    await nextTo(page, 'Dados do Titular');

    const email = field(page, 'E-mail do titular');
    expect(await email.inputValue()).toBe('novo@solarcred.demo');
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await nextExpecting(page, profileWizard.fillField('Nome do titular'));
    await field(page, 'Nome do titular').fill('Mariana Souza Lima');
    await nextExpecting(page, profileWizard.fillField('CPF do titular'));
    await field(page, 'CPF do titular').fill('11111111111');
    await nextExpecting(page, profileWizard.ownerCpfInvalid);
    await field(page, 'CPF do titular').fill('52998224725');
    expect(await field(page, 'CPF do titular').inputValue()).toBe('529.982.247-25');
    await nextExpecting(page, profileWizard.fillField('Telefone do titular'));
    await field(page, 'Telefone do titular').fill('119123');
    await nextExpecting(page, 'Telefone deve ter 10 ou 11 dígitos');
    await fillOwner(page);
    await nextTo(page, 'Documentos');

    const messages = Object.values(profileWizard.documentRequired);
    await nextExpecting(page, messages[0] ?? '');
    await field(page, 'Contrato Social').setInputFiles(files.big('grande.pdf'));
    await expectToast(page, filePicker.tooLarge('grande.pdf'));
    await field(page, 'Contrato Social').setInputFiles(files.text('notas.txt'));
    await expectToast(page, filePicker.unsupported('notas.txt'));
    await attachDocuments(page, files, ['Comprovante de Endereço', 'RG dos Sócios', 'CNH dos Sócios', 'Dados Bancários', 'Foto da Fachada']);
    await expectToast(page, filePicker.selected(1));
    await nextExpecting(page, messages[1] ?? '');
    await attachDocuments(page, files, ['Contrato Social', 'Comprovante de Endereço']);
    await nextExpecting(page, messages[1] ?? '');
    await page.getByRole('button', { name: 'Remover rg-socios.pdf' }).click();
    await attachDocuments(page, files, ['Contrato Social', 'RG dos Sócios', 'CNH dos Sócios', 'Dados Bancários', 'Foto da Fachada']);
    await nextExpecting(page, messages[2] ?? '');
    await pageShot(page, 'onboarding-step3-errors-desktop');
    await attachDocuments(page, files, ['Contrato Social', 'Comprovante de Endereço', 'CNH dos Sócios', 'Dados Bancários', 'Foto da Fachada']);
    await nextTo(page, 'Projetos de Engenharia');

    // The consent gates the submit button.
    expect(await finishButton(page).isDisabled()).toBe(true);
    await page.getByText(profileWizard.consentRequired).waitFor();
    await giveConsent(page);
    await page.getByText(/^Autorizo a SolarCred/).click();
    await expect.poll(() => finishButton(page).isDisabled()).toBe(true);

    // Going back keeps files and typed values.
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByRole('button', { name: 'Remover contrato-social.pdf' }).waitFor();
    await page.getByRole('button', { name: 'Anterior' }).click();
    expect(await field(page, 'CPF do titular').inputValue()).toBe('529.982.247-25');
    await page.getByRole('button', { name: 'Anterior' }).click();
    expect(await field(page, 'Razão Social').inputValue()).toBe('Sol Brilhante Energia Ltda');
    expect(await page.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);
  });
});

describe('file picker', () => {
  // The native file chooser opened by Space missed its event once in six full runs (2026-11-23):
  // one retry, disclosed in that day's closing note, until the cause is known.
  it('works from the keyboard (Tab, Space, the native dialog) and by dropping files', { retry: 1 }, async () => {
    await openWizard();
    await answerCep(page, address);
    await fillCompany(page);
    await nextTo(page, 'Dados do Titular');
    await fillOwner(page);
    await nextTo(page, 'Documentos');

    // The step title takes the focus; the next Tab reaches the first picker's input.
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('type'));
    expect(focused).toBe('file');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
    await chooser.setFiles(files.pdf('teclado.pdf'));
    await page.getByRole('button', { name: 'Remover teclado.pdf' }).waitFor();

    const zone = page.getByTestId('file-drop-zone').nth(5);
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['%PDF-1.4 solta'], 'solta.pdf', { type: 'application/pdf' }));
      return transfer;
    });
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await page.getByRole('button', { name: 'Remover solta.pdf' }).waitFor();
    await expectToast(page, filePicker.selected(1));

    // A single-file picker replaces its file; removing it empties the list.
    await field(page, 'Contrato Social').setInputFiles(files.pdf('outro.pdf'));
    await page.getByRole('button', { name: 'Remover outro.pdf' }).waitFor();
    expect(await page.getByRole('button', { name: 'Remover teclado.pdf' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Remover outro.pdf' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Remover outro/ }).count()).toBe(0);
  });
});

describe('profile wizard: CEP lookup', () => {
  it.each([
    ['found with complement', address, profileWizard.cepSuccess, address.complemento],
    ['found without complement', { ...address, complemento: '' }, profileWizard.cepComplementInfo, ''],
  ])('%s fills the address', async (_case, answer, message, complement) => {
    await openWizard();
    await answerCep(page, answer);
    await field(page, 'CEP').fill('01310100');
    await field(page, 'CEP').blur();
    await expectToast(page, message);
    expect(await field(page, 'Rua').inputValue()).toBe('Avenida Paulista');
    expect(await field(page, 'Bairro').inputValue()).toBe('Bela Vista');
    expect(await field(page, 'Cidade').inputValue()).toBe('São Paulo');
    expect(await field(page, 'Estado').inputValue()).toBe('SP');
    expect(await field(page, 'Complemento').inputValue()).toBe(complement);
    await field(page, 'Rua').fill('Avenida Paulista, bloco B');
    expect(await field(page, 'Rua').inputValue()).toBe('Avenida Paulista, bloco B');
  });

  it.each([
    ['not found', { erro: true } as object, profileWizard.cepNotFound],
    ['network failure', 'abort' as const, profileWizard.cepFailure],
  ])('%s is told and the address is typed by hand', async (_case, answer, message) => {
    await openWizard();
    await answerCep(page, answer);
    await field(page, 'CEP').fill('99999999');
    await field(page, 'CEP').blur();
    await expectToast(page, message);
    expect(await field(page, 'Rua').inputValue()).toBe('');
    await field(page, 'Rua').fill('Rua Digitada');
    await field(page, 'Estado').selectOption('PR');
    expect(await field(page, 'Rua').inputValue()).toBe('Rua Digitada');
  });
});

describe('profile wizard: submission', () => {
  it('the whole journey with real files: uploads with progress, projects, success and /awaiting-approval', async () => {
    await openWizard();
    await completeSteps1to3(page, files);
    const project = page.getByRole('group', { name: 'Projeto 1' });
    await field(project, 'Nome do cliente').fill('Padaria Pão Dourado');
    await field(project, 'Potência (kWp)').fill('8,5');
    await field(project, 'ART').setInputFiles(files.pdf('art-padaria.pdf'));
    await field(project, 'Memorial descritivo').setInputFiles(files.pdf('memorial-padaria.pdf'));
    await field(project, 'Fotos da obra (até 3)').setInputFiles(['a', 'b', 'c', 'd'].map((n) => files.png(`foto-${n}.png`)));
    await expectToast(page, filePicker.tooManyPhotos);
    await expectToast(page, filePicker.selected(3));
    expect(await project.getByRole('button', { name: /^Remover foto-/ }).count()).toBe(3);
    await field(page.getByRole('group', { name: 'Projeto 2' }), 'Nome do cliente').fill('Sem potência: não é salvo');
    await giveConsent(page);
    await pageShot(page, 'onboarding-step4-desktop');

    await finishButton(page).click();
    await page.getByRole('button', { name: profileWizard.submitting }).waitFor();
    await project.getByRole('progressbar', { name: 'Envio de art-padaria.pdf' }).waitFor();
    await expect.poll(async () => (await storedRecord()).status).toBe('pendente_aprovacao');
    // When the store saved it (the page's clock is this machine's), not when the poll noticed: a busy
    // machine polls late, and the redirect's wait looked shorter than it was (1,219 ms in one CI run).
    const savedAt = (await storedRecord()).updated_at;
    await expectToast(page, profileWizard.submitSuccess);
    await expectPath(page, '/awaiting-approval');
    expect(Date.now() - savedAt).toBeGreaterThan(1300);
    await page.getByRole('heading', { name: statusScreen.awaitingTitle }).waitFor();

    const record = await storedRecord();
    expect(record.status).toBe('pendente_aprovacao');
    expect(record.cnpj).toBe('12ABC34501DE35');
    expect(record.documentos).toEqual(['cnh_socios', 'comprovante_endereco', 'contrato_social', 'dados_bancarios', 'foto_fachada', 'rg_socios']);
    expect(record.projetos).toEqual([{ potencia_kwp: 8.5, fotos: expect.any(Array) }]);
    expect(record.projetos[0]?.fotos).toHaveLength(3);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('profile_wizard_draft:')))).toEqual([]);
  });

  it('a failed upload is told, the rest goes on, and the status screen lists the missing document', async () => {
    await openWizard();
    await completeSteps1to3(page, files);
    await page.evaluate(() => window.__solarcredMemory?.failNext('upload:rg-socios.pdf'));
    await giveConsent(page);
    await finishButton(page).click();
    await expectToast(page, profileWizard.uploadFailure('rg-socios.pdf'));
    await expectToast(page, profileWizard.submitSuccess);
    await expectPath(page, '/awaiting-approval');
    await page.getByRole('heading', { name: 'Cadastro incompleto' }).waitFor();
    expect(await page.getByTestId('missing-documents').innerText()).toContain('RG dos Sócios');
    await page.getByText('96% completo').waitFor();
    expect((await storedRecord()).status).toBe('pendente_documentacao');
  });

  it('a failed submission is told and can be retried', async () => {
    await openWizard();
    await completeSteps1to3(page, files);
    await page.evaluate(() => window.__solarcredMemory?.failNext('submitProfile'));
    await giveConsent(page);
    await finishButton(page).click();
    await expectToast(page, profileWizard.submitFailure('Serviço indisponível.'));
    await expect.poll(() => finishButton(page).innerText()).toBe('Finalizar Cadastro');
    expect(new URL(page.url()).pathname).toBe('/complete-profile');
    expect((await storedRecord()).status).toBe('pendente_cadastro');
    await finishButton(page).click();
    await expectToast(page, profileWizard.submitSuccess);
    await expectPath(page, '/awaiting-approval');
    expect((await storedRecord()).documentos).toHaveLength(6);
  });

  it('keeps a draft of what was typed across a reload', async () => {
    await openWizard();
    await field(page, 'Razão Social').fill('Rascunho Solar');
    await field(page, 'CNPJ').fill('12ABC34501DE35');
    await field(page, 'Tamanho da equipe').selectOption('21-50');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Cadastro de Parceiro' }).waitFor();
    expect(await field(page, 'Razão Social').inputValue()).toBe('Rascunho Solar');
    expect(await field(page, 'CNPJ').inputValue()).toBe('12.ABC.345/01DE-35');
    expect(await field(page, 'Tamanho da equipe').inputValue()).toBe('21-50');
  });

  it('a resubmission starts from the stored record and does not ask again for documents already sent', async () => {
    page = await pages.open();
    await signInAsDemo(page, 'Documentação pendente');
    await expectPath(page, '/awaiting-approval');
    await page.getByRole('link', { name: 'Completar Cadastro' }).click();
    await expectPath(page, '/complete-profile');
    expect(await field(page, 'Razão Social').inputValue()).toBe('Painel Forte Engenharia');
    expect(await field(page, 'CNPJ').inputValue()).toBe('30.648.938/0001-83');
    expect(await field(page, 'Telefone').inputValue()).toBe('(41) 3333-4444');
    await answerCep(page, { ...address, logradouro: 'Rua XV de Novembro', bairro: 'Centro', localidade: 'Curitiba', uf: 'PR' });
    await field(page, 'CEP').fill('80010000');
    await field(page, 'CEP').blur();
    await expect.poll(() => field(page, 'Cidade').inputValue()).toBe('Curitiba');
    await field(page, 'Número').fill('77');
    for (const [label, value] of [['Tamanho da equipe', '1-5'], ['Faturamento mensal', 'ate_50k'], ['Equipe de instalação própria', 'nao'],
      ['Como conheceu', 'google'], ['Média de projetos por mês', '1-5'], ['Problemas de crédito', 'nao']] as const) {
      await field(page, label).selectOption(value);
    }
    await nextTo(page, 'Dados do Titular');
    await fillOwner(page);
    await nextTo(page, 'Documentos');
    expect(await page.getByText('Já enviado', { exact: true }).count()).toBe(2);
    await pageShot(page, 'onboarding-resubmission-documents-desktop');
    await nextExpecting(page, profileWizard.documentRequired.rg_socios);
    await attachDocuments(page, files, ['Contrato Social', 'Comprovante de Endereço']);
    await nextTo(page, 'Projetos de Engenharia');
    await giveConsent(page);
    await finishButton(page).click();
    await expectToast(page, profileWizard.submitSuccess);
    await expectPath(page, '/awaiting-approval');
    const record = await storedRecord();
    expect(record.status).toBe('pendente_aprovacao');
    expect(record.documentos).toHaveLength(6);
  });
});

describe('profile wizard on a phone (390 px)', () => {
  it('every step fits the screen', async () => {
    await openWizard('mobile');
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await fits();
    await pageShot(page, 'onboarding-step1-mobile');
    await answerCep(page, address);
    await fillCompany(page);
    await nextTo(page, 'Dados do Titular');
    await fits();
    await pageShot(page, 'onboarding-step2-mobile');
    await fillOwner(page);
    await nextTo(page, 'Documentos');
    await attachDocuments(page, files, ['Foto da Fachada']);
    await fits();
    await pageShot(page, 'onboarding-step3-mobile');
    await attachDocuments(page, files, ['Contrato Social', 'Comprovante de Endereço', 'RG dos Sócios', 'CNH dos Sócios', 'Dados Bancários']);
    await nextTo(page, 'Projetos de Engenharia');
    expect(await stepHeading(page).innerText()).toBe('Projetos de Engenharia');
    await fits();
    await pageShot(page, 'onboarding-step4-mobile');
  });

  it('desktop screenshots of steps 2 and 3', async () => {
    await openWizard();
    await answerCep(page, address);
    await fillCompany(page);
    await pageShot(page, 'onboarding-step1-filled-desktop');
    await nextTo(page, 'Dados do Titular');
    await fillOwner(page);
    await pageShot(page, 'onboarding-step2-desktop');
    await nextTo(page, 'Documentos');
    await attachDocuments(page, files);
    await pageShot(page, 'onboarding-step3-desktop');
  });
});
