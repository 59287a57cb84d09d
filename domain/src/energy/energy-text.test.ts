import { describe, expect, it } from 'vitest';
import { energyText } from './energy-text';

describe('energyText', () => {
  it("writes the admin's margin as pt-BR (a decimal margin with a comma) (review)", () => {
    expect(energyText.aboveMarginDetail(10)).toContain('mais de 10% (margem');
    expect(energyText.aboveMarginDetail(12.5)).toContain('mais de 12,5% (margem');
  });
});
