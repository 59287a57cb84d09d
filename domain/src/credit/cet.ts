/**
 * The total effective cost (CET) as Resolução CMN 3.517/2007 defines it: the yearly rate that
 * makes the payments, each discounted by (1 + CET)^((d_j − d_0)/365), equal the credit actually
 * released (FC0, the amount minus whatever is charged up front). Monthly CET is its twelfth root.
 */

export interface CashFlow {
  /** Calendar days from the release (d_j − d_0); fractions allowed for fixed periods (365/12). */
  days: number;
  cents: number;
}

/** Present value of the flows at a yearly rate. */
function presentValue(flows: readonly CashFlow[], yearly: number): number {
  return flows.reduce((sum, flow) => sum + flow.cents / Math.pow(1 + yearly, flow.days / 365), 0);
}

/**
 * The yearly rate (a fraction: 0.4393 is 43.93 % a.a.) at which the flows are worth `releasedCents`.
 * Newton's method from `guess` (a few steps: the present value is smooth and decreasing in the
 * rate); bisection on a bracket that holds the root when Newton leaves it.
 */
export function yearlyCet(releasedCents: number, flows: readonly CashFlow[], guess = 0.2): number {
  if (releasedCents <= 0 || flows.length === 0) throw new RangeError('a CET needs a release and payments');
  const paid = flows.reduce((sum, flow) => sum + flow.cents, 0);
  if (paid < releasedCents) throw new RangeError('the payments do not repay the release');
  const years = flows.map((flow) => flow.days / 365);
  let rate = guess;
  for (let step = 0; step < 30; step++) {
    let value = -releasedCents;
    let slope = 0;
    for (let j = 0; j < flows.length; j++) {
      const discounted = (flows[j]?.cents ?? 0) * Math.pow(1 + rate, -(years[j] ?? 0));
      value += discounted;
      slope -= ((years[j] ?? 0) * discounted) / (1 + rate);
    }
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) break;
    if (Math.abs(next - rate) < 1e-13) return next;
    rate = next;
  }
  return bisect(releasedCents, flows);
}

function bisect(releasedCents: number, flows: readonly CashFlow[]): number {
  let low = 0;
  let high = 1;
  while (presentValue(flows, high) > releasedCents) high *= 2;
  for (let step = 0; step < 80; step++) {
    const middle = (low + high) / 2;
    if (presentValue(flows, middle) > releasedCents) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The monthly rate equivalent to a yearly one: (1 + a)^(1/12) − 1. */
export const monthlyOf = (yearly: number): number => Math.pow(1 + yearly, 1 / 12) - 1;
/** The yearly rate equivalent to a monthly one: (1 + m)^12 − 1. */
export const yearlyOf = (monthly: number): number => Math.pow(1 + monthly, 12) - 1;
