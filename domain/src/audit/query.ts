/**
 * The audit page's query (issue 51), once for both backends: equality filters on the chosen
 * action, actor and company, the period as a range on `em`, newest first, one page more than shown
 * to know whether 'Carregar mais' has more. firestore.indexes.json holds one composite index per
 * combination of equality filters (tests/docs/audit-indexes.test.ts).
 */
import { z } from 'zod';
import { auditActions, type AuditAction, type AuditEntry } from './types';
import { auditText } from './audit-text';

export const auditPageSize = 50;
/** The titular's card: its company's latest openings. */
export const openingsCardSize = 20;

export interface AuditFilterValues {
  acao: AuditAction | null;
  ator: string | null;
  integrador_id: string | null;
  de: number | null;
  ate: number | null;
}

export const emptyAuditFilter: AuditFilterValues = { acao: null, ator: null, integrador_id: null, de: null, ate: null };

/** The equality filters a filter asks for, as stored field paths (in a fixed order). */
export function auditEqualities(filter: AuditFilterValues): { field: 'acao' | 'ator.uid' | 'integrador_id'; value: string }[] {
  const equalities: { field: 'acao' | 'ator.uid' | 'integrador_id'; value: string }[] = [];
  if (filter.acao) equalities.push({ field: 'acao', value: filter.acao });
  if (filter.ator) equalities.push({ field: 'ator.uid', value: filter.ator });
  if (filter.integrador_id) equalities.push({ field: 'integrador_id', value: filter.integrador_id });
  return equalities;
}

/** Whether an entry passes the filter (the demo's store filters with it; Firestore with the query). */
export function matchesAuditFilter(entry: AuditEntry, filter: AuditFilterValues): boolean {
  return (
    (!filter.acao || entry.acao === filter.acao) &&
    (!filter.ator || entry.ator.uid === filter.ator) &&
    (!filter.integrador_id || entry.integrador_id === filter.integrador_id) &&
    (filter.de === null || entry.em >= filter.de) &&
    (filter.ate === null || entry.em <= filter.ate)
  );
}

/** The page's period (dates typed as yyyy-mm-dd, São Paulo's days) as inclusive epoch bounds. */
export function periodBounds(de: string, ate: string): { de: number | null; ate: number | null } {
  const start = de ? Date.parse(`${de}T00:00:00-03:00`) : NaN;
  const end = ate ? Date.parse(`${ate}T23:59:59.999-03:00`) : NaN;
  return { de: Number.isNaN(start) ? null : start, ate: Number.isNaN(end) ? null : end };
}

/** The filter form's values, checked: a known action, a period that does not end before it starts. */
export const auditFilterForm = z
  .object({
    acao: z.union([z.enum(auditActions), z.literal('')]),
    ator: z.string().max(128),
    integrador_id: z.string().max(128),
    de: z.string().max(10),
    ate: z.string().max(10),
  })
  .refine((value) => !value.de || !value.ate || value.de <= value.ate, { message: auditText.invalidPeriod, path: ['ate'] });
