import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers } from '@solarcred/domain/constants';
import { proposals as proposalsText, validation } from '@solarcred/domain/messages';
import { proposalRequiredFields, type ProposalStep } from '@solarcred/domain/schemas/proposal-wizard';
import { labels } from '../../web/src/features/proposal-wizard/texts';
import { expectPath, expectToast, toastTexts } from './support/app';
import { usePages } from './support/browser';
import { createTestFiles, type TestFiles } from './fixtures/files';
import { address, answerCep, field, pageShot } from './fixtures/wizard';
import {
  client,
  failNext,
  fillBanking,
  fillClient,
  fillProject,
  finishButton,
  footer,
  nextButton,
  nextTo,
  openProposalWizard,
  reachBanking,
  stepHeading,
  storedProposals,
} from './fixtures/proposal-wizard';

const pages = usePages();
let files: TestFiles;

beforeAll(() => {
  files = createTestFiles();
});
afterAll(() => {
  files.remove();
});

/** The label of each required field of the spec's list (address parts share their labels). */
const labelOf = (key: string): string =>
  ({ cep: 'CEP', logradouro: 'Logradouro', numero: 'Número', cidade: 'Cidade', estado: 'Estado' })[key] ??
  labels[key as keyof typeof labels];

const invalidCount = (page: Page) => page.locator('form [aria-invalid="true"]').count();

/** Every listed field of `step` is marked invalid, and nothing else is. */
async function expectRequiredMarked(page: Page, step: ProposalStep): Promise<void> {
  const required = proposalRequiredFields[step];
  for (const key of required) {
    expect(await field(page, labelOf(key)).getAttribute('aria-invalid'), `${key} should be marked`).toBe('true');
  }
  expect(await invalidCount(page)).toBe(required.length);
}

async function expectStepRefused(page: Page): Promise<void> {
  await expectToast(page, proposalsText.stepRequired);
  expect(await toastTexts(page)).toEqual(expect.arrayContaining([expect.stringContaining(proposalsText.stepRequiredTitle)]));
}

