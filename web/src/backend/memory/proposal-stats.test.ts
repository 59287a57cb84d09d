import { beforeEach, describe, expect, it } from 'vitest';
import { proposals } from '@solarcred/domain/data/proposals';
import { integratorProposalStats, proposalStats, sellerProposalStats, sellerProposalStatsCollection } from '@solarcred/domain/data/stats';
import type { DocumentSpec } from '@solarcred/domain/data/collection';
import type { Proposal, ProposalStats } from '@solarcred/domain/model';
import { recountProposalStats } from '@solarcred/domain/proposal-stats';
import { memoryProposalStats } from './proposal-stats';
import { seedState } from './seed';
import { MemoryStore, readCollection, type MemoryState } from './store';
import { writeProposal } from './triggers';
import { firstValue } from '../first-value';

const company = 'int-aprovado';
const seller = 'vend-1';

let store: MemoryStore;

beforeEach(() => {
  // No storage: the large company below would not fit in the test DOM's localStorage.
  store = new MemoryStore(() => seedState(Date.UTC(2026, 10, 22, 12)), null, null);
});

const stored = (spec: DocumentSpec<ProposalStats>) => store.single(spec);
const template = (): Proposal => {
  const proposal = readCollection(store.snapshot, proposals).find((p) => p.integrador_id === company);
  if (!proposal) throw new Error('the seed has no proposal of the demo integrator');
  return proposal;
};

/** A proposal of the demo company (or `integrador_id`'s), sent by `criado_por` (undefined: from before teams). */
function proposalOf(id: string, criado_por: string | undefined, status = 'enviada', valor_proposta = 1_000_000, integrador_id = company): Proposal {
  const { criado_por: _sender, criado_por_nome: _name, ...rest } = template();
  return { ...rest, id, integrador_id, status, valor_proposta, ...(criado_por ? { criado_por, criado_por_nome: criado_por } : {}) };
}

const write = (proposal: Proposal) => store.update((state) => writeProposal(state, proposal.id, proposal));

const first = firstValue;

describe('memory proposal trigger: the seller’s counters', () => {
  it('a vendedor’s proposal counts on the company and on its own seller document, and a status move moves both', () => {
    const companyBefore = stored(integratorProposalStats(company));
    const globalBefore = stored(proposalStats);
    write(proposalOf('p-vend', seller, 'enviada', 250_000));
    expect(stored(integratorProposalStats(company))?.total).toBe((companyBefore?.total ?? 0) + 1);
    expect(stored(proposalStats)?.total).toBe((globalBefore?.total ?? 0) + 1);
    expect(stored(sellerProposalStats(company, seller))).toMatchObject({ total: 1, volume_centavos: 250_000, por_status: { enviada: 1 } });

    write({ ...proposalOf('p-vend', seller, 'aprovada', 250_000) });
    const own = stored(sellerProposalStats(company, seller));
    expect(own?.por_status).toMatchObject({ enviada: 0, aprovada: 1 });
    expect(own?.total).toBe(1);
    expect(stored(integratorProposalStats(company))?.por_status['aprovada']).toBe((companyBefore?.por_status['aprovada'] ?? 0) + 1);
    expect(stored(integratorProposalStats(company))?.por_status['enviada']).toBe(companyBefore?.por_status['enviada'] ?? 0);

    store.update((state) => writeProposal(state, 'p-vend', null));
    expect(stored(sellerProposalStats(company, seller))?.total).toBe(0);
    expect(stored(integratorProposalStats(company))?.total).toBe(companyBefore?.total);
  });

  it('a proposal from before teams (no criado_por) counts on the titular’s seller document', () => {
    const titularBefore = stored(sellerProposalStats(company, company))?.total ?? 0;
    write(proposalOf('p-antiga', undefined));
    expect(stored(sellerProposalStats(company, company))?.total).toBe(titularBefore + 1);
    expect(stored(sellerProposalStats(company, seller))).toBeNull();
  });

  it('a write that moves no counter (a comment count) leaves the seller’s document as it was', () => {
    write(proposalOf('p-com', seller));
    const before = stored(sellerProposalStats(company, seller));
    expect(before?.total).toBe(1);
    write({ ...proposalOf('p-com', seller), comentarios_count: 4 });
    expect(stored(sellerProposalStats(company, seller))).toEqual(before);
  });

  it('the sellers of a company add up to the company, each equal to a recount of its proposals', () => {
    // A company the seed has no proposal of: every counter below comes from the trigger.
    const newCompany = 'int-nova';
    const sellers = ['vend-1', 'vend-2', newCompany];
    store.update((state) => {
      sellers.forEach((uid, index) => {
        for (let n = 0; n < 5; n++) {
          const id = `p-${uid}-${n}`;
          const sender = uid === newCompany && n % 2 ? undefined : uid; // the titular's: some from before teams
          writeProposal(state, id, proposalOf(id, sender, n % 2 ? 'aprovada' : 'em_analise', 1000 * (index + 1), newCompany));
        }
      });
    });
    const theirs = readCollection(store.snapshot, proposals).filter((p) => p.integrador_id === newCompany);
    const documents = readCollection(store.snapshot, sellerProposalStatsCollection(newCompany));
    expect(documents.map((d) => d.id).sort()).toEqual([...sellers].sort());
    for (const uid of sellers) {
      const { id: _id, ...counters } = stored(sellerProposalStats(newCompany, uid)) ?? {};
      expect(counters).toEqual(recountProposalStats(theirs.filter((p) => (p.criado_por ?? p.integrador_id) === uid)));
    }
    expect(documents.map((d) => d.total)).toEqual([5, 5, 5]);
    expect(documents.reduce((sum, d) => sum + d.total, 0)).toBe(stored(integratorProposalStats(newCompany))?.total);
  });
});

describe('memory proposalStats.ofSeller', () => {
  it('delivers the seller’s counters live, null before its first proposal', async () => {
    const stats = memoryProposalStats(store);
    expect(await first(stats.ofSeller(company, seller))).toBeNull();
    const seen: (ProposalStats | null)[] = [];
    const stop = stats.ofSeller(company, seller)((value) => seen.push(value), (error) => {
      throw error;
    });
    await Promise.resolve();
    write(proposalOf('p-live', seller, 'enviada', 10));
    await Promise.resolve();
    stop();
    expect(seen.map((value) => value?.total ?? null)).toEqual([null, 1]);
  });

  it('reads one document for the seller’s counters, with a company of 50 members and 10,000 proposals as with one proposal', async () => {
    const stats = memoryProposalStats(store);
    write(proposalOf('p-0', seller));
    store.reads = 0;
    expect((await first(stats.ofSeller(company, seller)))?.total).toBe(1);
    const small = store.reads;

    const members = Array.from({ length: 50 }, (_, n) => (n === 0 ? seller : `vend-${n + 1}`));
    const big = (state: MemoryState) => {
      const base = proposalOf('base', seller);
      for (let n = 1; n < 10_000; n++) writeProposal(state, `p-${n}`, { ...base, id: `p-${n}`, criado_por: members[n % members.length] ?? seller });
    };
    store.update(big);
    store.reads = 0;
    expect((await first(stats.ofSeller(company, seller)))?.total).toBe(200);
    expect({ small, big: store.reads }).toEqual({ small: 1, big: 1 });
  }, 60_000);
});
