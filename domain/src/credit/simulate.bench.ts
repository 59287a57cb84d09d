/**
 * Issue 32's budget: every line × every term recomputed under 16 ms on the 2-core machine (a
 * benchmark, run with `npx vitest bench --project domain --run domain/src/credit`, not a timed test).
 */
import { bench } from 'vitest';
import { creditLineIds, terms, type CreditLine } from './lines';
import { amountForInstallment } from './saved-simulation';
import { simulate } from './simulate';

const everyTerm = Object.fromEntries(terms.map((term, index) => [`${term}`, 1.2 + index * 0.1]));
const lines: CreditLine[] = creditLineIds.map((id) => ({
  id, ativa: true, taxas: everyTerm, valor_min_centavos: 1_000_00, valor_max_centavos: 5_000_000_00, tarifa_centavos: 800_00, nota: '',
}));

bench(`${creditLineIds.length} lines × ${terms.length} terms, 3 months of grace, IOF and fee`, () => {
  for (const line of lines) {
    for (const prazo of terms) {
      simulate(line, { valorSistemaCents: 42_000_00, entradaCents: 7_000_00, prazo, carenciaMeses: 3, borrower: 'pf', liberacao: '2026-03-10' });
    }
  }
});

bench('the amount for a typed installment (bisection on the widest line, 120x, 6 months of grace)', () => {
  const [line] = lines;
  if (!line) return;
  amountForInstallment(line, { valorSistemaCents: 4_000_000_00, entradaCents: 0, prazo: 120, carenciaMeses: 6, borrower: 'pf', liberacao: '2026-03-10' }, 1_234_56);
});
