import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyBillFacts } from './bill-facts';
import { aboveMargin, analyseEnergy, firstInstallmentMonth, installmentRatio, maxRatio, quickSavings, type EnergyAnalysisInput } from './analysis';
import { stateIrradiation } from './irradiation-data';
import { defaultEnergySettings } from './settings';
import { fioBWithTaxes, tariffWithTaxes } from './savings';
import type { BillFacts, EnergySettings } from './types';

/** 27/11/2026, 12:00 in São Paulo. */
const now = Date.UTC(2026, 10, 27, 15);
const flat: EnergySettings = { ...defaultEnergySettings(), crescimento_tarifa_aa_pct: 0 };
const facts: BillFacts = { ...emptyBillFacts(), distribuidora: 'cemig', ligacao: 'bifasico', consumo_kwh: [400, 420, 380], tarifa_reais_kwh: 1 };
const input: EnergyAnalysisInput = { facts, cidade: 'Belo Horizonte', uf: 'MG', kwpUsado: null, parcelaCents: 30_000, prazo: 12, carenciaMeses: 0, settings: flat, now };

const ok = (i: EnergyAnalysisInput) => {
  const outcome = analyseEnergy(i);
  if (outcome.kind !== 'ok') throw new Error(`missing ${outcome.faltando.join(', ')}`);
  return outcome;
};

