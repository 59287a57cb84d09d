import { describe, expect, it } from 'vitest';
import { isSellerProposalStatsCollection, sellerProposalStats, sellerProposalStatsCollection, statsDocPath } from './stats';

describe('the seller counters’ paths', () => {
  it('live under the company’s counters document, one per seller', () => {
    expect(statsDocPath(sellerProposalStats('int-a', 'vend-1'))).toBe('stats_integradores/int-a/vendedores/vend-1');
    expect(sellerProposalStatsCollection('int-a').path).toBe('stats_integradores/int-a/vendedores');
  });

  it('are told apart from other collections by their path', () => {
    expect(isSellerProposalStatsCollection(sellerProposalStatsCollection('int-a').path)).toBe(true);
    for (const path of ['stats_integradores', 'stats_integradores/int-a', 'stats_integradores//vendedores', 'stats_integradores/int-a/vendedores/vend-1', 'stats_cashback/int-a/vendedores', 'membros']) {
      expect(isSellerProposalStatsCollection(path), path).toBe(false);
    }
  });
});
