/** Proposal comments and the messages bell, as features ask for them (issue 11). */
import type { ProposalScope } from '@solarcred/domain/team/scope';
import type { ProposalComment } from '@solarcred/domain/model';
import type { Role } from '@solarcred/domain/options';
import type { Live } from './port';

/** Whose bell: the signed-in person's uid and role, and the proposals it sees (issue 29: a vendedor's own). */
export interface InboxViewer {
  uid: string;
  role: Role;
  scope: ProposalScope;
}

export interface CommentsPort {
  /** One proposal's comments, oldest first (the newest `panelLimit`). */
  list(proposalId: string): Live<ProposalComment[]>;
  /**
   * The newest `limit` comments by other people on proposals the viewer can see, created at or
   * after `since` (the bell's window start, `messagesWindowStart`), newest first: one bounded
   * collection-group query, however many proposals there are.
   */
  inbox(viewer: InboxViewer, since: number, limit: number): Live<ProposalComment[]>;
  /**
   * The addComment callable: the server stamps author and time. `commentId` is generated once
   * per comment by the form (newCommentId) and kept across retries, so a call repeated after a
   * lost answer stores the comment once.
   */
  add(proposalId: string, commentId: string, comentario: string): Promise<void>;
  /** A fresh id for a new comment (no network call). */
  newCommentId(): string;
  /** 'Lido': sets the caller's profiles/{uid}.messages_seen_at to now (every device sees it). */
  markSeen(): Promise<void>;
}
