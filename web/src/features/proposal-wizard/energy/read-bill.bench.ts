/**
 * Issue 49's benchmark: reading a three-page bill (PDF.js's text extraction, the lines, the
 * parser, the checks) must take under 1 s. `npx vitest bench --run --project web read-bill`;
 * the numbers measured are in docs/performance.md ('Reading the energy bill').
 */
import { bench, describe } from 'vitest';
import { makeBillPdf } from '../../../../../tests/fixtures/bills/make-bill';
import { readEnergyBill } from './read-bill';

const opts = { now: Date.UTC(2026, 10, 27), customerName: 'Fernanda Ribeiro Lima' };
const fixed = { mesReferencia: '2026-10', vencimento: '2026-11-10' };
const threePages = await makeBillPdf('cpfl_paulista', fixed, { pages: 3 });
const onePage = await makeBillPdf('cemig', fixed);

async function read(bytes: Uint8Array) {
  const outcome = await readEnergyBill(new File([bytes.slice()], 'conta.pdf', { type: 'application/pdf' }), opts);
  if (outcome.kind !== 'read') throw new Error(outcome.message);
}

describe('readEnergyBill', () => {
  bench('a 3-page bill (CPFL Paulista layout): extract + parse + checks', () => read(threePages), { time: 3000, warmupIterations: 3 });
  bench('a 1-page bill (CEMIG layout)', () => read(onePage), { time: 3000, warmupIterations: 3 });
});
