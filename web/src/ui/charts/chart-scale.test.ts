import { describe, expect, it } from 'vitest';
import { countScale } from './chart-scale';

describe('countScale', () => {
  it('gives an empty chart a 0–1 axis', () => {
    expect(countScale(0)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it('steps by 1 while four ticks reach the tallest bar', () => {
    expect(countScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(countScale(4)).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
  });

  it('rounds the top up to a step of 1, 2 or 5 times a power of ten', () => {
    expect(countScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countScale(17)).toEqual({ max: 20, ticks: [0, 5, 10, 15, 20] });
    expect(countScale(41)).toEqual({ max: 60, ticks: [0, 20, 40, 60] });
    expect(countScale(5000).max).toBeGreaterThanOrEqual(5000);
  });

  it('never puts the tallest bar above the axis, nor more than five ticks', () => {
    for (let tallest = 0; tallest <= 2000; tallest += 7) {
      const scale = countScale(tallest);
      expect(scale.max).toBeGreaterThanOrEqual(tallest);
      expect(scale.ticks.length).toBeLessThanOrEqual(5);
      expect(scale.ticks.at(-1)).toBe(scale.max);
    }
  });
});
