/**
 * Proposal comments: who reads whose, the messages bell's unread logic, and the counters the
 * comment trigger keeps on the proposal (comentarios_count, ultimo_comentario_em).
 */
import type { Millis, Proposal, ProposalComment } from './model';
import type { Role } from './options';

/**
 * The messages bell listens to the newest comments by other people, this many: enough to tell
 * 'more than 9 unread' ('9+') and to list the 5 most recent, whatever the number of proposals.
 */
export const inboxLimit = 10;
/** The bell lists at most this many comments. */
export const bellListLimit = 5;
/** The badge reads '9+' above this. */
export const badgeMax = 9;
/** The messages bell lists only comments of the last this many minutes (file 001, sections 7 and 9). */
export const messagesWindowMinutes = 60;
const messagesWindowMs = messagesWindowMinutes * 60_000;

/** The oldest creation time the bell still lists at `now` (the window's start, included). */
export function messagesWindowStart(now: Millis): Millis {
  return now - messagesWindowMs;
}

/** The comments still inside the bell's window at `now`. */
export function inMessagesWindow<T extends Pick<ProposalComment, 'created_at'>>(comments: readonly T[], now: Millis): T[] {
  const start = messagesWindowStart(now);
  return comments.filter((comment) => comment.created_at >= start);
}

/** When the oldest of `comments` still in the window leaves it (null when none is in it). */
export function nextWindowExit(comments: readonly Pick<ProposalComment, 'created_at'>[], now: Millis): Millis | null {
  const inside = inMessagesWindow(comments, now);
  if (inside.length === 0) return null;
  return Math.min(...inside.map((comment) => comment.created_at)) + messagesWindowMs + 1;
}

/** The details dialog lists at most the newest this many comments of a proposal (oldest first). */
export const panelLimit = 200;

/**
 * Whose comments reach a person's bell: "other people" on proposals the person can see. Only
 * the owning integrator and the administrators may comment on a proposal, so for an integrator
 * the others are the administrators (on its own proposals); for an administrator they are the
 * integrators. Both are equality filters, so the live query stays an index scan of `inboxLimit`
 * documents however many proposals there are.
 */
export function inboxAuthorType(role: Role): Role {
  return role === 'admin' ? 'integrador' : 'admin';
}

/** Unread: newer than the person's last 'Lido' (all of them when never pressed), by someone else. */
export function unreadComments(inbox: readonly ProposalComment[], seenAt: Millis | null | undefined, viewerUid: string): ProposalComment[] {
  return inbox.filter((comment) => comment.user_id !== viewerUid && (seenAt == null || comment.created_at > seenAt));
}

/** The badge: nothing at zero, the number up to 9, '9+' above. */
export function badgeLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > badgeMax ? `${badgeMax}+` : String(unread);
}

/** What the comment shows as its author: 'Administrador' for admins, the company for integrators. */
export function commentAuthorLabel(comment: Pick<ProposalComment, 'autor_tipo' | 'autor_nome'>, adminLabel: string): string {
  return comment.autor_tipo === 'admin' ? adminLabel : comment.autor_nome;
}

export type CommentCounters = Pick<Proposal, 'comentarios_count' | 'ultimo_comentario_em'>;

/** The proposal's counters after one more comment (the trigger applies it once per event). */
export function countComment(current: Partial<CommentCounters>, createdAt: Millis): CommentCounters {
  const last = current.ultimo_comentario_em ?? null;
  return {
    comentarios_count: (current.comentarios_count ?? 0) + 1,
    ultimo_comentario_em: last === null ? createdAt : Math.max(last, createdAt),
  };
}
