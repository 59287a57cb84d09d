import { describe, expect, it } from 'vitest';
import { histogramOf, median } from './histogram';
import { formatHours, formatRatio } from './numbers-text';

describe('formatHours', () => {
  it('writes hours the Brazilian way, and a time past the last bin as at least that long', () => {
    expect(formatHours(12.34)).toBe('12,3 h');
    expect(formatHours(825)).toBe('825 h');
    expect(formatHours(median(histogramOf(3000)))).toBe('≥ 2.500 h');
    expect(formatHours(null)).toBe('—');
  });

  it('writes ratios as percentages with a comma', () => {
    expect(formatRatio(0.625)).toBe('62,5%');
    expect(formatRatio(null)).toBe('—');
  });
});
