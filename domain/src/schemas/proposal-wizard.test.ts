import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { creditText } from '../credit/credit-text';
import { pdfFile, proposalFormValues } from '../test-fixtures';
import {
  canVisitStep,
  checkProposalForm,
  checkProposalStep,
  nextStep,
  previousStep,
  proposalRequiredFields,
  proposalStepSchemas,
  proposalSubmitInput,
  proposalWizardSchema,
  type ProposalStep,
} from './proposal-wizard';

const UNDERAGE = 'Para pessoa física, deve ter pelo menos 18 anos';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const issuesOf = (schema: z.ZodType, values: unknown) =>
  schema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('required fields per step', () => {
  const stepValues = (step: ProposalStep): Record<string, unknown> => {
    const v = proposalFormValues();
    return [v.clientData, v.projectData, v.creditData, v.bankingData][step - 1] ?? {};
  };

  it.each([1, 2, 3, 4] as const)('step %i rejects a blank value exactly in the listed fields', (step) => {
    const valid = stepValues(step);
    expect(proposalStepSchemas[step].safeParse(valid).success).toBe(true);
    const blankRejected = Object.keys(proposalStepSchemas[step].shape).filter(
      (key) => key in valid && typeof valid[key] !== 'boolean' && !proposalStepSchemas[step].safeParse({ ...valid, [key]: '' }).success,
    );
    expect(blankRejected).toEqual([...proposalRequiredFields[step]]);
  });
});

