import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { availabilityOf, averageMonthDays, daysInMonth, expectedGenerationKwh, sizeSystem } from './sizing';
import { connectionTypes } from './types';

describe('sizing a system from the bill', () => {
  it('offsets the consumption above the availability charge (30/50/100 kWh)', () => {
    // 430 kWh, trifásico: 330 kWh to offset; Belo Horizonte 5.129 kWh/m²/dia; PR 0.80.
    const sized = sizeSystem({ consumoMedioKwh: 430, ligacao: 'trifasico', irradiacaoKwhM2Dia: 5.129, performanceRatio: 0.8 });
    expect(sized.disponibilidadeKwh).toBe(100);
    // 330 / (5.129 × 30.4167 × 0.8) = 2.6441… → 2.65 (rounded up).
    expect(sized.kwpSugerido).toBe(2.65);
  });

  it('counts an unknown connection as monofásico', () => {
    expect(availabilityOf('')).toBe(30);
    expect(sizeSystem({ consumoMedioKwh: 330, ligacao: '', irradiacaoKwhM2Dia: 5, performanceRatio: 0.8 }).disponibilidadeKwh).toBe(30);
  });

  it('suggests nothing when the consumption does not pass the availability charge', () => {
    expect(sizeSystem({ consumoMedioKwh: 45, ligacao: 'bifasico', irradiacaoKwhM2Dia: 5, performanceRatio: 0.8 }).kwpSugerido).toBe(0);
  });

  it('is the inverse of the expected generation within the 0.01 kWp rounding', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(...connectionTypes),
      fc.double({ min: 3, max: 7, noNaN: true }), fc.double({ min: 0.5, max: 0.95, noNaN: true }),
      (consumo, ligacao, irradiacao, pr) => {
        const { kwpSugerido, disponibilidadeKwh } = sizeSystem({ consumoMedioKwh: consumo, ligacao, irradiacaoKwhM2Dia: irradiacao, performanceRatio: pr });
        const need = Math.max(consumo - disponibilidadeKwh, 0);
        const covers = expectedGenerationKwh(kwpSugerido, irradiacao, pr) >= need - 1e-6;
        const minimal = kwpSugerido === 0 || expectedGenerationKwh(kwpSugerido - 0.01, irradiacao, pr) < need;
        return covers && minimal && Number.isInteger(Math.round(kwpSugerido * 100)) && Math.abs(kwpSugerido * 100 - Math.round(kwpSugerido * 100)) < 1e-6;
      },
    ));
  });

  it('generates by the days of the month, an average month being 365/12 days', () => {
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2025-02')).toBe(28);
    expect(daysInMonth('2025-07')).toBe(31);
    expect(expectedGenerationKwh(2, 5, 0.8)).toBeCloseTo(2 * 5 * averageMonthDays * 0.8, 9);
    expect(expectedGenerationKwh(2, 5, 0.8, '2025-07')).toBeCloseTo(248, 9);
    expect(() => daysInMonth('2025-13')).toThrow(RangeError);
  });

  it("matches a public worked example within 1 % (esol.eng.br, 'dimensionamento': 500 kWh, CRESESB 4,43 kWh/m²·dia, perdas 0,8, 30 dias → 4,7 kW)", () => {
    // The source sizes 500 kWh / (4,43 × 0,8 × 30) = 4,7 kW; our generation of 4,7 kWp in a 30-day month must give back ~500 kWh.
    const generated = expectedGenerationKwh(4.7, 4.43, 0.8, '2025-06');
    expect(Math.abs(generated - 500) / 500).toBeLessThan(0.01);
    // And sizing 500 kWh net (a monofásico bill of 530 kWh) over a 30-day month's worth: 4,7 kWp within 1 %.
    const sized = sizeSystem({ consumoMedioKwh: 530, ligacao: 'monofasico', irradiacaoKwhM2Dia: 4.43, performanceRatio: 0.8 });
    expect(Math.abs(sized.kwpSugerido * averageMonthDays / 30 - 4.7) / 4.7).toBeLessThan(0.01);
  });

  it('refuses impossible inputs instead of returning a number', () => {
    expect(() => sizeSystem({ consumoMedioKwh: 300, ligacao: '', irradiacaoKwhM2Dia: 0, performanceRatio: 0.8 })).toThrow(RangeError);
    expect(() => sizeSystem({ consumoMedioKwh: -1, ligacao: '', irradiacaoKwhM2Dia: 5, performanceRatio: 0.8 })).toThrow(RangeError);
    expect(() => expectedGenerationKwh(-1, 5, 0.8)).toThrow(RangeError);
  });
});
