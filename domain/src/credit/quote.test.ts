import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CreditLine } from './lines';
import { differingLastInstallment, quoteValidUntil } from './quote';
import { simulate } from './simulate';

const line: CreditLine = {
  id: 'financiamento_solar_tradicional',
  ativa: true,
  taxas: { '12': 1.49, '24': 1.59, '36': 1.69, '48': 1.79, '60': 1.89, '72': 1.99, '84': 2.09, '120': 2.19 },
  valor_min_centavos: 1_000_00,
  valor_max_centavos: 1_000_000_00,
  tarifa_centavos: 500_00,
  nota: '',
};

describe('differingLastInstallment', () => {
  it('is the schedule’s last payment exactly when it differs from the installment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000_00, max: 500_000_00 }),
        fc.constantFrom(12, 24, 36, 48, 60, 72, 84, 120),
        fc.integer({ min: 0, max: 6 }),
        (value, prazo, carenciaMeses) => {
          const s = simulate(line, { valorSistemaCents: value, entradaCents: 0, prazo, carenciaMeses, borrower: 'pf', liberacao: '2026-11-27' });
          const last = s.rows.at(-1)?.paymentCents;
          expect(differingLastInstallment(s)).toBe(last === s.parcelaCents ? null : last);
          expect(s.rows.slice(0, -1).every((row) => row.paymentCents === s.parcelaCents)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
  it('names the difference: 60 × R$ 100,00 with R$ 5.999,97 paid ends with R$ 99,97', () => {
    expect(differingLastInstallment({ prazo: 60, parcelaCents: 100_00, totalPagoCents: 5_999_97 })).toBe(99_97);
    expect(differingLastInstallment({ prazo: 60, parcelaCents: 100_00, totalPagoCents: 6_000_00 })).toBeNull();
  });
});

describe('quoteValidUntil', () => {
  it('is seven days after the São Paulo day of issue', () => {
    expect(quoteValidUntil(Date.UTC(2026, 10, 27, 12))).toBe('2026-12-04');
    // 01:00 UTC on the 28th is still the 27th in São Paulo.
    expect(quoteValidUntil(Date.UTC(2026, 10, 28, 1))).toBe('2026-12-04');
    expect(quoteValidUntil(Date.UTC(2026, 11, 28, 15))).toBe('2027-01-04');
  });
});
