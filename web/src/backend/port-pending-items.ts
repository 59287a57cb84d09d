/** Pending items (pendências, issue 14) as features ask for them: the checklist, the dashboard list, the three commands. */
import type { Proposal } from '@solarcred/domain/model';
import type { PendingItem } from '@solarcred/domain/pending-items';
import type { PendingItemAddInput } from '@solarcred/domain/schemas/pending-items';
import type { Live, UploadProgress } from './port';
import type { ProposalScope } from '@solarcred/domain/team/scope';

export interface PendingAnswer {
  texto: string | null;
  /** A path from `uploadAnswer`, or null. */
  arquivo: string | null;
}

export interface PendingItemsPort {
  /** One proposal's items, oldest first (all of them: at most `pendingItemLimits.maxTotal`). */
  list(proposalId: string): Live<PendingItem[]>;
  /** The integrator's proposals with open items, the longest waiting first, at most `limit`. */
  withOpenItems(scope: ProposalScope, limit: number): Live<Proposal[]>;
  /**
   * Admin: the addPendingItem callable (may move the proposal to 'Pendente Correção'). `itemId`
   * comes from `newItemId` once per item and is kept across retries, so a call repeated after a
   * lost answer adds nothing twice.
   */
  add(input: PendingItemAddInput): Promise<void>;
  /** A fresh document id for a new item, made without loading Firestore. */
  newItemId(): string;
  /**
   * The owner: uploads an answer file to
   * `propostas-anexos/{uid}/{proposalId}/pendencia-{itemId}_{timestamp}.{ext}`; resolves with its path.
   */
  uploadAnswer(proposalId: string, itemId: string, file: File, onProgress?: UploadProgress): Promise<string>;
  /** The owner: the answerPendingItem callable. */
  answer(proposalId: string, itemId: string, answer: PendingAnswer): Promise<void>;
  /** Admin: the reviewPendingItem callable (accept, or return with a note). */
  review(proposalId: string, itemId: string, decisao: 'aceitar' | 'devolver', nota: string | null): Promise<void>;
}
