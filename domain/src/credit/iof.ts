/**
 * IOF on credit (Decreto 6.306/2007, art. 7): a flat 0.38 % on the principal plus a daily rate on
 * each amortisation for the days until it is due, those days capped at 365. A natural person pays
 * 0.0082 % a day, a company 0.0041 %.
 */
export const iofRates = {
  flat: 0.0038,
  daily: { pf: 0.000082, pj: 0.000041 },
  maxDays: 365,
} as const;

export type Borrower = keyof typeof iofRates.daily;

/** One repayment of principal: how much and how many days after the release. */
export interface Amortisation {
  days: number;
  cents: number;
}

export interface IofRates {
  flat: number;
  daily: number;
}

export const iofRatesOf = (borrower: Borrower): IofRates => ({ flat: iofRates.flat, daily: iofRates.daily[borrower] });

/** IOF in cents on a principal repaid by `amortisations`. */
export function iofCents(amortisations: readonly Amortisation[], rates: IofRates): number {
  const principal = amortisations.reduce((sum, a) => sum + a.cents, 0);
  const daily = amortisations.reduce((sum, a) => sum + a.cents * rates.daily * Math.min(a.days, iofRates.maxDays), 0);
  return Math.round(principal * rates.flat + daily);
}

/**
 * IOF financed with the credit: the IOF of the financed total (wanted + IOF), found by fixed-point
 * iteration from the proportional estimate (it settles in one or two steps). `repay`
 * gives the amortisations of a financed total; the customer still receives `wantedCents`.
 */
export function financedIofCents(wantedCents: number, repay: (financedCents: number) => readonly Amortisation[], rates: IofRates): number {
  // The IOF is nearly proportional to the principal: start from the proportional answer.
  const share = iofCents(repay(wantedCents), rates) / wantedCents;
  let iof = Math.round((wantedCents * share) / (1 - share));
  for (let step = 0; step < 50; step++) {
    const next = iofCents(repay(wantedCents + iof), rates);
    if (next === iof) return iof;
    // Rounding may swing between two neighbours: the higher one never leaves tax unpaid.
    if (step > 20) return Math.max(iof, next);
    iof = next;
  }
  return iof;
}
