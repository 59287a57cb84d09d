/**
 * The credit arithmetic (issue 32): worked examples from public sources, and properties over random
 * loans. Published figures are given to the cent or to two decimals of a percentage; each check
 * says which.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysAfterMonths, epochDay } from './calendar';
import { monthlyOf, yearlyCet, yearlyOf } from './cet';
import { creditText } from './credit-text';
import { financedIofCents, iofCents, iofRatesOf } from './iof';
import type { CreditLine } from './lines';
import { capitalised, priceSchedule } from './price-table';
import { compareLines, refusalOf, simulate, type SimulationInput } from './simulate';

const pct = (fraction: number) => Math.round(fraction * 10_000) / 100;

describe('Price table', () => {
  it('R$ 10.000,00 at 10 % a.m. in 4 installments (scribd, "Tabelas Simulação Financiamento de Apartamento", FINANCIAMENTO PRICE)', () => {
    const { installmentCents, rows } = priceSchedule(10_000_00, 0.1, 4);
    expect(installmentCents).toBe(3_154_71);
    // The published table: balances 7.845,29 / 5.475,11 / 2.867,92 and interest 1.000,00 / 784,53 / 547,51 / 286,79.
    expect(rows.slice(0, 3).map((row) => row.balanceCents)).toEqual([7_845_29, 5_475_11, 2_867_91]);
    expect(rows.map((row) => row.interestCents)).toEqual([1_000_00, 784_53, 547_51, 286_79]);
    // Total interest published: 2.618,83. Rounding each month's interest to the cent moves one cent
    // from the third balance into the last installment, which absorbs it (3.154,70).
    expect(rows.reduce((sum, row) => sum + row.interestCents, 0)).toBe(2_618_83);
    expect(rows[3]?.paymentCents).toBe(3_154_70);
  });

  it('R$ 100.000,00 at 1 % a.m. in 180 installments (diariodasleis.com.br, "Tabela Price", modelo 1: R$ 1.200,16)', () => {
    // The published value truncates 100.000 × 0,01200168 = 1.200,168; we round: one cent apart.
    expect(Math.abs(priceSchedule(100_000_00, 0.01, 180).installmentCents - 1_200_16)).toBeLessThanOrEqual(1);
  });

  it('a zero rate divides the amount, the last installment taking the remainder', () => {
    const { rows } = priceSchedule(1_000_00, 0, 3);
    expect(rows.map((row) => row.paymentCents)).toEqual([333_34, 333_34, 333_32]);
  });

  it('a grace period capitalises the interest month by month before the first installment', () => {
    expect(capitalised(10_000_00, 0.01, 2)).toBe(10_201_00);
    const { rows, amortisedCents } = priceSchedule(10_000_00, 0.01, 12, 2);
    expect(amortisedCents).toBe(10_201_00);
    expect(rows[0]?.month).toBe(3);
  });
});

describe('CET (Resolução CMN 3.517/2007)', () => {
  it("Banco Central's example: R$ 940,00 released, 5 × R$ 205,73 → 3,08 % a.m., 43,93 % a.a. (BCB, FAQ Custo Efetivo Total, as quoted by servicosbancarios.com.br)", () => {
    // 'Períodos fixos': each installment a twelfth of a year after the last.
    const flows = [1, 2, 3, 4, 5].map((j) => ({ days: (365 / 12) * j, cents: 205_73 }));
    const yearly = yearlyCet(940_00, flows);
    expect(Math.abs(pct(yearly) - 43.93)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(pct(monthlyOf(yearly)) - 3.08)).toBeLessThanOrEqual(0.01);
  });

  it('refuses flows that cannot be a loan', () => {
    expect(() => yearlyCet(0, [{ days: 30, cents: 1 }])).toThrow(RangeError);
    expect(() => yearlyCet(100_00, [{ days: 30, cents: 99_00 }])).toThrow(RangeError);
  });
});

describe('IOF (Decreto 6.306/2007)', () => {
  it('R$ 20.000,00 for 90 days at 0,0041 % a day: 73,80 paid up front, 74,07 financed (deptofinanceiro.blogspot.com, "IOF financiado x IOF à vista")', () => {
    const rates = { flat: 0, daily: 0.000041 };
    expect(iofCents([{ days: 90, cents: 20_000_00 }], rates)).toBe(73_80);
    expect(financedIofCents(20_000_00, (financed) => [{ days: 90, cents: financed }], rates)).toBe(74_07);
  });

  it('a natural person: 0,38 % plus 0,0082 % a day, the days capped at 365; a company pays half the daily rate', () => {
    const year = [{ days: 365, cents: 10_000_00 }];
    expect(iofCents(year, iofRatesOf('pf'))).toBe(38_00 + 299_30);
    expect(iofCents([{ days: 700, cents: 10_000_00 }], iofRatesOf('pf'))).toBe(38_00 + 299_30);
    expect(iofCents(year, iofRatesOf('pj'))).toBe(38_00 + 149_65);
  });
});

describe('calendar', () => {
  it('due dates keep the day of the month, or the last day of a shorter month', () => {
    const release = epochDay('2026-01-31');
    expect(daysAfterMonths(release, 1)).toBe(28);
    expect(daysAfterMonths(release, 2)).toBe(59);
    expect(daysAfterMonths(epochDay('2026-01-15'), 12)).toBe(365);
  });
});

const line = (patch: Partial<CreditLine> = {}): CreditLine => ({
  id: 'financiamento_solar_tradicional', ativa: true, taxas: { '12': 1.29, '60': 1.49, '120': 1.69 },
  valor_min_centavos: 5_000_00, valor_max_centavos: 300_000_00, tarifa_centavos: 0, nota: '', ...patch,
});
const input = (patch: Partial<SimulationInput> = {}): SimulationInput => ({
  valorSistemaCents: 30_000_00, entradaCents: 5_000_00, prazo: 60, carenciaMeses: 0, borrower: 'pf', liberacao: '2026-03-10', ...patch,
});

describe('simulate', () => {
  it('finances the amount wanted plus fee and IOF; the customer receives the amount wanted', () => {
    const result = simulate(line({ tarifa_centavos: 500_00 }), input());
    expect(result.liberadoCents).toBe(25_000_00);
    expect(result.financiadoCents).toBe(25_000_00 + 500_00 + result.iofCents);
    expect(result.rows.reduce((sum, row) => sum + row.amortisationCents, 0)).toBe(result.financiadoCents);
    expect(result.totalPagoCents).toBe(result.rows.reduce((sum, row) => sum + row.paymentCents, 0));
    expect(result.primeiroVencimento).toBe('2026-04-10');
    expect(result.cetAnual).toBeGreaterThan(yearlyOf(0.0149));
  });

  it('says why a line cannot finance: inactive, a term it does not offer, an amount outside its range', () => {
    expect(refusalOf(line({ ativa: false }), input())).toBe(creditText.lineInactive);
    expect(refusalOf(line(), input({ prazo: 24 }))).toBe(creditText.termNotOffered);
    expect(refusalOf(line(), input({ entradaCents: 26_000_00 }))).toBe('Esta linha financia de R$ 5.000,00 a R$ 300.000,00.');
    expect(() => simulate(line(), input({ prazo: 24 }))).toThrow(creditText.termNotOffered);
  });

  it('compares lines cheapest CET first and lists the refused ones with their reasons', () => {
    const cheap = line({ id: 'credito_consignado', taxas: { '60': 1.19 } });
    const dear = line({ id: 'emprestimo_pessoal', taxas: { '60': 3.5 } });
    const { options, refused } = compareLines([dear, line({ id: 'credito_fgts', ativa: false }), line(), cheap], input());
    expect(options.map((option) => option.linha)).toEqual(['credito_consignado', 'financiamento_solar_tradicional', 'emprestimo_pessoal']);
    expect(refused).toEqual([{ linha: 'credito_fgts', linhaNome: 'Antecipação do FGTS', motivo: creditText.lineInactive }]);
  });
});

describe('properties', () => {
  const loans = fc.record({
    principal: fc.integer({ min: 1_000_00, max: 5_000_000_00 }),
    ratePct: fc.integer({ min: 1, max: 1_500 }).map((hundredths) => hundredths / 100),
    installments: fc.constantFrom(12, 24, 36, 48, 60, 72, 84, 120),
    grace: fc.integer({ min: 0, max: 6 }),
  });

  it('amortisations sum to the amount repaid, to the cent; no balance goes negative', () => {
    fc.assert(
      fc.property(loans, ({ principal, ratePct, installments, grace }) => {
        const { rows, amortisedCents } = priceSchedule(principal, ratePct / 100, installments, grace);
        expect(rows.reduce((sum, row) => sum + row.amortisationCents, 0)).toBe(amortisedCents);
        expect(rows.every((row) => row.balanceCents >= 0 && Number.isInteger(row.paymentCents))).toBe(true);
        expect(rows.at(-1)?.balanceCents).toBe(0);
        if (grace === 0) expect(amortisedCents).toBe(principal);
      }),
      { numRuns: 200 },
    );
  });

  it('without fee or IOF the CET equals the nominal rate; with either it is higher', () => {
    fc.assert(
      // A fee of at least R$ 1,00 per installment: below that, rounding each installment to the cent may hide it.
      fc.property(loans, fc.integer({ min: 120_00, max: 10_000_00 }), ({ principal, ratePct, installments }, fee) => {
        const rate = ratePct / 100;
        const payment = priceSchedule(principal, rate, installments).installmentCents;
        const fixed = (cents: number) => Array.from({ length: installments }, (_, j) => ({ days: (365 / 12) * (j + 1), cents }));
        // Rounding the installment to the cent moves the monthly rate by well under 0,01 p.p. (1e-4).
        expect(Math.abs(monthlyOf(yearlyCet(principal, fixed(payment))) - rate)).toBeLessThan(1e-4);
        const withFee = priceSchedule(principal + fee, rate, installments).installmentCents;
        expect(yearlyCet(principal, fixed(withFee))).toBeGreaterThan(yearlyOf(rate));
      }),
      { numRuns: 200 },
    );
  });

  it('a simulation with IOF costs more than the nominal rate, for people and companies', () => {
    fc.assert(
      fc.property(loans, fc.constantFrom('pf' as const, 'pj' as const), ({ principal, ratePct, installments, grace }, borrower) => {
        const offered = line({ taxas: { [`${installments}`]: ratePct }, valor_min_centavos: 1_000_00, valor_max_centavos: 5_000_000_00 });
        const result = simulate(offered, input({ valorSistemaCents: principal, entradaCents: 0, prazo: installments, carenciaMeses: grace, borrower }));
        expect(result.iofCents).toBeGreaterThan(0);
        expect(result.cetAnual).toBeGreaterThan(yearlyOf(ratePct / 100));
      }),
      { numRuns: 100 },
    );
  });
});
