/**
 * The integrator profile wizard (/complete-profile, file 000 sections 2, 3 and 5): one schema per
 * step, with the form field names of the spec's wizard state, and the step messages.
 */
import { z } from 'zod';
import { isValidCpf, onlyDigits } from '../br-ids';
import { files as limits, inputLimits } from '../constants';
import { cnpjField, phoneField, requiredText } from '../fields';
import { isBlank, profileFieldLabels, type ProfileDataKey } from '../integrator-completeness';
import { profileWizard, validation } from '../messages';
import {
  averageProjects,
  howKnewUsValues,
  revenues,
  simNao,
  teamSizes,
  type IntegratorDocumentKey,
} from '../options';
import { isEmail, parseDecimal, phoneError } from '../validators';
import { addressFields, fileLike, requiredChoice, requiredDocumentFile } from './common';

// --- Step 1: Dados da Empresa ---------------------------------------------------

/** Company form field -> stored integrator field, in the order the spec lists them. */
export const companyFieldMap = {
  companyName: 'nome_empresa',
  cnpj: 'cnpj',
  cep: 'cep',
  street: 'street',
  number: 'number',
  complement: 'complement',
  neighborhood: 'neighborhood',
  city: 'city',
  state: 'state',
  phone: 'telefone',
  teamSize: 'team_size',
  revenue: 'revenue',
  hasInstallation: 'has_installation',
  howKnewUs: 'how_knew_us',
  averageProjects: 'average_projects',
  creditIssues: 'credit_issues',
} as const satisfies Record<string, ProfileDataKey>;
export type CompanyField = keyof typeof companyFieldMap;

/** Owner form field -> stored integrator field. */
export const ownerFieldMap = {
  fullName: 'owner_name',
  cpf: 'owner_cpf',
  phone: 'owner_phone',
  email: 'owner_email',
} as const satisfies Record<string, ProfileDataKey>;
export type OwnerField = keyof typeof ownerFieldMap;

function requiredList<F extends string>(map: Record<F, ProfileDataKey>): { key: F; label: string }[] {
  return (Object.keys(map) as F[]).map((key) => ({ key, label: profileFieldLabels[map[key]] }));
}

/** Step 1 required fields (all of them) with their labels. */
export const companyRequiredFields = requiredList(companyFieldMap);
/** Step 2 required fields with their labels. */
export const ownerRequiredFields = requiredList(ownerFieldMap);


export const companyStepSchema = z.object({
  companyName: requiredText,
  cnpj: cnpjField,
  ...addressFields,
  phone: phoneField,
  teamSize: requiredChoice(teamSizes),
  revenue: requiredChoice(revenues),
  hasInstallation: requiredChoice(simNao),
  howKnewUs: requiredChoice(howKnewUsValues),
  averageProjects: requiredChoice(averageProjects),
  creditIssues: requiredChoice(simNao),
});
export type CompanyStepValues = z.input<typeof companyStepSchema>;
export type CompanyStepData = z.output<typeof companyStepSchema>;

/** 'Campos obrigatórios não preenchidos: ...' listing every blank field; null when none is. */
export function companyStepError(values: Partial<Record<CompanyField, unknown>>): string | null {
  const missing = companyRequiredFields.filter((f) => isBlank(values[f.key])).map((f) => f.label);
  return missing.length > 0 ? profileWizard.missingCompanyFields(missing) : null;
}

// --- Step 2: Dados do Titular ---------------------------------------------------

const fill = (field: OwnerField) => profileWizard.fillField(profileFieldLabels[ownerFieldMap[field]]);

/** Required text whose blank or missing message is 'Por favor, preencha o campo: {label}'. */
function ownerText(field: OwnerField, check: (value: string) => string | null = () => null) {
  const maxLength = field === 'fullName' ? inputLimits.name : field === 'email' ? inputLimits.email : inputLimits.identifier;
  return z.string({ error: fill(field) }).max(maxLength, { error: validation.tooLong }).superRefine((value, ctx) => {
    const message = value.trim() === '' ? fill(field) : check(value.trim());
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  });
}

