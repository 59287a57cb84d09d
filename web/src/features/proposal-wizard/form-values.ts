/**
 * The wizard's form state (file 001 section 3, "Wizard form data"): text as typed (masked), money
 * as integer centavos (null while empty), files as picked. The resolver checks it with the domain
 * schema, so field errors carry the spec's texts.
 */
import { proposalWizard } from '@solarcred/domain/constants';
import type { BillFacts } from '@solarcred/domain/energy/types';
import type { ProposalStep } from '@solarcred/domain/schemas/proposal-wizard';

export interface ProposalFormValues {
  clientData: {
    nomeCompleto: string;
    cpfCnpj: string;
    dataNascimento: string;
    logradouro: string;
    numero: string;
    complemento: string;
    cep: string;
    cidade: string;
    estado: string;
    profissao: string;
    estadoCivil: string;
    email: string;
    telefone: string;
    situacaoImovel: string;
    anosResidencia: string;
    valorPatrimonio: number | null;
    anexoRgCpf: File | null;
  };
  projectData: {
    copiarEndereco: boolean;
    logradouro: string;
    numero: string;
    complemento: string;
    cep: string;
    cidade: string;
    estado: string;
    potenciaKwp: string;
    geracaoMensalKwh: string;
    marcaMicroInversor: string;
    marcaModulos: string;
    valorKitFotovoltaico: number | null;
    valorSistema: number | null;
    distribuidorEscolhido: string;
    anexoFaturaEnergia: File | null;
    /** Issue 49: the energy bill's facts, read from the bill or typed (null until either happens). */
    contaLuz: BillFacts | null;
  };
  creditData: {
    linhaCredito: string;
    /** Read-only copy of projectData.valorSistema (step 3 shows it). */
    valorSistema: number | null;
    quantidadeParcelas: string;
    /** Down payment in centavos (null while empty). */
    entrada: number | null;
    carenciaMeses: string;
    /** The installment step 3 shows for the chosen line (kept in sync by the step). */
    parcelaVista: number | null;
  };
  bankingData: {
    tipoConta: string;
    banco: string;
    agencia: string;
    numeroConta: string;
    anexoHolerite: File | null;
  };
}

export type StepKey = keyof ProposalFormValues;

/** The form group of each step number. */
export const stepKeys = { 1: 'clientData', 2: 'projectData', 3: 'creditData', 4: 'bankingData' } as const satisfies Record<ProposalStep, StepKey>;

/** The address parts both steps 1 and 2 hold (the ones 'Copiar endereço do cliente' copies). */
export const copiedAddressParts = ['cep', 'logradouro', 'numero', 'complemento', 'cidade', 'estado'] as const;

/** A blank wizard with the spec's defaults (solteiro, próprio, busque_melhor_opcao, 12x, corrente). */
export function emptyValues(): ProposalFormValues {
  const address = { logradouro: '', numero: '', complemento: '', cep: '', cidade: '', estado: '' };
  return {
    clientData: {
      nomeCompleto: '', cpfCnpj: '', dataNascimento: '', ...address, profissao: '', estadoCivil: 'solteiro', email: '',
      telefone: '', situacaoImovel: 'proprio', anosResidencia: '', valorPatrimonio: null, anexoRgCpf: null,
    },
    projectData: {
      copiarEndereco: false, ...address, potenciaKwp: '', geracaoMensalKwh: '', marcaMicroInversor: '', marcaModulos: '',
      valorKitFotovoltaico: null, valorSistema: null, distribuidorEscolhido: '', anexoFaturaEnergia: null,
      contaLuz: null,
    },
    creditData: {
      linhaCredito: 'busque_melhor_opcao', valorSistema: null, quantidadeParcelas: String(proposalWizard.defaultInstallments),
      entrada: null, carenciaMeses: '0', parcelaVista: null,
    },
    bankingData: { tipoConta: 'corrente', banco: '', agencia: '', numeroConta: '', anexoHolerite: null },
  };
}

/** Every field name of a step group, e.g. 'clientData.cpfCnpj' (what 'Próximo' checks). */
export function fieldNamesOf(values: ProposalFormValues, step: ProposalStep): string[] {
  const key = stepKeys[step];
  return Object.keys(values[key]).map((field) => `${key}.${field}`);
}