describe('analyseEnergy', () => {
  it('says what is missing instead of guessing', () => {
    expect(analyseEnergy({ ...input, facts: emptyBillFacts(), cidade: '' })).toEqual({ kind: 'missing', faltando: ['consumo', 'distribuidora', 'municipio'] });
    expect(analyseEnergy({ ...input, facts: { ...facts, distribuidora: '' } })).toEqual({ kind: 'missing', faltando: ['distribuidora'] });
    expect(analyseEnergy({ ...input, uf: 'XX' })).toEqual({ kind: 'missing', faltando: ['municipio'] });
  });

  it('sizes, projects and compares a CEMIG bill in Belo Horizonte (hand-checked numbers)', () => {
    const { analysis, meses } = ok(input);
    const fioB = fioBWithTaxes(flat.tarifas.cemig); // 268,19 / 1000 / (1 − 22,92 %) = 0,34794 R$/kWh
    expect(analysis).toMatchObject({
      consumo_medio_kwh: 400,
      disponibilidade_kwh: 50,
      irradiacao_kwh_m2_dia: 5.129,
      irradiacao_origem: 'municipio',
      ibge: '3106200',
      performance_ratio: 0.8,
      kwp_sugerido: 2.81, // 350 / (5,129 × 30,4167 × 0,8) = 2,8043 → 2,81
      kwp_usado: 2.81,
      geracao_mensal_kwh: 350.7,
      tarifa_reais_kwh: 1,
      tarifas_versao: 0,
      conta_antes_centavos: 40_000,
      // Dec 2026 (60 %): 50 kWh × R$ 1 + 350 kWh × Fio B × 0,6.
      conta_depois_primeiro_mes_centavos: Math.floor((50 + 350 * fioB * 0.6) * 100 + 0.5),
      parcela_centavos: 30_000,
      meses: 12,
      margem_parcela_pct: 10,
      crescimento_tarifa_aa_pct: 0,
      calculado_em: now,
    });
    expect(analysis.conta_depois_primeiro_mes_centavos).toBe(12_307);
    expect(analysis.economia_primeiro_mes_centavos).toBe(27_693);
    // Jan–Nov 2027 at 75 %: 40.000 − 14.133 = 25.867; average (27.693 + 11 × 25.867) / 12 = 26.019,17.
    expect(meses.map((m) => m.mes)).toEqual(['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09', '2027-10', '2027-11']);
    expect(meses[1]?.economia_centavos).toBe(25_867);
    expect(analysis.economia_media_centavos).toBe(26_019);
    expect(analysis.razao).toBe(1.15);
    expect(analysis.acima_da_margem).toBe(true); // 300,00 > 260,19 × 1,10
  });

  it('raises the flag only above the margin', () => {
    expect(ok({ ...input, parcelaCents: 28_620 }).analysis.acima_da_margem).toBe(false);
    expect(ok({ ...input, parcelaCents: 28_621 }).analysis.acima_da_margem).toBe(true);
    expect(ok({ ...input, parcelaCents: 28_621, settings: { ...flat, margem_parcela_pct: 20 } }).analysis.acima_da_margem).toBe(false);
  });

  it('does not flag an installment exactly at savings × (1 + margin), whatever floating point makes of the product (review)', () => {
    // 300,00 × 1,13 is 338,99999999999994 in floating point: 339,00 does not exceed it by more than 13 %.
    expect(aboveMargin(339_00, 300_00, 13)).toBe(false);
    expect(aboveMargin(339_01, 300_00, 13)).toBe(true);
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (economia, margem) => {
      const exact = economia * (100 + margem);
      if (exact % 100 !== 0) return true;
      return !aboveMargin(exact / 100, economia, margem) && aboveMargin(exact / 100 + 1, economia, margem);
    }), { examples: [[300_00, 13], [100, 13]] });
    // The stored analysis uses the same rule: an installment at the margin's edge of this input's savings.
    const economia = ok(input).analysis.economia_media_centavos;
    const settings = { ...flat, margem_parcela_pct: 13 };
    const edge = Math.ceil(economia * 1.13);
    expect(ok({ ...input, settings, parcelaCents: edge }).analysis.acima_da_margem).toBe(edge * 100 > economia * 113);
  });

  it("takes the repo's row for a distributor the stored table lacks (added to the code after the admin's last save), as the pages do (review)", () => {
    const { cemig: _cemig, ...others } = flat.tarifas;
    const stored = { ...flat, tarifas: others } as EnergySettings;
    const withRow = ok({ ...input, facts: { ...facts, tarifa_reais_kwh: null } }).analysis;
    expect(ok({ ...input, facts: { ...facts, tarifa_reais_kwh: null }, settings: stored }).analysis).toEqual(withRow);
    expect(quickSavings({ contaCentavos: 300_00, uf: 'MG', settings: stored, prazo: 60, now })).toEqual(quickSavings({ contaCentavos: 300_00, uf: 'MG', settings: flat, prazo: 60, now }));
  });

  it('uses the quoted size when the integrator overrides the suggestion', () => {
    const quoted = ok({ ...input, kwpUsado: 2 }).analysis;
    expect(quoted.kwp_sugerido).toBe(2.81);
    expect(quoted.kwp_usado).toBe(2);
    expect(quoted.geracao_mensal_kwh).toBeCloseTo(2 * 5.129 * 365 / 12 * 0.8, 1);
    expect(quoted.economia_media_centavos).toBeLessThan(ok(input).analysis.economia_media_centavos);
  });

  it("takes the distributor's tariff with taxes when the bill gave none, and the state's irradiation for a municipality not in the table", () => {
    const { analysis } = ok({ ...input, facts: { ...facts, tarifa_reais_kwh: null }, cidade: 'Itabirito' });
    expect(analysis.tarifa_reais_kwh).toBeCloseTo(tariffWithTaxes(flat.tarifas.cemig), 4);
    expect(analysis.irradiacao_origem).toBe('estado');
    expect(analysis.irradiacao_kwh_m2_dia).toBe(stateIrradiation.MG);
    expect(analysis.ibge).toBeNull();
  });

  it('starts at the first installment: the month after today plus the grace months', () => {
    expect(firstInstallmentMonth(now, 0)).toBe('2026-12');
    expect(firstInstallmentMonth(now, 3)).toBe('2027-03');
    expect(ok({ ...input, carenciaMeses: 3, prazo: 60 }).meses.map((m) => m.mes).slice(0, 2)).toEqual(['2027-03', '2027-04']);
    expect(ok({ ...input, prazo: 60 }).analysis.meses).toBe(60);
  });

  it('grows the tariff with the admin’s yearly rate', () => {
    const grown = ok({ ...input, settings: { ...flat, crescimento_tarifa_aa_pct: 12 } }).analysis;
    expect(grown.conta_antes_centavos).toBe(Math.floor(40_000 * 1.12 ** (1 / 12) + 0.5));
  });

  it('stores a capped ratio when there is nothing to save (consumption within the availability charge)', () => {
    const small = ok({ ...input, facts: { ...facts, consumo_kwh: [40, 45] } }).analysis;
    expect(small.kwp_sugerido).toBe(0);
    expect(small.economia_media_centavos).toBe(0);
    expect(small.razao).toBe(maxRatio);
    expect(small.acima_da_margem).toBe(true);
    expect(installmentRatio(0, 0)).toBe(0);
  });

  it('never saves below zero even when the bill’s tariff is below the table’s Fio B', () => {
    fc.assert(fc.property(fc.double({ min: 0.3, max: 2, noNaN: true }), fc.integer({ min: 1, max: 100_000 }), (tarifa, kwh) => {
      const outcome = analyseEnergy({ ...input, facts: { ...facts, distribuidora: 'enel_rj', consumo_kwh: [kwh], tarifa_reais_kwh: tarifa }, cidade: 'Rio de Janeiro', uf: 'RJ', prazo: 48 });
      return outcome.kind === 'ok' && outcome.meses.every((m) => m.economia_centavos >= 0);
    }));
  });
});

