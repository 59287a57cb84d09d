/**
 * onProposalFunding's cheap paths (issue 48): a write that cannot append reads nothing, or one
 * ledger query, and never opens a transaction; only a write that may append does.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { fundingEventsOf } from '@solarcred/domain/funding/transitions';
import { installation, NOW, proposal } from '@solarcred/domain/funding/test-fixtures';
import { applyFundingEntry, summaryOf } from '@solarcred/domain/funding/ledger';
import type { FundingCycle, FundingEntry } from '@solarcred/domain/funding/types';
import { applyFundingEvents, onlySummaryChanged } from './trigger';

/** A Firestore that answers the ledger query with `ledger` and counts what is asked of it. */
function fakeDb(ledger: readonly FundingEntry[] | null) {
  const asked = { queries: 0, transactions: 0 };
  const query = { where: () => query, get: async () => ({ docs: ledger === null ? [] : ledger.map((entry) => ({ data: () => entry })) }) };
  const db = {
    collection: () => {
      if (ledger === null) throw new Error('no read expected');
      asked.queries += 1;
      return { withConverter: () => query };
    },
    runTransaction: async () => {
      asked.transactions += 1;
      return 0;
    },
  };
  return { db: db as unknown as Firestore, asked };
}

const approved = proposal({ instalacao: installation({ contrato_assinado: '2026-03-03' }) });
const entries = fundingEventsOf([], approved, null, null, NOW);
const cycle = entries.reduce<FundingCycle | null>(applyFundingEntry, null);

describe('onProposalFunding without work', () => {
  it('a proposal never approved: no read, no transaction', async () => {
    const { db, asked } = fakeDb(null);
    expect(await applyFundingEvents(db, proposal({ status: 'em_analise' }))).toBe(0);
    expect(asked).toEqual({ queries: 0, transactions: 0 });
  });

  it('a funded proposal whose ledger already matches it (a replay): one ledger query, no transaction', async () => {
    expect(entries.map((entry) => entry.tipo)).toEqual(['plano', 'liberada']);
    const { db, asked } = fakeDb(entries);
    expect(await applyFundingEvents(db, { ...approved, repasse: cycle ? summaryOf(cycle) : null })).toBe(0);
    expect(asked).toEqual({ queries: 1, transactions: 0 });
  });

  it('an approval without a cycle yet: the transaction, with no read before it', async () => {
    const { db, asked } = fakeDb(null);
    await applyFundingEvents(db, approved);
    expect(asked).toEqual({ queries: 0, transactions: 1 });
  });

  it('tells the summary\'s own write from any other change', () => {
    const before = { status: 'aprovada', updated_at: 1, repasse: null };
    expect(onlySummaryChanged(before, { ...before, repasse: { ciclo: 1, parcelas: [], prazo: null } })).toBe(true);
    expect(onlySummaryChanged(before, { ...before, status: 'reprovada' })).toBe(false);
    expect(onlySummaryChanged(undefined, before)).toBe(false);
  });
});
