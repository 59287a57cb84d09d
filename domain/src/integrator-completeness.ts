/**
 * Profile completeness of an integrator: the 20 data fields and 6 documents the specification
 * lists (file 000 section 5), 26 items in all (DECISIONS.md corrects the spec's 31).
 */
import { statusScreen } from './messages';
import type { Integrator, IntegratorProfileData } from './model';
import { integratorDocumentOptions, type IntegratorDocumentKey } from './options';

export interface CompletenessItem<K extends string = string> {
  key: K;
  label: string;
}

export type ProfileDataKey = keyof IntegratorProfileData;

/** The 20 data fields, in the order the spec lists them, with their pt-BR labels. */
export const profileDataFields = [
  { key: 'nome_empresa', label: 'Razão Social' },
  { key: 'cnpj', label: 'CNPJ' },
  { key: 'cep', label: 'CEP' },
  { key: 'street', label: 'Rua' },
  { key: 'number', label: 'Número' },
  { key: 'complement', label: 'Complemento' },
  { key: 'neighborhood', label: 'Bairro' },
  { key: 'city', label: 'Cidade' },
  { key: 'state', label: 'Estado' },
  { key: 'telefone', label: 'Telefone' },
  { key: 'team_size', label: 'Tamanho da equipe' },
  { key: 'revenue', label: 'Faturamento mensal' },
  { key: 'has_installation', label: 'Equipe de instalação própria' },
  { key: 'how_knew_us', label: 'Como conheceu' },
  { key: 'average_projects', label: 'Média de projetos por mês' },
  { key: 'credit_issues', label: 'Problemas de crédito' },
  { key: 'owner_name', label: 'Nome do titular' },
  { key: 'owner_cpf', label: 'CPF do titular' },
  { key: 'owner_phone', label: 'Telefone do titular' },
  { key: 'owner_email', label: 'E-mail do titular' },
] as const satisfies readonly CompletenessItem<ProfileDataKey>[];

/** pt-BR label of each stored profile field. */
export const profileFieldLabels = Object.fromEntries(
  profileDataFields.map((f) => [f.key, f.label]),
) as Record<ProfileDataKey, string>;

/** The six required documents with their pt-BR labels. */
export const profileDocuments: readonly CompletenessItem<IntegratorDocumentKey>[] =
  integratorDocumentOptions.map((o) => ({ key: o.value, label: o.label }));

export const completenessTotal = profileDataFields.length + profileDocuments.length;

export interface ProfileCompleteness {
  total: number;
  missingData: CompletenessItem<ProfileDataKey>[];
  missingDocuments: CompletenessItem<IntegratorDocumentKey>[];
  percent: number;
}

/** True when a value is absent or only whitespace. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

/** Which of the 26 items are missing and the rounded progress percentage. */
export function profileCompleteness(integrator: Integrator): ProfileCompleteness {
  const missingData = profileDataFields
    .filter((f) => isBlank(integrator[f.key]))
    .map((f) => ({ key: f.key, label: f.label }));
  const missingDocuments = profileDocuments
    .filter((d) => isBlank(integrator.documentos?.[d.key]?.path))
    .map((d) => ({ key: d.key, label: d.label }));
  const missing = missingData.length + missingDocuments.length;
  return {
    total: completenessTotal,
    missingData,
    missingDocuments,
    percent: Math.round(((completenessTotal - missing) / completenessTotal) * 100),
  };
}

/** True when none of the 26 items is missing. */
export function isProfileComplete(integrator: Integrator): boolean {
  const c = profileCompleteness(integrator);
  return c.missingData.length === 0 && c.missingDocuments.length === 0;
}


/** The first `limit` items and a '+N mais' label for the rest (null when nothing is hidden). */
export function previewList<T>(items: readonly T[], limit = 3): { shown: T[]; moreLabel: string | null } {
  const shown = items.slice(0, Math.max(0, limit));
  const hidden = items.length - shown.length;
  return { shown, moreLabel: hidden > 0 ? statusScreen.moreItems(hidden) : null };
}
