import { describe, expect, it } from 'vitest';
import { addHistograms, binOf, emptyHistogram, histogramCount, histogramOf, median, p90, percentile } from './histogram';
import { hourBinEdges } from './types';

/** A histogram from durations, one at a time. */
const of = (...hours: number[]) => hours.reduce((sum, h) => addHistograms(sum, histogramOf(h)), emptyHistogram());

describe('bins', () => {
  it('has one bin per edge and one open bin above the last', () => {
    expect(hourBinEdges).toHaveLength(22);
    expect(emptyHistogram()).toEqual(new Array(23).fill(0));
  });

  it('puts a duration in the first bin whose upper edge it does not exceed', () => {
    expect(binOf(0)).toBe(0);
    expect(binOf(1)).toBe(0);
    expect(binOf(1.01)).toBe(1);
    expect(binOf(3)).toBe(2);
    expect(binOf(20)).toBe(7);
    expect(binOf(650)).toBe(18);
    expect(binOf(651)).toBe(19);
    expect(binOf(2500)).toBe(21);
    expect(binOf(2501)).toBe(22);
    expect(histogramOf(12)).toEqual([0, 0, 0, 0, 0, 0, 1, ...new Array(16).fill(0)]);
  });

  it('adds and subtracts bin by bin, a missing or short histogram as zeros', () => {
    expect(addHistograms([1, 2], undefined)).toEqual([1, 2, ...new Array(21).fill(0)]);
    expect(addHistograms(of(3, 3, 12), of(3), -1)).toEqual(of(3, 12));
    expect(histogramCount(of(3, 3, 12, 700))).toBe(4);
  });
});

describe('percentile', () => {
  it('is null for no duration', () => {
    expect(median(emptyHistogram())).toBeNull();
    expect(p90(emptyHistogram())).toBeNull();
  });

  it('interpolates inside the bin the rank falls in', () => {
    // 3, 3, 3, 3 (bin 2–4) and 12 (bin 10–15). Median: rank 2.5 of 4 in 2–4 → 2 + 2.5/4 × 2.
    const five = of(3, 3, 3, 3, 12);
    expect(median(five)).toBe(3.25);
    // p90: rank 4.5; 4 below, 0.5 of the one in 10–15 → 12.5.
    expect(p90(five)).toBe(12.5);
    // One duration of 0.7 h: the middle of its bin 0–1.
    expect(median(of(0.7))).toBe(0.5);
    // A rank on a bin's upper edge: 2 in 0–1 and 2 in 1–2, the median is 1.
    expect(median(of(0.5, 0.5, 1.5, 1.5))).toBe(1);
    expect(percentile(of(0.5, 0.5, 1.5, 1.5), 0.25)).toBe(0.5);
  });

  it('answers the last edge for the open bin (at least that long)', () => {
    expect(median(of(2700))).toBe(2500);
    expect(p90(of(5, 2700, 3900))).toBe(2500);
    // Below it, a long stay still interpolates: 700 alone in 650–1000 → 650 + 0.5 × 350.
    expect(median(of(700))).toBe(825);
  });

  it('skips empty bins below the rank', () => {
    // 1 in 1–2 and 1 in 40–50: median rank 1 ends in 1–2 → 2; p90 rank 1.8 → 40 + 0.8 × 10.
    expect(median(of(1.5, 45))).toBe(2);
    expect(p90(of(1.5, 45))).toBeCloseTo(48, 10);
  });
});
