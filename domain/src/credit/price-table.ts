/**
 * The Price table (French amortisation) in integer cents: equal installments at a monthly rate,
 * interest rounded to the cent each month, the last installment absorbing what rounding left. An
 * optional grace period first capitalises the interest month by month.
 */

export interface ScheduleRow {
  /** 1 … n. */
  number: number;
  /** Months after the release when it is due (grace + number). */
  month: number;
  paymentCents: number;
  interestCents: number;
  amortisationCents: number;
  /** What is still owed after this payment. */
  balanceCents: number;
}

export interface PriceSchedule {
  /** The balance when repayment starts (the principal plus the interest capitalised in the grace period). */
  amortisedCents: number;
  /** The regular installment (the last may differ by rounding). */
  installmentCents: number;
  rows: ScheduleRow[];
}

/** The balance after `months` of grace with the interest capitalised monthly. */
export function capitalised(principalCents: number, monthlyRate: number, months: number): number {
  let balance = principalCents;
  for (let month = 0; month < months; month++) balance += Math.round(balance * monthlyRate);
  return balance;
}

/** The Price installment for a balance, a monthly rate and a number of installments, in cents. */
export function priceInstallment(balanceCents: number, monthlyRate: number, installments: number): number {
  if (monthlyRate === 0) return Math.ceil(balanceCents / installments);
  return Math.round((balanceCents * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -installments)));
}

export function priceSchedule(principalCents: number, monthlyRate: number, installments: number, graceMonths = 0): PriceSchedule {
  const amortisedCents = capitalised(principalCents, monthlyRate, graceMonths);
  const installmentCents = priceInstallment(amortisedCents, monthlyRate, installments);
  const rows: ScheduleRow[] = [];
  let balance = amortisedCents;
  for (let number = 1; number <= installments; number++) {
    const interestCents = Math.round(balance * monthlyRate);
    const last = number === installments;
    const amortisationCents = last ? balance : Math.min(balance, installmentCents - interestCents);
    balance -= amortisationCents;
    rows.push({ number, month: graceMonths + number, paymentCents: amortisationCents + interestCents, interestCents, amortisationCents, balanceCents: balance });
  }
  return { amortisedCents, installmentCents, rows };
}
