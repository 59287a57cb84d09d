import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedCreditLines } from '../test-fixtures';
import { releaseDayOf } from './calendar';
import { amountForInstallment, borrowerOf, chooseSimulation } from './saved-simulation';
import { simulate, type SimulationInput } from './simulate';

const [solar, personal] = storedCreditLines() as [ReturnType<typeof storedCreditLines>[number], ReturnType<typeof storedCreditLines>[number]];
const request = (entradaCents: number, extra: Partial<SimulationInput> = {}): SimulationInput => ({
  valorSistemaCents: 100_000_00, entradaCents, prazo: 60, carenciaMeses: 0, borrower: 'pf', liberacao: '2026-03-12', ...extra,
});
const installmentOf = (amount: number, extra: Partial<SimulationInput> = {}) => simulate(solar, request(100_000_00 - amount, extra)).parcelaCents;

describe('amountForInstallment: the installment typed in step 3 gives back the amount', () => {
  it('is the largest amount whose installment fits, for any amount the line finances, with or without grace', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5_000_00, max: 100_000_00 - 1 }), fc.integer({ min: 0, max: 6 }), (amount, grace) => {
        const wanted = installmentOf(amount, { carenciaMeses: grace });
        const found = amountForInstallment(solar, request(0, { carenciaMeses: grace }), wanted);
        expect(found).not.toBeNull();
        expect(found!).toBeGreaterThanOrEqual(amount);
        expect(installmentOf(found!, { carenciaMeses: grace })).toBeLessThanOrEqual(wanted);
        if (found! < 100_000_00) expect(installmentOf(found! + 1, { carenciaMeses: grace })).toBeGreaterThan(wanted);
      }),
      { numRuns: 40 },
    );
  });

  it('is null below the cheapest amount the line finances, and capped at the system value', () => {
    expect(amountForInstallment(solar, request(0), installmentOf(5_000_00) - 1)).toBeNull();
    expect(amountForInstallment(solar, request(0), 1_000_000_00)).toBe(100_000_00);
    expect(amountForInstallment(personal, request(0), 500_00)).toBeNull();
  });
});

describe('chooseSimulation', () => {
  it('takes the named line, the lowest CET for the best option, and says why a named line cannot finance', () => {
    expect(chooseSimulation([solar, personal], 'emprestimo_pessoal', request(60_000_00, { prazo: 12 }))).toMatchObject({ kind: 'chosen', escolha: 'linha', line: personal });
    expect(chooseSimulation([solar, personal], 'busque_melhor_opcao', request(60_000_00, { prazo: 12 }))).toMatchObject({ kind: 'chosen', escolha: 'menor_cet', line: solar });
    expect(chooseSimulation([solar, personal], 'emprestimo_pessoal', request(0, { prazo: 12 }))).toEqual({ kind: 'refused', motivo: 'Esta linha financia de R$ 1.000,00 a R$ 50.000,00.' });
    expect(chooseSimulation([solar], 'credito_fgts', request(0))).toEqual({ kind: 'none' });
    expect(chooseSimulation([solar, personal], 'busque_melhor_opcao', request(0, { prazo: 120 }))).toEqual({ kind: 'none' });
  });

  it('borrows as a company for a CNPJ (alphanumeric too) and releases on the UTC day', () => {
    expect([borrowerOf('529.982.247-25'), borrowerOf('11.222.333/0001-81'), borrowerOf('12.ABC.345/01DE-35')]).toEqual(['pf', 'pj', 'pj']);
    expect(releaseDayOf(Date.UTC(2026, 2, 12, 23, 59))).toBe('2026-03-12');
  });
});
