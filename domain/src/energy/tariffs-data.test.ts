import { describe, expect, it } from 'vitest';
import { distributorIds } from './distributors';
import { billLimits, energySettingsLimits } from './limits';
import { fioBWithTaxes, tariffWithTaxes } from './savings';
import { defaultEnergySettings, energySettingsInput } from './settings';
import { defaultTariffs, effectiveTaxesPct, tariffTableDate, tariffTableSource } from './tariffs-data';

describe("the distributors' tariff table", () => {
  it('has a row for each of the 16 distributors, within the settings’ bounds, with its source and date', () => {
    expect(Object.keys(defaultTariffs).sort()).toEqual([...distributorIds].sort());
    expect(tariffTableSource).toContain('ANEEL');
    expect(tariffTableDate).toMatch(/^\d{4}-\d{2}$/);
    const parsed = energySettingsInput.safeParse({ ...defaultEnergySettings(), versao: 0 });
    expect(parsed.success).toBe(true);
  });

  it('keeps every row plausible: Fio B a part of the TUSD, the tariff with taxes within R$ 0,30–2,00/kWh', () => {
    for (const id of distributorIds) {
      const t = defaultTariffs[id];
      expect(t.fio_b_reais_mwh, id).toBeGreaterThan(0);
      expect(t.fio_b_reais_mwh, id).toBeLessThan(t.tusd_reais_mwh);
      expect(t.impostos_pct, id).toBeGreaterThan(energySettingsLimits.taxesPct.min);
      expect(t.impostos_pct, id).toBeLessThan(energySettingsLimits.taxesPct.max);
      expect(tariffWithTaxes(t), id).toBeGreaterThan(billLimits.minTariffReaisKwh);
      expect(tariffWithTaxes(t), id).toBeLessThan(billLimits.maxTariffReaisKwh);
      expect(fioBWithTaxes(t), id).toBeLessThan(tariffWithTaxes(t));
    }
  });

  it("holds ANEEL's published values (CEMIG REH 3.589/2026; Celesc REH 3.511/2025)", () => {
    expect(defaultTariffs.cemig).toMatchObject({ te_reais_mwh: 310.21, tusd_reais_mwh: 593.08, fio_b_reais_mwh: 268.19 });
    expect(defaultTariffs.celesc).toMatchObject({ te_reais_mwh: 321.93, tusd_reais_mwh: 373.75, fio_b_reais_mwh: 132.75 });
  });

  it("turns ICMS and PIS/COFINS 'por dentro' into one share: 1 − (1 − ICMS)(1 − PIS/COFINS)", () => {
    expect(effectiveTaxesPct(18)).toBe(22.92);
    expect(effectiveTaxesPct(20, 9.25)).toBe(27.4);
    // A real Energisa TO bill: R$ 1,006060 without taxes → R$ 1,385750 with ICMS 20 % and PIS/COFINS 9,25 %.
    expect(1.00606 / (1 - effectiveTaxesPct(20, 9.25) / 100)).toBeCloseTo(1.38575, 3);
  });
});
