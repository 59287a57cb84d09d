/**
 * What the wizard sends the submit-profile callable: the company and owner data under the stored
 * field names (model.IntegratorProfileData), the uploaded documents and the projects to save.
 * The callable parses it with this same schema.
 */
import { z } from 'zod';
import { files as limits, storageFolders } from '../constants';
import { cnpjField, cpfField, emailField, phoneField, requiredText } from '../fields';
import type { IntegratorProfileData } from '../model';
import { averageProjects, howKnewUsValues, integratorDocumentKeys, revenues, simNao, teamSizes } from '../options';
import { validation } from '../messages';
import { addressFields, requiredChoice, storedFileInput } from './common';
import type { CompanyStepData, OwnerStepData } from './profile-wizard';


/** The 20 profile data fields, validated and normalized as stored. */
export const integratorProfileDataSchema = z.object({
  nome_empresa: requiredText,
  cnpj: cnpjField,
  ...addressFields,
  telefone: phoneField,
  team_size: requiredChoice(teamSizes),
  revenue: requiredChoice(revenues),
  has_installation: requiredChoice(simNao),
  how_knew_us: requiredChoice(howKnewUsValues),
  average_projects: requiredChoice(averageProjects),
  credit_issues: requiredChoice(simNao),
  owner_name: requiredText,
  owner_cpf: cpfField,
  owner_phone: phoneField,
  owner_email: emailField,
} satisfies Record<keyof IntegratorProfileData, z.ZodType>);

const documentFile = storedFileInput(storageFolders.integratorDocuments);

/** A portfolio project as sent to the callable (files already uploaded). */
export const projectInput = z.object({
  nome_cliente: requiredText,
  potencia_kwp: z.number({ error: validation.numberInvalid }).finite().min(0, { error: validation.numberInvalid }),
  art: documentFile.nullable().default(null),
  memorial: documentFile.nullable().default(null),
  fotos: z.array(documentFile).max(limits.maxPhotosPerProject).default([]),
});
export type ProjectInput = z.output<typeof projectInput>;

export const submitProfileInput = integratorProfileDataSchema.extend({
  /** Documents uploaded in this submission; the callable merges them over those already stored. */
  documentos: z.partialRecord(z.enum(integratorDocumentKeys), documentFile).default({}),
  projetos: z.array(projectInput).max(limits.projectSlots).default([]),
});
export type SubmitProfileInput = z.input<typeof submitProfileInput>;
export type SubmitProfileData = z.output<typeof submitProfileInput>;

/** The parsed company and owner steps under the stored field names. */
export function toIntegratorProfileData({
  company,
  owner,
}: {
  company: CompanyStepData;
  owner: OwnerStepData;
}): IntegratorProfileData {
  return {
    nome_empresa: company.companyName,
    cnpj: company.cnpj,
    cep: company.cep,
    street: company.street,
    number: company.number,
    complement: company.complement,
    neighborhood: company.neighborhood,
    city: company.city,
    state: company.state,
    telefone: company.phone,
    team_size: company.teamSize,
    revenue: company.revenue,
    has_installation: company.hasInstallation,
    how_knew_us: company.howKnewUs,
    average_projects: company.averageProjects,
    credit_issues: company.creditIssues,
    owner_name: owner.fullName,
    owner_cpf: owner.cpf,
    owner_phone: owner.phone,
    owner_email: owner.email,
  };
}
