/**
 * Funding plans (issue 48): per credit line, the tranches the financed amount is paid in, each a
 * share in basis points released by an installation milestone. Versioned like the cashback rates
 * (who, when, the value replaced). A line without a stored plan uses `defaultFundingPlan`. Also the
 * clock's settings (config/repasses) and the split of an amount into tranches.
 */
import { z } from 'zod';
import { bpsOfPercent, formatCashbackRate } from '../cashback/cashback-rates';
import { creditLineIds, type CreditLineId } from '../credit/lines';
import { DomainError } from '../errors';
import { requireAdmin, type Actor } from '../handlers/actor';
import { parseCommand } from '../handlers/parse';
import { milestoneIds, milestoneLabel, type MilestoneId } from '../installation/milestones';
import { validation } from '../messages';
import type { Millis } from '../model';
import { fundingText as text } from './funding-text';
import type { FundingPlan, FundingPlanValue, FundingSettings, PlanTranche } from './types';

export const fundingPlanLimits = {
  minTranches: 1,
  maxTranches: 5,
  /** 100 % in basis points: a plan's tranches sum to it exactly. */
  totalBps: 10_000,
} as const;

const defaultTranches: readonly PlanTranche[] = [
  { marco: 'contrato_assinado', percentual_bps: 3_000 },
  { marco: 'equipamento_comprado', percentual_bps: 4_000 },
  { marco: 'sistema_conectado', percentual_bps: 3_000 },
];

/** The plan of a line nobody set: 30 % at the signed contract, 40 % at the equipment's invoice, 30 % connected (version 0). */
export function defaultFundingPlan(lineId: CreditLineId): FundingPlan {
  return { id: lineId, parcelas: defaultTranches.map((tranche) => ({ ...tranche })), versao: 0, updated_by: 'sistema', updated_at: 0, anterior: null };
}

/** The plan a line uses: its stored one (when valid: a document edited by hand is not trusted), or the default. */
export function planOf(stored: FundingPlan | null | undefined, lineId: CreditLineId): FundingPlan {
  return stored && Array.isArray(stored.parcelas) && isValidPlan(stored.parcelas) ? stored : defaultFundingPlan(lineId);
}

/** Whether tranches form a valid plan: 1–5, milestones distinct and in order, each > 0, summing to 100 %. */
export function isValidPlan(parcelas: readonly PlanTranche[]): boolean {
  if (parcelas.length < fundingPlanLimits.minTranches || parcelas.length > fundingPlanLimits.maxTranches) return false;
  const order = parcelas.map((tranche) => milestoneIds.indexOf(tranche.marco));
  if (order.some((index, i) => index < 0 || (i > 0 && index <= (order[i - 1] ?? -1)))) return false;
  if (parcelas.some((tranche) => !Number.isSafeInteger(tranche.percentual_bps) || tranche.percentual_bps <= 0)) return false;
  return parcelas.reduce((sum, tranche) => sum + tranche.percentual_bps, 0) === fundingPlanLimits.totalBps;
}

const trancheInput = z.object({
  marco: z.enum(milestoneIds, { error: text.planMilestoneRequired }),
  /** Percent of the financed amount as the admin types it (30 is 30 %; 12.5 is 12,5 %). */
  percentual: z
    .number({ error: validation.numberInvalid })
    .refine((p) => Number.isFinite(p) && p > 0, { error: text.planPercentPositive })
    .refine((p) => bpsOfPercent(p) !== null, { error: text.planPercentDecimals }),
});

/** updateFundingPlan's input: the admin's form and the callable parse with it; outputs basis points. */
export const fundingPlanInput = z
  .object({
    id: z.enum(creditLineIds as [CreditLineId, ...CreditLineId[]], { error: text.lineNotFound }),
    /** The version the admin edited: a change made meanwhile by someone else is refused. */
    versao: z.int().min(0).max(1_000_000),
    parcelas: z
      .array(trancheInput, { error: text.planTranchesRequired })
      .min(fundingPlanLimits.minTranches, { error: text.planTranchesRequired })
      .max(fundingPlanLimits.maxTranches, { error: text.planTooManyTranches(fundingPlanLimits.maxTranches) }),
  })
  .superRefine((data, ctx) => {
    const seen = new Set<MilestoneId>();
    let previous = -1;
    data.parcelas.forEach((tranche, i) => {
      const index = milestoneIds.indexOf(tranche.marco);
      if (seen.has(tranche.marco)) ctx.addIssue({ code: 'custom', message: text.planMilestoneRepeated, path: ['parcelas', i, 'marco'], input: tranche.marco });
      else if (index < previous) ctx.addIssue({ code: 'custom', message: text.planMilestoneOrder, path: ['parcelas', i, 'marco'], input: tranche.marco });
      seen.add(tranche.marco);
      previous = Math.max(previous, index);
    });
    const sum = data.parcelas.reduce((total, tranche) => total + (bpsOfPercent(tranche.percentual) ?? 0), 0);
    if (sum !== fundingPlanLimits.totalBps) ctx.addIssue({ code: 'custom', message: text.planSum, path: ['parcelas'], input: data.parcelas });
  })
  .transform(({ id, versao, parcelas }) => ({
    id,
    versao,
    parcelas: parcelas.map(({ marco, percentual }): PlanTranche => ({ marco, percentual_bps: bpsOfPercent(percentual) ?? 0 })),
  }));
