/**
 * The proposal wizard (/integrator/submit-proposal, file 001 sections 3 and 5). The same step
 * schemas serve the form (files as FileLike) and the create-proposal callable (files as storage
 * paths or null); money is integer centavos.
 */
import { z } from 'zod';
import { inputLimits, proposalWizard, storageFolders } from '../constants';
import {
  bankCodeField,
  birthDateText,
  centavosField,
  cepField,
  cpfCnpjField,
  emailField,
  phoneField,
  positiveIntegerField,
  positiveNumberField,
  refineAdultForCpf,
  requiredText,
  ufField,
} from '../fields';
import { creditText } from '../credit/credit-text';
import { creditLimits } from '../credit/lines';
import { proposals as proposalsText, validation } from '../messages';
import { estadosCivis, linhasCredito, parcelas, situacoesImovel, tiposConta } from '../options';
import { requiredChoice, requiredDocumentFile, storagePath } from './common';
import { billFactsInput } from '../energy/bill-facts';

/** Issue 49: the energy bill's facts (read from the bill or typed), null when none were given. */
const billFacts = billFactsInput.nullable().default(null);

/** Required fields per step, exactly as file 001 section 5 lists them. */
export const proposalRequiredFields = {
  1: [
    'nomeCompleto',
    'cpfCnpj',
    'dataNascimento',
    'logradouro',
    'numero',
    'cep',
    'cidade',
    'estado',
    'profissao',
    'email',
    'telefone',
    'anosResidencia',
    'valorPatrimonio',
    'anexoRgCpf',
  ],
  2: [
    'logradouro',
    'numero',
    'cep',
    'cidade',
    'estado',
    'potenciaKwp',
    'geracaoMensalKwh',
    'marcaMicroInversor',
    'marcaModulos',
    'valorKitFotovoltaico',
    'valorSistema',
    'distribuidorEscolhido',
    'anexoFaturaEnergia',
  ],
  3: ['linhaCredito', 'quantidadeParcelas'],
  4: ['banco', 'agencia', 'numeroConta', 'anexoHolerite'],
} as const;

export type ProposalStep = keyof typeof proposalRequiredFields;

const optionalText = z.string().max(inputLimits.name, { error: validation.nameTooLong }).trim().default('');
/** A select the spec does not require: left empty it takes its default. */
const defaulted = <V extends string>(values: readonly [V, ...V[]], fallback: V) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), requiredChoice(values).default(fallback));

const installments = z
  .union([z.number(), z.string().max(inputLimits.identifier, { error: validation.tooLong })], { error: validation.required })
  .transform((v) => Number(v))
  .refine((n) => parcelas.some((p) => p === n), { error: validation.required });

/** Step 3's down payment in centavos: empty is none. */
const downPayment = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? 0 : v),
  z.number({ error: creditText.downPaymentInvalid }).int({ error: creditText.downPaymentInvalid })
    .min(0, { error: creditText.downPaymentInvalid }).max(creditLimits.maxAmountCents, { error: creditText.downPaymentInvalid }),
);

/** Months of grace before the first installment, as the select holds them ('0' … '6'). */
const graceMonths = z
  .union([z.number(), z.string().max(inputLimits.identifier, { error: creditText.graceInvalid })], { error: creditText.graceInvalid })
  .transform((v) => (v === '' ? 0 : Number(v)))
  .pipe(z.number({ error: creditText.graceInvalid }).int({ error: creditText.graceInvalid }).min(0, { error: creditText.graceInvalid }).max(creditLimits.maxGraceMonths, { error: creditText.graceInvalid }))
  .default(0);

const seenInstallment = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.number().int().min(1).max(creditLimits.maxAmountCents).nullable());

