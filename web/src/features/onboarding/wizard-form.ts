/**
 * The wizard's form state (the text fields; files live beside it, see use-wizard-files) and the
 * resolver that checks it with the domain step schemas, so field errors carry the spec's texts.
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { files as limits } from '@solarcred/domain/constants';
import { profileFieldLabels } from '@solarcred/domain/integrator-completeness';
import type { Integrator } from '@solarcred/domain/model';
import {
  companyFieldMap,
  companyStepSchema,
  ownerFieldMap,
  ownerStepSchema,
  type CompanyField,
  type OwnerField,
} from '@solarcred/domain/schemas/profile-wizard';

export interface ProjectText {
  nomeCliente: string;
  potenciaKwp: string;
}

export interface WizardFormValues {
  company: Record<CompanyField, string>;
  owner: Record<OwnerField, string>;
  projects: ProjectText[];
  consent: boolean;
}

export const companyFields = Object.keys(companyFieldMap) as CompanyField[];
export const ownerFields = Object.keys(ownerFieldMap) as OwnerField[];

/** pt-BR label of a company field (the same the step's error message lists). */
export const companyLabel = (field: CompanyField) => profileFieldLabels[companyFieldMap[field]];
/** pt-BR label of an owner field ('Por favor, preencha o campo: {label}'). */
export const ownerLabel = (field: OwnerField) => profileFieldLabels[ownerFieldMap[field]];

const blank = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;

/** An empty wizard whose owner e-mail is the account's. */
export function emptyValues(email: string): WizardFormValues {
  return {
    company: blank(companyFields),
    owner: { ...blank(ownerFields), email },
    projects: Array.from({ length: limits.projectSlots }, () => ({ nomeCliente: '', potenciaKwp: '' })),
    consent: false,
  };
}

/** What a draft may hold: text only (never files, consent or the e-mail). */
export const draftSchema = z.object({
  company: z.record(z.string(), z.string()).optional(),
  owner: z.record(z.string(), z.string()).optional(),
  projects: z.array(z.object({ nomeCliente: z.string(), potenciaKwp: z.string() })).max(limits.projectSlots).optional(),
});
export type WizardDraft = z.infer<typeof draftSchema>;

function pick<K extends string>(keys: readonly K[], target: Record<K, string>, source: Partial<Record<string, unknown>>) {
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value !== '') target[key] = value;
  }
}

/**
 * The wizard's starting values: the stored record when the profile was sent before (a
 * resubmission), then the local draft over it; the owner e-mail is always the account's.
 */
export function initialValues(email: string, integrator: Integrator | null, draft: WizardDraft | null): WizardFormValues {
  const values = emptyValues(email);
  if (integrator && integrator.status !== 'pendente_cadastro') {
    const stored: Partial<Record<string, unknown>> = { ...integrator };
    for (const key of companyFields) values.company[key] = String(stored[companyFieldMap[key]] ?? '');
    for (const key of ownerFields) values.owner[key] = String(stored[ownerFieldMap[key]] ?? '');
  }
  if (draft) {
    pick(companyFields, values.company, draft.company ?? {});
    pick(ownerFields, values.owner, draft.owner ?? {});
    draft.projects?.forEach((project, index) => {
      if (values.projects[index]) values.projects[index] = { ...project };
    });
  }
  values.owner.email = email;
  return values;
}

/** Steps 1 and 2 checked with the domain schemas; steps 3 and 4 hold files and are checked apart. */
export const wizardResolver: Resolver<WizardFormValues> = (values, _context, options) => {
  const errors: Record<string, FieldError> = {};
  const collect = (prefix: string, result: z.ZodSafeParseResult<unknown>) => {
    if (result.success) return;
    for (const issue of result.error.issues) {
      const name = [prefix, ...issue.path.map(String)].join('.');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
  };
  collect('company', companyStepSchema.safeParse(values.company));
  collect('owner', ownerStepSchema.safeParse(values.owner));
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: toNestErrors(errors, options) };
};