export type FundingPlanInput = z.input<typeof fundingPlanInput>;

const valueOf = ({ parcelas, versao, updated_by, updated_at }: FundingPlanValue): FundingPlanValue => ({ parcelas, versao, updated_by, updated_at });

/**
 * updateFundingPlan, admins: the line's new plan under the next version, keeping the value it
 * replaces (for repasse_planos/{lineId}/versoes/{versao}; null for the first). A stale version is refused.
 */
export function updateFundingPlan(current: FundingPlan | null, input: unknown, actor: Actor | null, now: Millis): { plan: FundingPlan; replaced: FundingPlanValue | null } {
  const caller = requireAdmin(actor);
  const { id, versao, parcelas } = parseCommand(fundingPlanInput, input);
  if (current && current.id !== id) throw new Error(`funding plan of ${current.id} given for ${id}`);
  const currentVersion = current?.versao ?? 0;
  if (versao !== currentVersion) throw new DomainError('failed-precondition', text.planStale);
  const replaced = current ? valueOf(current) : null;
  return { plan: { id, parcelas, versao: currentVersion + 1, updated_by: caller.uid, updated_at: now, anterior: replaced }, replaced };
}

/**
 * A plan's tranches in centavos. Every tranche but the last is floor(financed × bps / 10 000):
 * its exact share rounded down, less than 1 centavo below it. The last takes the remainder, so the
 * amounts sum to the financed amount exactly; it is at or above its exact share by less than
 * (tranches − 1) centavos. Integer arithmetic only.
 */
export function splitTranches(parcelas: readonly PlanTranche[], financiadoCentavos: number): (PlanTranche & { valor_centavos: number })[] {
  if (!Number.isSafeInteger(financiadoCentavos) || financiadoCentavos < 0 || !Number.isSafeInteger(financiadoCentavos * fundingPlanLimits.totalBps)) {
    throw new RangeError(`financed amount out of range: ${financiadoCentavos}`);
  }
  if (!isValidPlan(parcelas)) throw new RangeError('invalid funding plan');
  let left = financiadoCentavos;
  return parcelas.map((tranche, i) => {
    const valor = i === parcelas.length - 1 ? left : Math.floor((financiadoCentavos * tranche.percentual_bps) / fundingPlanLimits.totalBps);
    left -= valor;
    return { marco: tranche.marco, percentual_bps: tranche.percentual_bps, valor_centavos: valor };
  });
}

/** 'Contrato assinado 30% · Equipamento comprado 40% · Sistema conectado 30%'. */
export function formatPlan(parcelas: readonly PlanTranche[]): string {
  return parcelas.map((tranche) => `${milestoneLabel(tranche.marco)} ${formatCashbackRate(tranche.percentual_bps)}`).join(' · ');
}

// --- The clock's settings (config/repasses) ----------------------------------------

export const fundingSettingsLimits = { min: 1, max: 20, default: 2 } as const;

const settingsRange = text.settingsRange(fundingSettingsLimits.min, fundingSettingsLimits.max);

export const fundingSettingsInput = z.object({
  prazo_dias_uteis: z
    .number({ error: settingsRange })
    .int({ error: settingsRange })
    .min(fundingSettingsLimits.min, { error: settingsRange })
    .max(fundingSettingsLimits.max, { error: settingsRange }),
});
export type FundingSettingsInput = z.input<typeof fundingSettingsInput>;

/** The settings in force: the stored ones when valid, else the default (2 business days). */
export function settingsOf(stored: Partial<FundingSettings> | null | undefined): FundingSettings {
  const days = stored?.prazo_dias_uteis;
  const valid = typeof days === 'number' && Number.isInteger(days) && days >= fundingSettingsLimits.min && days <= fundingSettingsLimits.max;
  return valid ? { ...stored, prazo_dias_uteis: days } : { prazo_dias_uteis: fundingSettingsLimits.default };
}
