import { describe, expect, it } from 'vitest';
import type { Actor } from '../handlers/actor';
import { auth, validation } from '../messages';
import { domainErrorOf, storedCreditLines } from '../test-fixtures';
import { appliedRateOf, bpsOfPercent, hasStoredRates, cashbackRateInput, formatCashbackRate, updateCashbackRate, type CashbackRate } from './cashback-rates';
import { cashbackText as text } from './cashback-text';

const admin: Actor = { uid: 'admin-1', role: 'admin' };
const integrator: Actor = { uid: 'int-1', role: 'integrador' };
const stored: CashbackRate = {
  id: 'financiamento_solar_tradicional', valor: 150, versao: 2, updated_by: 'admin-0', updated_at: 1_000,
  anterior: { valor: 100, versao: 1, updated_by: 'admin-0', updated_at: 500 },
};
/** linhas_credito/financiamento_solar_tradicional: its rates stored. */
const line = storedCreditLines()[0]!;
const input = (patch: object = {}) => ({ id: 'financiamento_solar_tradicional', percentual: 2, versao: 2, ...patch });

describe('cashback rate values', () => {
  it('turns a percentage with up to two decimals into basis points', () => {
    expect(bpsOfPercent(1.5)).toBe(150);
    expect(bpsOfPercent(1.15)).toBe(115);
    expect(bpsOfPercent(0.01)).toBe(1);
    expect(bpsOfPercent(10)).toBe(1000);
    expect(bpsOfPercent(0.125)).toBeNull();
    expect(bpsOfPercent(Number.NaN)).toBeNull();
  });

  it('shows basis points as pt-BR percent', () => {
    expect(formatCashbackRate(150)).toBe('1,5%');
    expect(formatCashbackRate(1_000)).toBe('10%');
    expect(formatCashbackRate(1)).toBe('0,01%');
  });

  it('accepts 0 % to 10 % with two decimals at most', () => {
    expect(cashbackRateInput.parse(input({ percentual: 0 }))).toEqual({ id: 'financiamento_solar_tradicional', valor: 0, versao: 2 });
    expect(cashbackRateInput.parse(input({ percentual: 10 })).valor).toBe(1_000);
    const outOfRange = 'O cashback deve estar entre 0% e 10%.';
    expect(cashbackRateInput.safeParse(input({ percentual: 10.01 })).error?.issues[0]?.message).toBe(outOfRange);
    expect(cashbackRateInput.safeParse(input({ percentual: -0.5 })).error?.issues[0]?.message).toBe(outOfRange);
    expect(cashbackRateInput.safeParse(input({ percentual: 1.255 })).error?.issues[0]?.message).toBe(text.rateDecimals);
    expect(cashbackRateInput.safeParse(input({ percentual: '1,5' })).error?.issues[0]?.message).toBe(validation.numberInvalid);
    expect(cashbackRateInput.safeParse(input({ id: 'busque_melhor_opcao' })).error?.issues[0]?.message).toBe(text.lineNotFound);
  });
});

describe('updateCashbackRate', () => {
  it('writes the next version with who and when, the replaced value as anterior', () => {
    const writes = updateCashbackRate(stored, line, input(), admin, 2_000);
    const replaced = { valor: 150, versao: 2, updated_by: 'admin-0', updated_at: 1_000 };
    expect(writes).toEqual({
      rate: { id: 'financiamento_solar_tradicional', valor: 200, versao: 3, updated_by: 'admin-1', updated_at: 2_000, anterior: replaced },
      replaced,
    });
  });

  it("a line's first value has no previous one", () => {
    const writes = updateCashbackRate(null, line, input({ versao: 0, percentual: 1.25 }), admin, 2_000);
    expect(writes?.rate).toMatchObject({ valor: 125, versao: 1, anterior: null });
    expect(writes?.replaced).toBeNull();
  });

  it('writes nothing when the value does not change', () => {
    expect(updateCashbackRate(stored, line, input({ percentual: 1.5 }), admin, 2_000)).toBeNull();
  });

  it('refuses non-admins and a stale version', () => {
    expect(() => updateCashbackRate(stored, line, input(), integrator, 2_000)).toThrow(auth.adminsOnly);
    expect(() => updateCashbackRate(stored, line, input(), null, 2_000)).toThrow(expect.objectContaining({ code: 'unauthenticated' }));
    expect(() => updateCashbackRate(stored, line, input({ versao: 1 }), admin, 2_000)).toThrow(text.rateStale);
    expect(() => updateCashbackRate(null, line, input({ versao: 2 }), admin, 2_000)).toThrow(text.rateStale);
  });

  it('refuses a rate above zero for a line whose credit rates are not stored, and lets one be switched off (issue 45)', () => {
    for (const missing of [null, { taxas: {} }]) {
      const error = domainErrorOf(() => updateCashbackRate(stored, missing, input(), admin, 2_000));
      expect([error.code, error.message]).toEqual(['failed-precondition', text.rateWithoutCreditRates]);
      expect(updateCashbackRate(stored, missing, input({ percentual: 0 }), admin, 2_000)?.rate.valor).toBe(0);
    }
    // Unchanged but still without rates: refused too, not silently kept.
    expect(() => updateCashbackRate(stored, null, input({ percentual: 1.5 }), admin, 2_000)).toThrow(text.rateWithoutCreditRates);
    expect(hasStoredRates(line)).toBe(true);
    expect(hasStoredRates({ taxas: { '12': undefined } })).toBe(false);
  });

  it('an approval applies the value and its version', () => {
    expect(appliedRateOf(stored)).toEqual({ valor: 150, versao: 2 });
    expect(appliedRateOf(null)).toBeNull();
  });
});
