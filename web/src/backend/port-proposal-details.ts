/** The proposal details dialog's reads and its one command (issue 19), for admins and integrators. */
import type { Proposal, StatusHistoryEntry } from '@solarcred/domain/model';
import type { ProposalEditValues } from '@solarcred/domain/schemas/proposal-edit';
import type { Live } from './port';

export interface ProposalDetailsPort {
  /**
   * One proposal, live (null when it does not exist). The rules decide who reads it: admins, and
   * the approved integrator who owns it; anyone else gets a 'permission-denied' error.
   */
  proposal(id: string): Live<Proposal | null>;
  /** The newest `limit` entries of propostas/{id}/historico (moves and edits), newest first. */
  history(id: string, limit: number): Live<StatusHistoryEntry[]>;
  /** Admin: the editProposal callable (priority and offered value; appends a history entry). */
  editProposal(id: string, values: ProposalEditValues): Promise<void>;
  /**
   * The bytes of a proposal attachment (propostas-anexos/{uid}/…), downloaded through the Storage
   * rules (admins, and the approved owner), never through a permanent URL: the caller shows them
   * through an object URL it revokes.
   */
  attachmentBlob(path: string): Promise<Blob>;
}