describe('proposal wizard: the whole journey', () => {
  it('sends a proposal with real files: step toasts, footer, read-only value, defaults, one stored proposal', async () => {
    const page = await pages.open();
    await openProposalWizard(page);
    const before = (await storedProposals(page)).length;
    expect(await footer(page).innerText()).toBe('Etapa 1 de 4 • 25% concluído');
    expect(await page.getByRole('button', { name: 'Anterior' }).count()).toBe(0);
    expect(await field(page, 'Estado Civil').inputValue()).toBe('solteiro');
    expect(await field(page, 'Situação do Imóvel').inputValue()).toBe('proprio');
    await pageShot(page, 'proposal-step1-desktop');

    await fillClient(page, files);
    await nextTo(page, 'Dados do Projeto');
    await expectToast(page, 'Etapa 1 validada com sucesso.');
    expect(await footer(page).innerText()).toBe('Etapa 2 de 4 • 50% concluído');
    await fillProject(page, files);
    await pageShot(page, 'proposal-step2-desktop');
    await nextTo(page, 'Dados do Crédito');
    await expectToast(page, 'Etapa 2 validada com sucesso.');

    const systemValue = field(page, 'Valor do Sistema');
    expect(await systemValue.inputValue()).toBe('R$ 32.500,00');
    expect(await systemValue.getAttribute('readonly')).not.toBeNull();
    expect(await field(page, 'Linha de Crédito').inputValue()).toBe('busque_melhor_opcao');
    expect(await field(page, 'Quantidade de Parcelas').inputValue()).toBe('12');
    await field(page, 'Linha de Crédito').selectOption('financiamento_solar_tradicional');
    await field(page, 'Quantidade de Parcelas').selectOption('60');
    await nextTo(page, 'Dados Bancários');
    expect(await footer(page).innerText()).toBe('Etapa 4 de 4 • 100% concluído');
    expect(await nextButton(page).count()).toBe(0);
    expect(await field(page, 'Tipo de Conta').inputValue()).toBe('corrente');

    await field(page, 'Banco (código)').pressSequentially('a3b4x1-99');
    expect(await field(page, 'Banco (código)').inputValue()).toBe('341');
    await fillBanking(page, files);
    await page.getByText('Ao finalizar, sua proposta será enviada para análise.').waitFor();
    await pageShot(page, 'proposal-step4-desktop');
    await finishButton(page).click();

    await expectPath(page, '/integrator/dashboard');
    await expectToast(page, proposalsText.sent);
    await expectToast(page, proposalsText.sentFollowUp);
    const stored = await storedProposals(page);
    expect(stored).toHaveLength(before + 1);
    const mine = stored.find((p) => p.fields['cliente_nome'] === client.nome);
    expect(mine?.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(mine?.fields).toMatchObject({
      integrador_id: 'int-aprovado',
      integrador: { nome_empresa: 'Sol Nascente Energia Ltda', email: 'integrador@solarcred.demo' },
      status: 'enviada',
      prioridade: 'media',
      valor_sistema: 3_250_000,
      valor_proposta: 3_250_000,
      valor_patrimonio: 35_000_000,
      cliente_cpf_cnpj: '52998224725',
      cliente_data_nascimento: '1985-03-10',
      cliente_estado_civil: 'casado',
      projeto_cidade: 'Campinas',
      linha_credito: 'financiamento_solar_tradicional',
      quantidade_parcelas: 60,
      simulacao: expect.objectContaining({ linha: 'financiamento_solar_tradicional', prazo: 60, entrada_centavos: 0, versao_taxas: 1 }),
      banco: '341',
      comentarios_count: 0,
      criado_por: 'int-aprovado',
      criado_por_nome: 'Mariana Souza Lima',
    });
    const folder = `propostas-anexos/int-aprovado/${mine?.id}/`;
    for (const [key, extension] of [['anexo_rg_cpf', 'pdf'], ['anexo_fatura_energia', 'png'], ['anexo_holerite', 'pdf']]) {
      expect(String(mine?.fields[key ?? ''])).toMatch(new RegExp(`^${folder}${key}_\\d+\\.${extension}$`));
    }
    expect(mine?.history).toEqual([expect.objectContaining({ de: null, para: 'enviada', por: 'int-aprovado' })]);
  });
});

describe('proposal wizard: validation', () => {
  it('marks every required field of each step, and editing a field clears its error', async () => {
    const page = await pages.open();
    await openProposalWizard(page);
    await nextButton(page).click();
    await expectStepRefused(page);
    await expectRequiredMarked(page, 1);
    expect(await page.getByText(validation.fileRequired).count()).toBe(1);
    await pageShot(page, 'proposal-step1-errors-desktop');
    await field(page, 'Nome Completo').fill('J');
    expect(await field(page, 'Nome Completo').getAttribute('aria-invalid')).toBeNull();

    await fillClient(page, files);
    await nextTo(page, 'Dados do Projeto');
    await nextButton(page).click();
    await expectStepRefused(page);
    await expectRequiredMarked(page, 2);
    await field(page, 'Geração Mensal (kWh)').fill('10,5');
    await nextButton(page).click();
    await expect.poll(() => page.getByText(validation.integerInvalid).count()).toBe(1);

    await fillProject(page, files);
    await nextTo(page, 'Dados do Crédito');
    await field(page, 'Linha de Crédito').selectOption('');
    await field(page, 'Quantidade de Parcelas').selectOption('');
    await nextButton(page).click();
    await expectStepRefused(page);
    await expectRequiredMarked(page, 3);
    await field(page, 'Linha de Crédito').selectOption('credito_consignado');
    await field(page, 'Quantidade de Parcelas').selectOption('24');
    await nextTo(page, 'Dados Bancários');

    await finishButton(page).click();
    await expectToast(page, proposalsText.finalRequired);
    await expectRequiredMarked(page, 4);
    await fillBanking(page, files);
    await field(page, 'Banco (código)').fill('34');
    await finishButton(page).click();
    await expect.poll(() => field(page, 'Banco (código)').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/integrator/submit-proposal');
  });

  it('the date rule and the CPF/CNPJ field: real date, not future, 18+ for a CPF, any age for a CNPJ (alphanumeric too)', async () => {
    const page = await pages.open();
    await openProposalWizard(page);
    const message = () => page.locator('form').getByText(/Data|pessoa física|CPF deve|CNPJ/).allInnerTexts();
    const tryDate = async (document: string, date: string) => {
      await field(page, 'CPF/CNPJ').fill(document);
      await field(page, 'Data de Nascimento').fill(date);
      await fillRestOfClient(page);
      await nextButton(page).click();
    };
    await tryDate('52998224725', '31021990');
    await expect.poll(message).toContain('Data inválida');
    await tryDate('52998224725', '01012999');
    await expect.poll(message).toContain('Data não pode ser futura');
    const teen = new Date().getFullYear() - 16;
    await tryDate('52998224725', `0101${teen}`);
    await expect.poll(message).toContain('Para pessoa física, deve ter pelo menos 18 anos');
    await tryDate('123456789', '01011990');
    await expect.poll(message).toContain('CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos');
    await field(page, 'CPF/CNPJ').fill('12abc34501de35');
    expect(await field(page, 'CPF/CNPJ').inputValue()).toBe('12.ABC.345/01DE-35');
    await field(page, 'Data de Nascimento').fill(`0101${teen}`);
    await nextTo(page, 'Dados do Projeto');
  });
});

/** Step 1's other fields (valid), for the date checks. */
async function fillRestOfClient(page: Page): Promise<void> {
  if ((await field(page, 'Nome Completo').inputValue()) !== '') return;
  await answerCep(page, address);
  await field(page, 'Nome Completo').fill(client.nome);
  await field(page, 'Profissão').fill(client.profissao);
  await field(page, 'E-mail').fill(client.email);
  await field(page, 'Telefone').fill('11987654321');
  await field(page, 'CEP').fill('01310100');
  await field(page, 'CEP').blur();
  await expect.poll(() => field(page, 'Logradouro').inputValue()).toBe(address.logradouro);
  await field(page, 'Número').fill('1');
  await field(page, 'Anos de Residência').fill('1');
  await field(page, 'Valor do Patrimônio').fill('1,00');
  await field(page, 'RG/CPF do Cliente').setInputFiles(files.pdf('rg.pdf'));
}

describe('proposal wizard: step indicator', () => {
  const stepButton = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Etapa ${n}:`) });

  it('only the current and earlier steps can be clicked', async () => {
    const page = await pages.open();
    await openProposalWizard(page);
    expect(await stepButton(page, 1).isEnabled()).toBe(true);
    for (const n of [2, 3, 4]) expect(await stepButton(page, n).isDisabled()).toBe(true);
    await fillClient(page, files);
    await nextTo(page, 'Dados do Projeto');
    await fillProject(page, files);
    await nextTo(page, 'Dados do Crédito');
    for (const n of [1, 2, 3]) expect(await stepButton(page, n).isEnabled()).toBe(true);
    expect(await stepButton(page, 4).isDisabled()).toBe(true);
    await stepButton(page, 1).click();
    await stepHeading(page, 'Dados do Cliente').waitFor();
    expect(await field(page, 'Nome Completo').inputValue()).toBe(client.nome);
    expect(await stepButton(page, 2).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await stepHeading(page, 'Dados do Projeto').waitFor();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await stepHeading(page, 'Dados do Cliente').waitFor();
  });

  it('on a phone it reads "Etapa N de 4" with the percentage', async () => {
    const page = await pages.open('mobile');
    await openProposalWizard(page);
    await page.getByText('Etapa 1 de 4 • 25%: Dados do Cliente').waitFor();
    await pageShot(page, 'proposal-step1-mobile');
    await fillClient(page, files);
    await nextTo(page, 'Dados do Projeto');
    await page.getByText('Etapa 2 de 4 • 50%: Dados do Projeto').waitFor();
    await pageShot(page, 'proposal-step2-mobile');
  });
});

describe('proposal wizard: copy the client address', () => {
  it('copies, locks the project address and follows later edits of the client address while on', async () => {
    const page = await pages.open();
    await openProposalWizard(page);
    await fillClient(page, files);
    await nextTo(page, 'Dados do Projeto');
    await page.getByText('Copiar endereço do cliente').click();
    await expect.poll(() => field(page, 'Logradouro').inputValue()).toBe(address.logradouro);
    expect(await field(page, 'CEP').inputValue()).toBe('01310-100');
    expect(await field(page, 'Número').inputValue()).toBe(client.numero);
    expect(await field(page, 'Estado').inputValue()).toBe('SP');
    for (const label of ['CEP', 'Logradouro', 'Número', 'Complemento', 'Cidade', 'Estado']) {
      expect(await field(page, label).isDisabled(), label).toBe(true);
    }
    await pageShot(page, 'proposal-step2-copied-desktop');
    await page.getByRole('button', { name: 'Anterior' }).click();
    await field(page, 'Número').fill('77');
    await field(page, 'Complemento').fill('Casa 2');
    await nextTo(page, 'Dados do Projeto');
    expect(await field(page, 'Número').inputValue()).toBe('77');
    expect(await field(page, 'Complemento').inputValue()).toBe('Casa 2');
    await page.getByText('Copiar endereço do cliente').click();
    await expect.poll(() => field(page, 'Número').isEnabled()).toBe(true);
    expect(await field(page, 'Número').inputValue()).toBe('77');
  });
});

describe('proposal wizard: drafts', () => {
  it('save → reload → continue restores the text (not the files); discard forgets it', async () => {
    const page = await pages.open();
    await openProposalWizard(page);
    await fillClient(page, files);
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
    await expectToast(page, proposalsText.draftSaved);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('proposal_draft') ?? 'null') as { uid: string; values: { clientData: Record<string, unknown> } });
    expect(saved.uid).toBe('int-aprovado');
    expect(saved.values.clientData).not.toHaveProperty('anexoRgCpf');

    await page.reload();
    await page.getByTestId('draft-offer').waitFor();
    expect(await field(page, 'Nome Completo').inputValue()).toBe('');
    await pageShot(page, 'proposal-draft-offer-desktop');
    await page.getByRole('button', { name: 'Continuar rascunho' }).click();
    await expect.poll(() => field(page, 'Nome Completo').inputValue()).toBe(client.nome);
    expect(await field(page, 'CPF/CNPJ').inputValue()).toBe(client.cpf);
    expect(await field(page, 'Valor do Patrimônio').inputValue()).toBe(client.patrimonio);
    expect(await field(page, 'Estado Civil').inputValue()).toBe('casado');
    expect(await page.getByRole('button', { name: 'Remover rg-cpf.pdf' }).count()).toBe(0);

    await page.reload();
    await page.getByRole('button', { name: 'Descartar' }).click();
    await expect.poll(() => page.getByTestId('draft-offer').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('proposal_draft'))).toBeNull();
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Dados do Cliente' }).waitFor();
    expect(await page.getByTestId('draft-offer').count()).toBe(0);
  });

  it('a successful submission clears the draft', async () => {
    const page = await pages.open();
    await openProposalWizard(page);
    await reachBanking(page, files);
    await fillBanking(page, files);
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
    await expectToast(page, proposalsText.draftSaved);
    await finishButton(page).click();
    await expectPath(page, '/integrator/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('proposal_draft'))).toBeNull();
  });
});

describe('proposal wizard: submitting once', () => {
  it('a double click on Finalizar Proposta makes one proposal', async () => {
    const page = await pages.open();
    await openProposalWizard(page);
    const before = (await storedProposals(page)).length;
    await reachBanking(page, files);
    await fillBanking(page, files);
    await finishButton(page).dblclick();
    await expectPath(page, '/integrator/dashboard');
    expect(await storedProposals(page)).toHaveLength(before + 1);
  });

  it('a failed upload or call keeps everything typed and picked; the retry creates one proposal', async () => {
    const page = await pages.open();
    await openProposalWizard(page);
    const before = (await storedProposals(page)).length;
    await reachBanking(page, files);
    await fillBanking(page, files);

    await failNext(page, 'upload:holerite.pdf');
    await finishButton(page).click();
    // The spec's words for a failed submission (the upload's own text is internal).
    await expectToast(page, proposalsText.sendFailure);
    await expect.poll(() => finishButton(page).innerText()).toBe('Finalizar Proposta');
    expect(await field(page, 'Banco (código)').inputValue()).toBe('341');
    expect(await page.getByRole('button', { name: 'Remover holerite.pdf' }).count()).toBe(1);

    await failNext(page, 'createProposal');
    await finishButton(page).click();
    await expectToast(page, proposalsText.sendFailure);
    await expect.poll(() => finishButton(page).innerText()).toBe('Finalizar Proposta');
    await pageShot(page, 'proposal-send-failed-desktop');
    expect(await storedProposals(page)).toHaveLength(before);
    await page.getByRole('button', { name: /^Etapa 1:/ }).click();
    expect(await field(page, 'Nome Completo').inputValue()).toBe(client.nome);
    expect(await page.getByRole('button', { name: 'Remover rg-cpf.pdf' }).count()).toBe(1);

    for (const title of ['Dados do Projeto', 'Dados do Crédito', 'Dados Bancários']) await nextTo(page, title);
    await finishButton(page).click();
    await expectPath(page, '/integrator/dashboard');
    expect(await storedProposals(page)).toHaveLength(before + 1);
  });

  it('an upload that stops moving fails after the stall limit, not minutes later, and keeps everything for the retry', async () => {
    const page = await pages.open();
    await page.clock.install();
    await openProposalWizard(page);
    const before = (await storedProposals(page)).length;
    await reachBanking(page, files);
    await fillBanking(page, files);

    await failNext(page, 'stall:upload');
    await finishButton(page).click();
    await expect.poll(() => finishButton(page).innerText()).toMatch(/^Enviando/);
    // Just short of the limit the submission is still waiting; past it, the person is told.
    await page.clock.runFor(transfers.uploadStallMs - 1_000);
    expect((await toastTexts(page)).join('\n')).not.toContain(proposalsText.sendFailure);
    expect(await finishButton(page).innerText()).toMatch(/^Enviando/);
    await page.clock.runFor(2_000);
    await expectToast(page, proposalsText.sendFailure);
    await expect.poll(() => finishButton(page).innerText()).toBe('Finalizar Proposta');
    expect(await field(page, 'Banco (código)').inputValue()).toBe('341');
    expect(await page.getByRole('button', { name: 'Remover holerite.pdf' }).count()).toBe(1);
    expect(await storedProposals(page)).toHaveLength(before);

    await finishButton(page).click();
    await expectPath(page, '/integrator/dashboard');
    expect(await storedProposals(page)).toHaveLength(before + 1);
  });
});
