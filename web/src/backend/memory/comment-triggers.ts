/**
 * What onCommentCreated does on Firestore, done inline on the memory store with the same domain
 * step: the proposal's comentarios_count and ultimo_comentario_em follow each new comment.
 * (The memory store applies a write exactly once, so it needs no event ledger.)
 */
import { countComment } from '@solarcred/domain/comments';
import { proposals } from '@solarcred/domain/data/proposals';
import type { ProposalComment } from '@solarcred/domain/model';
import { putDoc, readDoc, type MemoryState } from './store';

export function onCommentCreated(state: MemoryState, comment: ProposalComment): void {
  const proposal = readDoc(state, proposals, comment.proposta_id);
  if (proposal) putDoc(state, proposals, { ...proposal, ...countComment(proposal, comment.created_at) });
}
