/**
 * The two counter documents and how a stored document counts in each. Timestamps are read as
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
import { integratorStats, proposalStats } from '@solarcred/domain/data/stats';
import type { Integrator, IntegratorStats, Millis, Proposal, ProposalStats } from '@solarcred/domain/model';
import {
  applyProposalStatsDelta,
  emptyProposalStats,
  proposalStatsDelta,
  recountProposalStats,
  type ProposalStatsDelta,
} from '@solarcred/domain/proposal-stats';
import { timestampsToMillis } from '../firestore-data';

/** A stored document as the counters see it: its data and Firestore's creation time. */
export interface CountedDocument {
  data: DocumentData;
  createTime: Millis;
}

export interface Counter<Stats, Delta> {
  /** The counter document: stats/{id}. */
  stats: DocumentSpec<Stats>;
  /** The stored counters, missing fields as zero. */
  read(stored: DocumentData | undefined): Stats;
  delta(before: CountedDocument | null, after: CountedDocument | null): Delta;
  isEmpty(delta: Delta): boolean;
  apply(stats: Stats, delta: Delta): Stats;
  recount(documents: readonly CountedDocument[]): Stats;
}

const finite = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function numbers(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([, count]) => typeof count === 'number' && Number.isFinite(count)));
}

type CountedIntegrator = Pick<Integrator, 'status' | 'created_at'>;
type CountedProposal = Pick<Proposal, 'status' | 'valor_proposta'>;

function asIntegrator(document: CountedDocument | null): CountedIntegrator | null {
  if (!document) return null;
  const data = timestampsToMillis(document.data) as DocumentData;
  const createdAt: unknown = data['created_at'];
  return {
    status: String(data['status'] ?? ''),
    created_at: typeof createdAt === 'number' && Number.isFinite(createdAt) ? createdAt : document.createTime,
  };
}

function asProposal(document: CountedDocument | null): CountedProposal | null {
  if (!document) return null;
  return { status: String(document.data['status'] ?? ''), valor_proposta: finite(document.data['valor_proposta']) };
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

export const proposalCounter: Counter<ProposalStats, ProposalStatsDelta> = {
  stats: proposalStats,
  read(stored) {
    const empty = emptyProposalStats();
    if (!stored) return empty;
    return {
      total: finite(stored['total']),
      por_status: { ...empty.por_status, ...numbers(stored['por_status']) },
      volume_centavos: finite(stored['volume_centavos']),
    };
  },
  delta: (before, after) => proposalStatsDelta(asProposal(before), asProposal(after)),
  isEmpty: (delta) => delta.total === 0 && delta.volume_centavos === 0 && Object.keys(delta.por_status).length === 0,
  apply: applyProposalStatsDelta,
  recount: (documents) => recountProposalStats(documents.map(asProposal).filter((p) => p !== null)),
};