describe('quickSavings (the landing: from the bill amount alone)', () => {
  const settings = defaultEnergySettings();

  it("estimates the consumption with the state's typical tariff and gives the first month's and the average savings", () => {
    const sp = quickSavings({ contaCentavos: 35_000, uf: 'SP', settings, prazo: 60, now });
    expect(sp).not.toBeNull();
    expect(sp!.economiaPrimeiroMesCents).toBeGreaterThan(0);
    expect(sp!.economiaPrimeiroMesCents).toBeLessThan(35_000);
    // Over the term the tariff grows (6 % a year) and the Fio B share reaches 100 %: both move the average.
    expect(sp!.economiaMediaCents).toBeGreaterThan(0);
  });

  it('works without a state (every distributor, every state) and differs by state', () => {
    const none = quickSavings({ contaCentavos: 35_000, uf: null, settings, prazo: 60, now });
    expect(none?.economiaMediaCents).toBeGreaterThan(0);
    const pa = quickSavings({ contaCentavos: 35_000, uf: 'pa', settings, prazo: 60, now });
    expect(pa?.economiaMediaCents).not.toBe(quickSavings({ contaCentavos: 35_000, uf: 'SC', settings, prazo: 60, now })?.economiaMediaCents);
  });

  it('gives nothing for no bill or an implausible one', () => {
    expect(quickSavings({ contaCentavos: 0, uf: 'SP', settings, prazo: 60, now })).toBeNull();
    expect(quickSavings({ contaCentavos: 50, uf: 'SP', settings, prazo: 60, now })).toBeNull();
    expect(quickSavings({ contaCentavos: 1_000_000_000, uf: 'SP', settings, prazo: 60, now })).toBeNull();
    expect(quickSavings({ contaCentavos: Number.NaN, uf: 'SP', settings, prazo: 60, now })).toBeNull();
  });

  it('saves more the larger the bill', () => {
    fc.assert(fc.property(fc.integer({ min: 5_000, max: 2_000_000 }), fc.integer({ min: 1, max: 500_000 }), (bill, extra) => {
      const less = quickSavings({ contaCentavos: bill, uf: 'MG', settings, prazo: 36, now });
      const more = quickSavings({ contaCentavos: bill + extra, uf: 'MG', settings, prazo: 36, now });
      return less !== null && more !== null && more.economiaMediaCents >= less.economiaMediaCents;
    }));
  });
});
