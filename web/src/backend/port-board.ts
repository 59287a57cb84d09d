/**
 * The Kanban boards' part of the backend port (issue 19): one live window per column, the
 * counters that give the column badges, and the admin's move. Both boards use it; the rules
 * decide what an integrator may read (its own proposals only, so its queries carry its id).
 */
import type { Proposal, ProposalStats } from '@solarcred/domain/model';
import type { ProposalStatus } from '@solarcred/domain/options';
import type { Live } from './port';
import type { ProposalScope } from '@solarcred/domain/team/scope';

/** One column's live window: never the whole collection. */
export interface BoardColumnQuery {
  status: ProposalStatus;
  /** The company's board (a seller's, issue 29), or the admin's: every proposal. */
  scope: ProposalScope;
  /** A term from `proposalSearchTermOf` (matched against `search_tokens`); '' for no search. */
  term: string;
  /** Only proposals with comments (the `filterMessages` navigation state). */
  withComments: boolean;
  /** Newest first, at most this many ('Carregar mais' grows it). */
  limit: number;
}

export interface BoardPort {
  column(query: BoardColumnQuery): Live<Proposal[]>;
  /** The badges: stats/propostas for the admin, stats_integradores/{id} for a company, its vendedores/{uid} for a seller. */
  counters(scope: ProposalScope): Live<ProposalStats | null>;
  /** The moveProposal callable; resolves once saved (a move to the same status saves nothing). */
  moveProposal(propostaId: string, status: ProposalStatus, motivo: string | null): Promise<void>;
}
