/**
 * The startExport callable's input (issue 50), bounded: a kind, a format and the page's filter —
 * months 'YYYY-MM', de <= ate, at most 36 months, ids of at most 128 characters, a UF of the list
 * or the page's 'Sem estado' (noState).
 */
import { z } from 'zod';
import { ufs } from '../../options';
import { exportText as text } from './export-text';
import { exportFormats, exportKinds } from './types';
import { analyticsMaxMonths } from '../types';
import { monthsBetween } from '../months';
import { noState } from '../counts';

const month = z.string({ error: text.badMonth }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: text.badMonth });
const id = (message: string) => z.string({ error: message }).min(1, { error: message }).max(128, { error: message }).refine((value) => !value.includes('/'), { error: message });


export const exportFilterInput = z
  .object({
    de: month,
    ate: month,
    linha: id(text.badLine).nullable(),
    uf: z.enum([...ufs, noState] as const, { error: text.badUf }).nullable(),
    integrador_id: id(text.badIntegrator).nullable(),
  })
  .refine((filter) => filter.de <= filter.ate, { error: text.badPeriod, path: ['ate'] })
  .refine((filter) => monthsBetween(filter.de, filter.ate).length <= analyticsMaxMonths, { error: text.periodTooLong, path: ['de'] });

export const exportRequestInput = z.object({
  tipo: z.enum(exportKinds, { error: text.badKind }),
  formato: z.enum(exportFormats, { error: text.badFormat }),
  filtro: exportFilterInput,
});
export type ExportRequestInput = z.output<typeof exportRequestInput>;

export const exportIdInput = z.object({ id: id(text.badId) });
