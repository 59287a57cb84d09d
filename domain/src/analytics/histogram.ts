/** Times counted in fixed bins of business hours, and the percentiles read back from them. */
import { hourBinEdges, type Histogram } from './types';

export const emptyHistogram = (): Histogram => new Array<number>(hourBinEdges.length + 1).fill(0);

/** The bin of a duration: the first whose upper edge it does not exceed; the last holds the rest. */
export function binOf(hours: number): number {
  const index = hourBinEdges.findIndex((edge) => hours <= edge);
  return index === -1 ? hourBinEdges.length : index;
}

/** A histogram with one duration. */
export function histogramOf(hours: number): Histogram {
  const histogram = emptyHistogram();
  histogram[binOf(hours)] = 1;
  return histogram;
}

export const histogramCount = (histogram: readonly number[]) => histogram.reduce((sum, count) => sum + count, 0);

/** Elementwise sum (a missing or short histogram counts as zeros). */
export function addHistograms(a: readonly number[] | undefined, b: readonly number[] | undefined, sign: 1 | -1 = 1): Histogram {
  return emptyHistogram().map((_, index) => (a?.[index] ?? 0) + sign * (b?.[index] ?? 0));
}

/**
 * The q-quantile (0 < q < 1) in business hours, or null for an empty histogram: the rank q × n
 * falls in some bin, and the value is interpolated between that bin's edges. The open last bin
 * answers its lower edge (the value is at least that).
 */
export function percentile(histogram: readonly number[], q: number): number | null {
  const total = histogramCount(histogram);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (let index = 0; index < histogram.length; index += 1) {
    const count = histogram[index] ?? 0;
    if (count > 0 && below + count >= rank) {
      const lower = index === 0 ? 0 : hourBinEdges[index - 1] ?? 0;
      const upper = hourBinEdges[index];
      if (upper === undefined) return lower;
      return lower + ((rank - below) / count) * (upper - lower);
    }
    below += count;
  }
  return hourBinEdges[hourBinEdges.length - 1] ?? null;
}

export const median = (histogram: readonly number[]) => percentile(histogram, 0.5);
export const p90 = (histogram: readonly number[]) => percentile(histogram, 0.9);