describe('client data', () => {
  const client = () => proposalFormValues().clientData;

  it('normalizes masked input and applies the defaults', () => {
    const parsed = proposalStepSchemas[1].parse({ ...client(), estadoCivil: undefined, situacaoImovel: '' });
    expect(parsed).toMatchObject({
      cpfCnpj: '52998224725',
      cep: '01310100',
      telefone: '11987654321',
      estadoCivil: 'solteiro',
      situacaoImovel: 'proprio',
      complemento: '',
      anosResidencia: 2.5,
      valorPatrimonio: 35_000_000,
    });
  });

  it('applies the 18+ rule to CPF holders only, on the birth-date field', () => {
    expect(issuesOf(proposalStepSchemas[1], { ...client(), dataNascimento: '16/06/2007' })).toEqual([
      ['dataNascimento', UNDERAGE],
    ]);
    expect(issuesOf(proposalStepSchemas[1], { ...client(), dataNascimento: '15/06/2007' })).toEqual([]);
    expect(
      issuesOf(proposalStepSchemas[1], { ...client(), cpfCnpj: '11.222.333/0001-81', dataNascimento: '16/06/2020' }),
    ).toEqual([]);
  });

  it('reports impossible and future dates once', () => {
    expect(issuesOf(proposalStepSchemas[1], { ...client(), dataNascimento: '31/02/1990' })).toEqual([
      ['dataNascimento', 'Data inválida'],
    ]);
    expect(issuesOf(proposalStepSchemas[1], { ...client(), dataNascimento: '16/06/2025' })).toEqual([
      ['dataNascimento', 'Data não pode ser futura'],
    ]);
  });

  it('accepts a CPF holder exactly when 18 or older', () => {
    const today = { y: 2025, m: 6, d: 15 };
    fc.assert(
      fc.property(fc.date({ min: new Date('1930-01-01T12:00:00Z'), max: new Date('2025-06-15T12:00:00Z'), noInvalidDate: true }), (date) => {
        const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
        const text = `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
        const adult = y + 18 < today.y || (y + 18 === today.y && (m < today.m || (m === today.m && d <= today.d)));
        expect(issuesOf(proposalStepSchemas[1], { ...client(), dataNascimento: text })).toEqual(
          adult ? [] : [['dataNascimento', UNDERAGE]],
        );
      }),
    );
  });

  it('reports the combined document and attachment messages', () => {
    expect(
      issuesOf(proposalStepSchemas[1], { ...client(), cpfCnpj: '123', anexoRgCpf: null, valorPatrimonio: 0 }),
    ).toEqual([
      ['cpfCnpj', 'CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos'],
      ['valorPatrimonio', 'Deve ser um número maior que zero'],
      ['anexoRgCpf', 'Arquivo é obrigatório'],
    ]);
  });
});

describe('project, credit and banking data', () => {
  it('requires whole kWh and positive money', () => {
    const project = proposalFormValues().projectData;
    expect(issuesOf(proposalStepSchemas[2], { ...project, geracaoMensalKwh: '450,5', valorSistema: 1.5 })).toEqual([
      ['geracaoMensalKwh', 'Deve ser um número inteiro válido'],
      ['valorSistema', 'Deve ser um número inteiro válido'],
    ]);
    expect(proposalStepSchemas[2].parse(project)).toMatchObject({ potenciaKwp: 8.25, geracaoMensalKwh: 1100 });
  });

  it('defaults credit line and installments, and accepts only the listed installments', () => {
    const noFinancing = { entrada: 0, carenciaMeses: 0, parcelaVista: null };
    expect(proposalStepSchemas[3].parse({})).toEqual({ linhaCredito: 'busque_melhor_opcao', quantidadeParcelas: 12, ...noFinancing });
    expect(proposalStepSchemas[3].parse({ linhaCredito: 'credito_fgts', quantidadeParcelas: '120' })).toEqual({
      linhaCredito: 'credito_fgts',
      quantidadeParcelas: 120,
      ...noFinancing,
    });
    expect(issuesOf(proposalStepSchemas[3], { quantidadeParcelas: 18 })).toEqual([
      ['quantidadeParcelas', 'Este campo é obrigatório'],
    ]);
  });

  it('takes a down payment below the system value and a grace of 0 to 6 months (issue 32)', () => {
    expect(proposalStepSchemas[3].parse({ valorSistema: 3_250_000, entrada: 500_000, carenciaMeses: '6' })).toMatchObject({ entrada: 500_000, carenciaMeses: 6 });
    expect(issuesOf(proposalStepSchemas[3], { valorSistema: 3_250_000, entrada: 3_250_000 })).toEqual([['entrada', creditText.downPaymentTooHigh]]);
    expect(issuesOf(proposalStepSchemas[3], { entrada: -100 })).toEqual([['entrada', creditText.downPaymentInvalid]]);
    expect(issuesOf(proposalStepSchemas[3], { carenciaMeses: '7' })).toEqual([['carenciaMeses', creditText.graceInvalid]]);
    expect(issuesOf(proposalStepSchemas[3], { carenciaMeses: 'abc' })).toEqual([['carenciaMeses', creditText.graceInvalid]]);
  });

  it('defaults the account type and checks the bank code', () => {
    const banking = { banco: '341', agencia: '1234', numeroConta: '56789-0', anexoHolerite: pdfFile('holerite.pdf') };
    expect(proposalStepSchemas[4].parse(banking).tipoConta).toBe('corrente');
    expect(issuesOf(proposalStepSchemas[4], { ...banking, banco: '34' })).toEqual([
      ['banco', 'Código do banco deve ter 3 dígitos'],
    ]);
  });
});

describe('step checks', () => {
  it('gives the spec toasts', () => {
    expect(checkProposalStep(1, proposalFormValues().clientData)).toEqual({
      ok: true,
      title: 'Etapa concluída!',
      description: 'Etapa 1 validada com sucesso.',
    });
    expect(checkProposalStep(4, {})).toEqual({
      ok: false,
      title: 'Campos obrigatórios',
      description: 'Por favor, preencha todos os campos obrigatórios antes de continuar.',
    });
    expect(checkProposalForm(proposalFormValues())).toBeNull();
    expect(checkProposalForm({ ...proposalFormValues(), bankingData: {} })).toEqual({
      ok: false,
      title: 'Campos obrigatórios',
      description: 'Por favor, preencha todos os campos obrigatórios antes de finalizar.',
    });
    expect(proposalWizardSchema.safeParse(proposalFormValues()).success).toBe(true);
  });

  it('moves between 1 and 4 and visits only earlier steps', () => {
    expect([1, 2, 3, 4].map(nextStep)).toEqual([2, 3, 4, 4]);
    expect([1, 2, 3, 4].map(previousStep)).toEqual([1, 1, 2, 3]);
    expect(canVisitStep(2, 3)).toBe(true);
    expect(canVisitStep(3, 3)).toBe(true);
    expect(canVisitStep(4, 3)).toBe(false);
    expect(canVisitStep(0, 3)).toBe(false);
  });
});

describe('proposalSubmitInput', () => {
  const withPaths = () => {
    const v = proposalFormValues();
    return {
      clientData: { ...v.clientData, anexoRgCpf: 'propostas-anexos/int-1/rg-cpf' },
      projectData: { ...v.projectData, anexoFaturaEnergia: null },
      creditData: v.creditData,
      bankingData: { ...v.bankingData, anexoHolerite: undefined },
    };
  };

  it('takes storage paths or null for the attachments', () => {
    const parsed = proposalSubmitInput.parse(withPaths());
    expect(parsed.clientData.anexoRgCpf).toBe('propostas-anexos/int-1/rg-cpf');
    expect(parsed.projectData.anexoFaturaEnergia).toBeNull();
    expect(parsed.bankingData.anexoHolerite).toBeNull();
  });

  it('rejects a path outside the attachments folder', () => {
    const input = withPaths();
    input.clientData.anexoRgCpf = 'integrador-documents/int-1/rg';
    expect(issuesOf(proposalSubmitInput, input)).toEqual([['clientData.anexoRgCpf', 'Arquivo é obrigatório']]);
  });
});
