import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonths, fioBWithTaxes, monthIndex, projectSavings, tariffWithTaxes, type SavingsInput } from './savings';
import { connectionTypes } from './types';

const base: SavingsInput = {
  consumoMensalKwh: 400,
  geracaoMensalKwh: 350,
  ligacao: 'bifasico',
  tarifaReaisKwh: 1,
  fioBReaisKwh: 0.3,
  crescimentoAaPct: 0,
  inicio: '2026-01',
  meses: 12,
  hoje: '2026-01',
};

describe('the tariff with taxes', () => {
  it('grosses TE + TUSD and the Fio B up by the effective taxes (R$/MWh → R$/kWh)', () => {
    const t = { te_reais_mwh: 300, tusd_reais_mwh: 500, fio_b_reais_mwh: 250, impostos_pct: 20 };
    expect(tariffWithTaxes(t)).toBeCloseTo(1, 12);
    expect(fioBWithTaxes(t)).toBeCloseTo(0.3125, 12);
  });
});

describe('months', () => {
  it('adds months across years', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthIndex('2027-02') - monthIndex('2026-11')).toBe(3);
  });
});

describe('the bill before and after, month by month', () => {
  it('bills the availability charge and the year’s share of the Fio B on the compensated energy', () => {
    const [first] = projectSavings(base);
    // Before: 400 kWh × R$ 1. After: max(400 − 350, 50) = 50 kWh × R$ 1 + 350 × R$ 0,30 × 60 % (2026).
    expect(first).toEqual({ mes: '2026-01', conta_antes_centavos: 40_000, conta_depois_centavos: 11_300, economia_centavos: 28_700, fio_b_pct: 60 });
  });

  it('compensates only the consumption above the availability charge (the rest would be credits, not counted)', () => {
    const [first] = projectSavings({ ...base, geracaoMensalKwh: 1_000 });
    // Compensated 350 (400 − 50), not 400: after = 50 × 1 + 350 × 0,3 × 0,6.
    expect(first?.conta_depois_centavos).toBe(11_300);
  });

  it('follows the law’s share year by year over the term', () => {
    const rows = projectSavings({ ...base, inicio: '2026-12', meses: 38 });
    expect(rows.map((r) => r.fio_b_pct)).toEqual([60, ...Array(12).fill(75), ...Array(12).fill(90), ...Array(13).fill(100)]);
    expect(rows.at(-1)?.mes).toBe('2030-01');
  });

  it('grows the tariff by the yearly rate compounded monthly from today', () => {
    const rows = projectSavings({ ...base, geracaoMensalKwh: 0, crescimentoAaPct: 6, inicio: '2027-01', meses: 13, hoje: '2026-01' });
    expect(rows[0]?.conta_antes_centavos).toBe(42_400); // 400 × 1,06
    expect(rows[12]?.conta_antes_centavos).toBe(44_944); // 400 × 1,06²
    expect(rows[6]?.conta_antes_centavos).toBe(Math.floor(40_000 * 1.06 ** 1.5 + 0.5));
  });

  it('never saves less than nothing and always bills the availability charge', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 200_000, noNaN: true }), fc.constantFrom(...connectionTypes, '' as const),
      fc.double({ min: 0.3, max: 2, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 20 }),
      fc.integer({ min: 2020, max: 2040 }),
      (consumo, geracao, ligacao, tarifa, fioBShareOfTariff, growth, year) => {
        const disp = ligacao === '' ? 30 : { monofasico: 30, bifasico: 50, trifasico: 100 }[ligacao];
        const rows = projectSavings({
          consumoMensalKwh: consumo, geracaoMensalKwh: geracao, ligacao, tarifaReaisKwh: tarifa, fioBReaisKwh: tarifa * fioBShareOfTariff,
          crescimentoAaPct: growth, inicio: `${year}-06`, meses: 14, hoje: `${year}-01`,
        });
        return rows.every((r, k) => {
          const growthFactor = (1 + growth / 100) ** ((5 + k) / 12);
          return r.economia_centavos >= 0 && r.conta_depois_centavos >= Math.floor(disp * tarifa * growthFactor * 100 - 1);
        });
      },
    ));
  });

  it('saves more (or the same) the more the system generates', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 20_000 }), fc.double({ min: 0, max: 20_000, noNaN: true }), fc.double({ min: 0, max: 5_000, noNaN: true }),
      fc.constantFrom(...connectionTypes), fc.integer({ min: 2022, max: 2032 }),
      (consumo, geracao, extra, ligacao, year) => {
        const input = { ...base, consumoMensalKwh: consumo, ligacao, inicio: `${year}-01`, hoje: `${year}-01`, meses: 1 };
        const [less] = projectSavings({ ...input, geracaoMensalKwh: geracao });
        const [more] = projectSavings({ ...input, geracaoMensalKwh: geracao + extra });
        return (more?.economia_centavos ?? 0) >= (less?.economia_centavos ?? 0);
      },
    ));
  });

  it("matches a public worked example within 1 %: Canal Solar's 'Simulador Fio B', CPFL Paulista (Fio B R$ 206,65/MWh), 60 % in 2026 → R$ 12,40 per 100 kWh compensated", () => {
    // Without taxes, as the simulator shows it: 130 kWh monofásico, 100 kWh compensated.
    const [row] = projectSavings({ ...base, consumoMensalKwh: 130, geracaoMensalKwh: 100, ligacao: 'monofasico', tarifaReaisKwh: 0.67553, fioBReaisKwh: 0.2066458973, inicio: '2026-03', hoje: '2026-03', meses: 1 });
    const fioBCostCents = (row?.conta_depois_centavos ?? 0) - Math.floor(30 * 0.67553 * 100 + 0.5);
    expect(Math.abs(fioBCostCents - 1_240) / 1_240).toBeLessThan(0.01);
  });

  it('refuses impossible inputs instead of returning a number', () => {
    expect(() => projectSavings({ ...base, tarifaReaisKwh: Number.NaN })).toThrow(RangeError);
    expect(() => projectSavings({ ...base, geracaoMensalKwh: -1 })).toThrow(RangeError);
    expect(() => projectSavings({ ...base, inicio: '2026-13' })).toThrow(RangeError);
  });
});
