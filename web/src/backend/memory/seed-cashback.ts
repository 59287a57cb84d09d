/**
 * The demo's cashback (issue 27): a rate for each credit line, set by the admin before any seeded
 * proposal (so the Firebase seed writes the rates first and the ledger trigger finds them), and the
 * entries the trigger writes when a proposal is created already approved (the demo's 'aprovada'
 * proposals each get a 'prevista'). Both seeds hold the same: scripts/seed.mjs leaves the ledger,
 * the cycles and the counters to the trigger and waits for them.
 */
import type { CashbackRate } from '@solarcred/domain/cashback/cashback-rates';
import { creditLineIds, type CreditLineId } from '@solarcred/domain/credit/lines';
import { cashbackRates } from '@solarcred/domain/data/cashback';
import { proposals } from '@solarcred/domain/data/proposals';
import { onProposalCashback } from './cashback-ledger';
import { putDoc, readCollection, type MemoryState } from './store';

/** Basis points per line: the traditional solar loan pays the most. */
const seedRateBps: Partial<Record<CreditLineId, number>> = { financiamento_solar_tradicional: 150, credito_consignado: 100, consorcio_servicos: 80 };
const DEFAULT_BPS = 50;

export function seedCashbackRates(state: MemoryState, setAt: number): void {
  for (const id of creditLineIds) {
    const rate: CashbackRate = { id, valor: seedRateBps[id] ?? DEFAULT_BPS, versao: 1, updated_by: 'admin-demo', updated_at: setAt, anterior: null };
    putDoc(state, cashbackRates, rate);
  }
}

/** What the ledger trigger writes for each seeded proposal, as it is created. */
export function seedCashbackLedger(state: MemoryState): void {
  for (const proposal of readCollection(state, proposals)) onProposalCashback(state, null, proposal);
}
