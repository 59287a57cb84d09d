/**
 * The value axis of the bar charts: whole-number ticks from 0 to a round maximum at or above the
 * tallest bar, so the grid lines fall on counts a person reads at a glance (0, 5, 10, 15, 20).
 */
export interface ChartScale {
  /** The top of the axis: every bar's height is value / max of the plot. */
  max: number;
  /** The tick values, from 0 up to max. */
  ticks: number[];
}

const steps = [1, 2, 5];

/** At most `maxTicks` + 1 ticks (counting 0); an empty chart still gets a 0–1 axis. */
export function countScale(tallest: number, maxTicks = 4): ChartScale {
  const top = Math.max(1, Math.ceil(tallest));
  let step = 1;
  for (let power = 1; step * maxTicks < top; power *= 10) {
    step = (steps.find((base) => base * power * maxTicks >= top) ?? 10) * power;
  }
  const max = Math.ceil(top / step) * step;
  return { max, ticks: Array.from({ length: max / step + 1 }, (_, index) => index * step) };
}