export const ownerStepSchema = z.object({
  fullName: ownerText('fullName').transform((s) => s.trim()),
  cpf: ownerText('cpf', (v) => (isValidCpf(v) ? null : profileWizard.ownerCpfInvalid)).transform(onlyDigits),
  phone: ownerText('phone', phoneError).transform(onlyDigits),
  email: ownerText('email', (v) => (isEmail(v) ? null : profileWizard.ownerEmailInvalid)).transform((s) => s.trim()),
});
export type OwnerStepValues = z.input<typeof ownerStepSchema>;
export type OwnerStepData = z.output<typeof ownerStepSchema>;

function firstIssue(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The owner step's first message (fields in form order); null when valid. */
export function ownerStepError(values: Partial<Record<OwnerField, unknown>>): string | null {
  return firstIssue(ownerStepSchema, values);
}

// --- Step 3: Documentos ---------------------------------------------------------

const documentFile = (key: IntegratorDocumentKey) => requiredDocumentFile(profileWizard.documentRequired[key]);

export const documentsStepSchema = z.object({
  contrato_social: documentFile('contrato_social'),
  comprovante_endereco: documentFile('comprovante_endereco'),
  rg_socios: documentFile('rg_socios'),
  cnh_socios: documentFile('cnh_socios'),
  dados_bancarios: documentFile('dados_bancarios'),
  foto_fachada: documentFile('foto_fachada'),
} satisfies Record<IntegratorDocumentKey, z.ZodType>);
export type DocumentsStepValues = z.input<typeof documentsStepSchema>;

/** The first 'Anexe ...' message in document order; null when all six are attached and valid. */
export function documentsStepError(values: Partial<Record<IntegratorDocumentKey, unknown>>): string | null {
  return firstIssue(documentsStepSchema, values);
}

// --- Step 4: Projetos de Engenharia (optional) and consent ------------------------

export const projectSlotSchema = z.object({
  nomeCliente: z.string().max(inputLimits.name, { error: validation.nameTooLong }).default(''),
  potenciaKwp: z.union([z.string().max(inputLimits.identifier, { error: validation.tooLong }), z.number()]).default(''),
  artFile: fileLike.nullable().default(null),
  memorialFile: fileLike.nullable().default(null),
  outrosFiles: z.array(fileLike).max(limits.maxPhotosPerProject).default([]),
});
export type ProjectSlotValues = z.input<typeof projectSlotSchema>;
export type ProjectSlot = z.output<typeof projectSlotSchema>;

export const projectsStepSchema = z.object({
  projects: z.array(projectSlotSchema).max(limits.projectSlots),
  consent: z.literal(true, { error: profileWizard.consentRequired }),
});

/** 'Por favor, autorize a SolarCred a realizar as devidas consultas.' unless ticked. */
export function consentError(consent: unknown): string | null {
  return consent === true ? null : profileWizard.consentRequired;
}

/** Three empty project slots (the step's initial state). */
export function emptyProjectSlots(): ProjectSlot[] {
  return Array.from({ length: limits.projectSlots }, () => projectSlotSchema.parse({}));
}

export interface ProjectToSave {
  nomeCliente: string;
  potenciaKwp: number;
  artFile: ProjectSlot['artFile'];
  memorialFile: ProjectSlot['memorialFile'];
  outrosFiles: ProjectSlot['outrosFiles'];
}

function toPower(value: string | number | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  return parseDecimal(value ?? '') ?? 0;
}

/** Slots with both a client name and a power; power read as a decimal (comma or dot), else 0. */
export function projectsToSave(slots: readonly Partial<ProjectSlot>[]): ProjectToSave[] {
  return slots
    .filter((slot) => !isBlank(slot.nomeCliente) && !isBlank(slot.potenciaKwp))
    .map((slot) => ({
      nomeCliente: (slot.nomeCliente ?? '').trim(),
      potenciaKwp: toPower(slot.potenciaKwp),
      artFile: slot.artFile ?? null,
      memorialFile: slot.memorialFile ?? null,
      outrosFiles: (slot.outrosFiles ?? []).slice(0, limits.maxPhotosPerProject),
    }));
}

// --- Whole wizard ---------------------------------------------------------------

export const profileWizardSchema = z.object({
  company: companyStepSchema,
  owner: ownerStepSchema,
  documents: documentsStepSchema,
  projects: projectsStepSchema.shape.projects,
  consent: projectsStepSchema.shape.consent,
});
export type ProfileWizardValues = z.input<typeof profileWizardSchema>;
export type ProfileWizardData = z.output<typeof profileWizardSchema>;