/** The four step schemas with `file` as the schema of each attachment. */
function buildSteps<F extends z.ZodType>(file: F) {
  const clientData = z
    .object({
      nomeCompleto: requiredText,
      cpfCnpj: cpfCnpjField,
      dataNascimento: birthDateText,
      logradouro: requiredText,
      numero: requiredText,
      complemento: optionalText,
      cep: cepField,
      cidade: requiredText,
      estado: ufField,
      profissao: requiredText,
      estadoCivil: defaulted(estadosCivis, 'solteiro'),
      email: emailField,
      telefone: phoneField,
      situacaoImovel: defaulted(situacoesImovel, 'proprio'),
      anosResidencia: positiveNumberField,
      valorPatrimonio: centavosField,
      anexoRgCpf: file,
    })
    .superRefine((data, ctx) => refineAdultForCpf(data, ctx, { dateKey: 'dataNascimento', documentKey: 'cpfCnpj' }));

  const projectData = z.object({
    copiarEndereco: z.boolean().default(false),
    logradouro: requiredText,
    numero: requiredText,
    complemento: optionalText,
    cep: cepField,
    cidade: requiredText,
    estado: ufField,
    potenciaKwp: positiveNumberField,
    geracaoMensalKwh: positiveIntegerField,
    marcaMicroInversor: requiredText,
    marcaModulos: requiredText,
    valorKitFotovoltaico: centavosField,
    valorSistema: centavosField,
    distribuidorEscolhido: requiredText,
    anexoFaturaEnergia: file,
    contaLuz: billFacts,
  });

  const creditData = z
    .object({
      linhaCredito: requiredChoice(linhasCredito).default('busque_melhor_opcao'),
      /** Read-only copy of projectData.valorSistema shown on step 3; never trusted. */
      valorSistema: z.number().optional().catch(undefined),
      quantidadeParcelas: installments.default(proposalWizard.defaultInstallments),
      entrada: downPayment,
      carenciaMeses: graceMonths,
      /** The installment step 3 showed for the chosen line; the server refuses to store another. */
      parcelaVista: seenInstallment,
    })
    .superRefine((data, ctx) => {
      if (typeof data.valorSistema === 'number' && data.entrada >= data.valorSistema) {
        ctx.addIssue({ code: 'custom', path: ['entrada'], message: creditText.downPaymentTooHigh });
      }
    });

  const bankingData = z.object({
    tipoConta: defaulted(tiposConta, 'corrente'),
    banco: bankCodeField,
    agencia: requiredText,
    numeroConta: requiredText,
    anexoHolerite: file,
  });

  return { clientData, projectData, creditData, bankingData };
}

/** Form schemas: attachments are picked files (required, 5 MB, JPG/PNG/PDF). */
export const proposalFormSteps = buildSteps(requiredDocumentFile());

export const proposalWizardSchema = z.object(proposalFormSteps);
export type ProposalWizardValues = z.input<typeof proposalWizardSchema>;
export type ProposalWizardData = z.output<typeof proposalWizardSchema>;

/** The step schema of each wizard step number. */
export const proposalStepSchemas = {
  1: proposalFormSteps.clientData,
  2: proposalFormSteps.projectData,
  3: proposalFormSteps.creditData,
  4: proposalFormSteps.bankingData,
} as const satisfies Record<ProposalStep, z.ZodType>;

/** An uploaded attachment's storage path, or null when none was sent. */
export const attachmentPath = storagePath(storageFolders.proposalAttachments).nullable().default(null);

/** What the client sends the create-proposal callable. */
export const proposalSubmitInput = z.object(buildSteps(attachmentPath));
export type ProposalSubmitInput = z.input<typeof proposalSubmitInput>;
export type ProposalSubmitData = z.output<typeof proposalSubmitInput>;

/**
 * The customer's part of the wizard (issue 28, /c/{token}): step 1, step 2's energy bill and
 * step 4, with the wizard's own field schemas and messages.
 */
function customerPart<F extends z.ZodType>(file: F) {
  const steps = buildSteps(file);
  return z.object({ clientData: steps.clientData, anexoFaturaEnergia: file, contaLuz: billFacts, bankingData: steps.bankingData });
}

/** The customer's form: picked files. */
export const customerApplicationForm = customerPart(requiredDocumentFile());
/** What the customer's page sends the submit callable: the files as the paths it uploaded them to. */
export const customerApplicationInput = customerPart(attachmentPath);
export type CustomerApplicationInput = z.input<typeof customerApplicationInput>;
export type CustomerApplicationData = z.output<typeof customerApplicationInput>;

export interface StepCheck {
  ok: boolean;
  title: string;
  description: string;
}

/** 'Próximo': the toast for a step that passes or fails its schema. */
export function checkProposalStep(step: ProposalStep, values: unknown): StepCheck {
  const ok = proposalStepSchemas[step].safeParse(values).success;
  return ok
    ? { ok, title: proposalsText.stepDoneTitle, description: proposalsText.stepDone(step) }
    : { ok, title: proposalsText.stepRequiredTitle, description: proposalsText.stepRequired };
}

/** 'Finalizar Proposta': null when the whole form passes, else the final warning. */
export function checkProposalForm(values: unknown): StepCheck | null {
  return proposalWizardSchema.safeParse(values).success
    ? null
    : { ok: false, title: proposalsText.stepRequiredTitle, description: proposalsText.finalRequired };
}

/** The next step after 'Próximo' (never beyond 4) and after 'Anterior' (never below 1). */
export function nextStep(step: number): number {
  return Math.min(step + 1, proposalWizard.steps);
}
export function previousStep(step: number): number {
  return Math.max(step - 1, 1);
}

/** The indicator lets the user click only the current or an earlier step. */
export function canVisitStep(target: number, current: number): boolean {
  return target >= 1 && target <= current;
}
