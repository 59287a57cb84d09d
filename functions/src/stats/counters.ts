/**
 * The counter documents (stats/integradores, stats/propostas, one stats_integradores/{id} per
 * integrator with proposals and one stats_integradores/{id}/vendedores/{uid} per seller) and how a stored document counts in each. Timestamps are read as
 * milliseconds; a document without created_at counts on the day Firestore created it (the same
 * rule for the trigger and the recount, so both agree).
 */
import type { DocumentData } from 'firebase-admin/firestore';
import {
  applyStatsDelta,
  emptyIntegratorStats,
  isEmptyStatsDelta,
  recountIntegratorStats,
  statsDelta,
  type IntegratorStatsDelta,
} from '@solarcred/domain/integrator-stats';
import type { DocumentSpec } from '@solarcred/domain/data/collection';
import { integratorProposalStats, integratorStats, proposalStats, sellerProposalStats } from '@solarcred/domain/data/stats';
import type { Integrator, IntegratorStats, Millis, ProposalStats } from '@solarcred/domain/model';
import {
  applyProposalStatsDelta,
  integratorProposalStatsChanges,
  isEmptyProposalStatsDelta,
  proposalStatsDelta,
  readProposalStats,
  recountIntegratorProposalStats,
  recountProposalStats,
  recountSellerProposalStats,
  sellerProposalStatsChanges,
  type CountedOwnedProposal,
  type ProposalStatsDelta,
} from '@solarcred/domain/proposal-stats';
import { timestampsToMillis } from '../firestore-data';

/** A stored document as the counters see it: its data and Firestore's creation time. */
export interface CountedDocument {
  data: DocumentData;
  createTime: Millis;
}

/** One counter document and what a write adds to it. */
export interface CounterWrite<Stats, Delta> {
  stats: DocumentSpec<Stats>;
  delta: Delta;
}

/** A counter document with its value, as a recount computes it. */
export interface Recounted<Stats> {
  stats: DocumentSpec<Stats>;
  value: Stats;
}

export interface Counter<Stats, Delta> {
  /** The collection-wide counter document: stats/{id}. */
  stats: DocumentSpec<Stats>;
  /** The stored counters, missing fields as zero. */
  read(stored: DocumentData | undefined): Stats;
  /** What a write changes in stats/{id}. */
  delta(before: CountedDocument | null, after: CountedDocument | null): Delta;
  isEmpty(delta: Delta): boolean;
  apply(stats: Stats, delta: Delta): Stats;
  /** stats/{id} from scratch. */
  recount(documents: readonly CountedDocument[]): Stats;
  /**
   * Further counter documents a write moves (the integrator's, the seller's), counted in the same
   * transaction and under the same ledger record as stats/{id}.
   */
  scoped?: {
    writes(before: CountedDocument | null, after: CountedDocument | null): CounterWrite<Stats, Delta>[];
    recount(documents: readonly CountedDocument[]): Recounted<Stats>[];
  };
}

/** Every counter document one write moves, with its non-empty delta. */
export function counterWrites<Stats, Delta>(
  counter: Counter<Stats, Delta>,
  before: CountedDocument | null,
  after: CountedDocument | null,
): CounterWrite<Stats, Delta>[] {
  const writes = [{ stats: counter.stats, delta: counter.delta(before, after) }, ...(counter.scoped?.writes(before, after) ?? [])];
  return writes.filter((write) => !counter.isEmpty(write.delta));
}

/** Every counter document of a counter, from scratch. */
export function recountAll<Stats, Delta>(counter: Counter<Stats, Delta>, documents: readonly CountedDocument[]): Recounted<Stats>[] {
  return [{ stats: counter.stats, value: counter.recount(documents) }, ...(counter.scoped?.recount(documents) ?? [])];
}

const finite = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function numbers(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([, count]) => typeof count === 'number' && Number.isFinite(count)));
}

type CountedIntegrator = Pick<Integrator, 'status' | 'created_at'>;

/** created_at in milliseconds, or when Firestore created the document (the trigger and the recount agree). */
function createdAt(data: DocumentData, document: CountedDocument): Millis {
  const value: unknown = data['created_at'];
  return typeof value === 'number' && Number.isFinite(value) ? value : document.createTime;
}

function asIntegrator(document: CountedDocument | null): CountedIntegrator | null {
  if (!document) return null;
  const data = timestampsToMillis(document.data) as DocumentData;
  return { status: String(data['status'] ?? ''), created_at: createdAt(data, document) };
}

function asProposal(document: CountedDocument | null): CountedOwnedProposal | null {
  if (!document) return null;
  const data = timestampsToMillis(document.data) as DocumentData;
  const sender: unknown = data['criado_por'];
  return {
    integrador_id: String(data['integrador_id'] ?? ''),
    ...(typeof sender === 'string' ? { criado_por: sender } : {}),
    status: String(data['status'] ?? ''),
    valor_proposta: finite(data['valor_proposta']),
    created_at: createdAt(data, document),
  };
}

export const integratorCounter: Counter<IntegratorStats, IntegratorStatsDelta> = {
  stats: integratorStats,
  read(stored) {
    const empty = emptyIntegratorStats();
    if (!stored) return empty;
    return {
      total: finite(stored['total']),
      por_status: { ...empty.por_status, ...numbers(stored['por_status']) },
      cadastros_por_dia: numbers(stored['cadastros_por_dia']),
    };
  },
  delta: (before, after) => statsDelta(asIntegrator(before), asIntegrator(after)),
  isEmpty: isEmptyStatsDelta,
  apply: applyStatsDelta,
  recount: (documents) => recountIntegratorStats(documents.map(asIntegrator).filter((i) => i !== null)),
};

const ownedProposals = (documents: readonly CountedDocument[]) => documents.map(asProposal).filter((p) => p !== null);

/**
 * stats/propostas, stats_integradores/{integratorId} for the proposal's owner and
 * stats_integradores/{integratorId}/vendedores/{sellerUid} for the member who sent it.
 */
export const proposalCounter: Counter<ProposalStats, ProposalStatsDelta> = {
  stats: proposalStats,
  read: readProposalStats,
  delta: (before, after) => proposalStatsDelta(asProposal(before), asProposal(after)),
  isEmpty: isEmptyProposalStatsDelta,
  apply: applyProposalStatsDelta,
  recount: (documents) => recountProposalStats(ownedProposals(documents)),
  scoped: {
    writes: (before, after) => {
      const [was, is] = [asProposal(before), asProposal(after)];
      return [
        ...integratorProposalStatsChanges(was, is).map(({ integratorId, delta }) => ({ stats: integratorProposalStats(integratorId), delta })),
        ...sellerProposalStatsChanges(was, is).map(({ companyId, sellerUid, delta }) => ({ stats: sellerProposalStats(companyId, sellerUid), delta })),
      ];
    },
    recount: (documents) => {
      const proposals = ownedProposals(documents);
      return [
        ...Object.entries(recountIntegratorProposalStats(proposals)).map(([integratorId, value]) => ({ stats: integratorProposalStats(integratorId), value })),
        ...recountSellerProposalStats(proposals).map(({ companyId, sellerUid, stats }) => ({ stats: sellerProposalStats(companyId, sellerUid), value: stats })),
      ];
    },
  },
};
