/**
 * The cashback each credit line pays (issue 27), a share of the financed amount in basis points
 * (150 is 1,5 %): integers, so the ledger's amounts are exact. The admin sets it in percent with
 * at most two decimals (one basis point). Versioned like every admin setting: who, when, and the
 * value it replaced.
 *
 * Bounds 0 % to 10 %: zero switches a line's cashback off; the ceiling sits well above any
 * correspondent commission a lender pays on solar credit (a few percent), so it never blocks a
 * real setting but refuses the factor-of-ten slip (15 typed for 1,5).
 *
 * A line pays cashback only once its credit rates are stored (issue 45): without them a proposal
 * carries no simulation, so no financed amount to apply the rate to.
 */
import { z } from 'zod';
import { creditLineIds, type CreditLine, type CreditLineId } from '../credit/lines';
import { DomainError } from '../errors';
import { requireAdmin, type Actor } from '../handlers/actor';
import { parseCommand } from '../handlers/parse';
import { validation } from '../messages';
import type { Millis } from '../model';
import { cashbackText as text } from './cashback-text';

export const cashbackRateLimits = {
  minBps: 0,
  maxBps: 1_000,
} as const;

/** One value of a line's cashback and who set it, when. */
export interface CashbackRateValue {
  /** Basis points of the financed amount. */
  valor: number;
  /** 1 for the first value, one more at each change. */
  versao: number;
  updated_by: string;
  updated_at: Millis;
}

/** cashback_taxas/{lineId}: the line's current cashback and the value it replaced. */
export interface CashbackRate extends CashbackRateValue {
  id: CreditLineId;
  anterior: CashbackRateValue | null;
}

/** What the ledger records of the rate an approval used. */
export type AppliedCashbackRate = Pick<CashbackRateValue, 'valor' | 'versao'>;

/** Basis points as a percentage number (150 -> 1.5). */
export const percentOfBps = (bps: number): number => bps / 100;

const percentText = (bps: number): string => percentOfBps(bps).toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** Basis points in pt-BR percent: 150 -> '1,5%', 1000 -> '10%'. */
export const formatCashbackRate = (bps: number): string => `${percentText(bps)}%`;

/** A percentage with at most two decimals as whole basis points; null otherwise (1.15 -> 115, 0.125 -> null). */
export function bpsOfPercent(percent: number): number | null {
  if (!Number.isFinite(percent)) return null;
  const bps = Math.round(percent * 100);
  return Math.abs(percent * 100 - bps) < 1e-6 ? bps : null;
}

const range = text.rateOutOfRange(percentText(cashbackRateLimits.minBps), percentText(cashbackRateLimits.maxBps));

/** updateCashbackRate's input: the admin's form and the callable parse with it; outputs basis points. */
export const cashbackRateInput = z
  .object({
    id: z.enum(creditLineIds as [CreditLineId, ...CreditLineId[]], { error: text.lineNotFound }),
    /** Percent of the financed amount, as the admin types it (1.5 is 1,5 %). */
    percentual: z
      .number({ error: validation.numberInvalid })
      .refine((p) => Number.isFinite(p) && p * 100 >= cashbackRateLimits.minBps && p * 100 <= cashbackRateLimits.maxBps, { error: range })
      .refine((p) => bpsOfPercent(p) !== null, { error: text.rateDecimals }),
    /** The version the admin edited: a change made meanwhile by someone else is refused. */
    versao: z.int().min(0).max(1_000_000),
  })
  .transform(({ id, percentual, versao }) => ({ id, valor: bpsOfPercent(percentual) ?? 0, versao }));
export type CashbackRateInput = z.input<typeof cashbackRateInput>;

export interface CashbackRateWrites {
  rate: CashbackRate;
  /** The replaced value, for cashback_taxas/{lineId}/versoes/{versao} (full history); null for the first. */
  replaced: CashbackRateValue | null;
}

const valueOf = ({ valor, versao, updated_by, updated_at }: CashbackRateValue): CashbackRateValue => ({ valor, versao, updated_by, updated_at });

/** Whether a line's credit rates are stored: its record with at least one term. */
export const hasStoredRates = (line: Pick<CreditLine, 'taxas'> | null | undefined): boolean =>
  !!line && Object.values(line.taxas).some((rate) => typeof rate === 'number');

/**
 * updateCashbackRate, admins: the line's new cashback under the next version, keeping the value it
 * replaces; null when the value is the current one (nothing to version). `creditLine` is
 * linhas_credito/{id}: a rate above zero needs its credit rates stored.
 */
export function updateCashbackRate(current: CashbackRate | null, creditLine: Pick<CreditLine, 'taxas'> | null, input: unknown, actor: Actor | null, now: Millis): CashbackRateWrites | null {
  const caller = requireAdmin(actor);
  const { id, valor, versao } = parseCommand(cashbackRateInput, input);
  if (current && current.id !== id) throw new Error(`cashback rate of ${current.id} given for ${id}`);
  const currentVersion = current?.versao ?? 0;
  if (versao !== currentVersion) throw new DomainError('failed-precondition', text.rateStale);
  if (valor > 0 && !hasStoredRates(creditLine)) throw new DomainError('failed-precondition', text.rateWithoutCreditRates);
  if (current && current.valor === valor) return null;
  const replaced = current ? valueOf(current) : null;
  return { rate: { id, valor, versao: currentVersion + 1, updated_by: caller.uid, updated_at: now, anterior: replaced }, replaced };
}

/** The rate an approval applies: the stored one, or null when the line has none. */
export function appliedRateOf(rate: CashbackRate | null | undefined): AppliedCashbackRate | null {
  return rate ? { valor: rate.valor, versao: rate.versao } : null;
}
