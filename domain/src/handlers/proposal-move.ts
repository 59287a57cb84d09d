/**
 * The admin's move of a proposal between Kanban columns (file 001 section 4): only admins, only
 * the seven statuses, the same status does nothing, a reason for 'pendente_correcao' and
 * 'reprovada'. Run by the moveProposal callable and by the memory adapter; the counters follow
 * from the proposal write (their trigger), not from here.
 */
import { DomainError } from '../errors';
import { proposals as proposalText } from '../messages';
import type { Millis, Proposal } from '../model';
import type { ProposalStatus } from '../options';
import { proposalMoveInput } from '../schemas/proposal-move';
import { requireSignedIn, type Actor } from './actor';
import type { HistoryWrite } from './integrator-profile';
import { parseCommand } from './parse';
import { nextTrail } from '../analytics/trail';
import type { ProposalTrail } from '../analytics/types';

export type ProposalPatch = Pick<Proposal, 'status' | 'status_desde' | 'status_motivo' | 'updated_at'> & { trilha: ProposalTrail };

/** The writes of a move, or null when the proposal already has that status (nothing to write). */
export interface ProposalMoveWrites {
  patch: ProposalPatch;
  history: HistoryWrite;
}

/** Message of a missing proposal (the board's load-failure text: nothing more specific exists). */
const notFound = () => new DomainError('not-found', proposalText.dataLoadFailure);

export function moveProposal(current: Proposal | null, input: unknown, actor: Actor | null, now: Millis): ProposalMoveWrites | null {
  const caller = requireSignedIn(actor);
  if (caller.role !== 'admin') throw new DomainError('permission-denied', proposalText.onlyAdminsMove);
  const { status, motivo } = parseCommand(proposalMoveInput, input);
  if (!current) throw notFound();
  return statusChange(current, status, motivo, caller.uid, now);
}

/**
 * The writes of putting `current` in `status` (null when it already is there): the one place a
 * status change is built, for the admin's move and the pending items' automatic move.
 */
export function statusChange(current: Proposal, status: ProposalStatus, motivo: string | null, por: string, now: Millis): ProposalMoveWrites | null {
  const from = current.status ? String(current.status) : null;
  // A missing or unknown stored status sits in 'enviada': moving it there still records the status.
  if (from === status) return null;
  return {
    patch: { status, status_desde: now, status_motivo: motivo, updated_at: now, trilha: nextTrail(current, status, now) },
    history: { de: from, para: status, por, motivo, em: now },
  };
}
