/**
 * The installation's zod schemas (issue 30): the milestone commands' inputs and the admin's target
 * settings. Apart from milestones.ts and due-dates.ts so the board's late marks load no zod.
 */
import { z } from 'zod';
import { inputLimits, storageFolders } from '../constants';
import { parseIsoDate } from '../masks';
import { validation } from '../messages';
import { idField, storedFileInput } from '../schemas/common';
import { isTargetDay, targetDayLimits } from './due-dates';
import { installationText as text } from './installation-text';
import { evidenceLimits, evidenceProblems, milestoneIds, milestoneLabel, milestoneOf, type MilestoneId } from './milestones';

const reason = z
  .string({ error: validation.required })
  .max(inputLimits.freeText, { error: validation.freeTextTooLong })
  .trim()
  .nullish()
  .transform((value) => value || null);

const isoDay = z
  .string({ error: validation.dateInvalid })
  .max(10, { error: validation.dateInvalid })
  .refine((value) => parseIsoDate(value) !== null, { error: validation.dateInvalid });

const milestoneField = z.enum(milestoneIds, { error: validation.required });

/**
 * Marking a milestone: its day, the files already uploaded to its folder and its number. Evidence
 * the milestone does not take is dropped; the admin's reason is checked by the handler (it knows
 * the role).
 */
export const markMilestoneInput = z
  .object({
    propostaId: idField,
    marco: milestoneField,
    data: isoDay,
    arquivos: z
      .array(storedFileInput(storageFolders.proposalAttachments))
      .max(evidenceLimits.maxFiles, { error: text.tooManyFiles(evidenceLimits.maxFiles) })
      .nullish()
      .transform((files) => files ?? []),
    protocolo: z.string({ error: text.protocolRequired }).max(inputLimits.name, { error: validation.tooLong }).trim().nullish(),
    leituraKwh: z.number({ error: validation.numberInvalid }).nullish(),
    motivo: reason,
  })
  .superRefine((data, ctx) => {
    const problems = evidenceProblems(milestoneOf(data.marco), { fileCount: data.arquivos.length, protocolo: data.protocolo, leituraKwh: data.leituraKwh });
    for (const [path, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', message, path: [path], input: data });
  })
  .transform((data) => {
    const { numero } = milestoneOf(data.marco);
    return {
      ...data,
      protocolo: numero === 'protocolo' ? (data.protocolo ?? null) : null,
      leituraKwh: numero === 'leitura_kwh' ? (data.leituraKwh ?? null) : null,
    };
  });
export type MarkMilestoneInput = z.input<typeof markMilestoneInput>;

/** The admin's undo of a mark, always with a reason. */
export const undoMilestoneInput = z.object({
  propostaId: idField,
  marco: milestoneField,
  motivo: z
    .string({ error: text.reasonRequired })
    .max(inputLimits.freeText, { error: validation.freeTextTooLong })
    .trim()
    .min(1, { error: text.reasonRequired }),
});
export type UndoMilestoneInput = z.input<typeof undoMilestoneInput>;

const daysField = z
  .int({ error: text.targetDaysRange(targetDayLimits.min, targetDayLimits.max) })
  .min(targetDayLimits.min, { error: text.targetDaysRange(targetDayLimits.min, targetDayLimits.max) })
  .max(targetDayLimits.max, { error: text.targetDaysRange(targetDayLimits.min, targetDayLimits.max) });

/**
 * The settings form (config/instalacao.dias_uteis): per milestone, the business days before the
 * first installment it is due; a milestone may not be due before the one it follows.
 */
export const installationTargetsSchema = z
  .object(Object.fromEntries(milestoneIds.map((id) => [id, daysField])) as Record<MilestoneId, typeof daysField>)
  .strict()
  .superRefine((days, ctx) => {
    milestoneIds.forEach((id, index) => {
      const previous = milestoneIds[index - 1];
      // Out-of-range days already have their own message.
      if (previous && isTargetDay(days[id]) && isTargetDay(days[previous]) && days[id] > days[previous]) {
        ctx.addIssue({ code: 'custom', message: text.targetDaysOrder(milestoneLabel(previous)), path: [id], input: days[id] });
      }
    });
  });
export type InstallationTargetsInput = z.input<typeof installationTargetsSchema>;
