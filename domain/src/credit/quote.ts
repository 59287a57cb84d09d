/**
 * What a simulation tells the customer beyond the installment (issue 45): the last installment
 * where the Price table's rounding makes it differ (price-table.ts: the last absorbs what rounding
 * left), and how long a printed quote is valid. The validity is ours, not a rule of the spec:
 * a week, since the rates may change any day and the first due date moves with the release.
 */
import { saoPauloDayKey } from '../format';
import { epochDay, isoOfEpochDay } from './calendar';

/** Calendar days a printed simulation is valid for, counted from the day it is issued. */
export const quoteValidityDays = 7;

export interface InstallmentPlan {
  prazo: number;
  parcelaCents: number;
  totalPagoCents: number;
}

/**
 * The last installment, when it differs from the others: what the total leaves after
 * (prazo − 1) regular installments; null when every installment is the same.
 */
export function differingLastInstallment({ prazo, parcelaCents, totalPagoCents }: InstallmentPlan): number | null {
  const last = totalPagoCents - (prazo - 1) * parcelaCents;
  return last === parcelaCents ? null : last;
}

/** The last day (YYYY-MM-DD, São Paulo) a simulation issued at `issuedAt` is valid. */
export function quoteValidUntil(issuedAt: number): string {
  return isoOfEpochDay(epochDay(saoPauloDayKey(issuedAt)) + quoteValidityDays);
}
