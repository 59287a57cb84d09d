/**
 * The messages bell's data: the newest comments by other people on proposals the signed-in
 * person can see (one live query of `inboxLimit` documents), and which of them are unread
 * against the last 'Lido' kept on the person's profile — itself live, so pressing 'Lido' on one
 * device clears the badge on every other at once.
 */
import { inboxLimit, unreadComments } from '@solarcred/domain/comments';
import type { ProposalComment } from '@solarcred/domain/model';
import type { Role } from '@solarcred/domain/options';
import { useLive } from '../../../backend/use-live';
import { useSession } from '../../../backend/use-session';

export interface Inbox {
  role: Role;
  /** Newest first, at most `inboxLimit`. */
  comments: ProposalComment[];
  unread: ProposalComment[];
}

/** null while signed out, loading, or for an integrator who may not read comments yet. */
export function useInbox(): Inbox | null {
  const session = useSession();
  const signedIn = session.status === 'signed-in' ? session : null;
  const role = signedIn?.role ?? null;
  // The rules let only approved integrators read comments; others get a quiet grey bell.
  const allowed = role === 'admin' || (role === 'integrador' && signedIn?.integrator?.status === 'aprovado');
  const viewer = signedIn && role && allowed ? { uid: signedIn.user.uid, role } : null;
  const live = useLive((backend) => (viewer ? backend.comments.inbox(viewer, inboxLimit) : null), viewer ? `${viewer.uid}:${viewer.role}` : '');
  if (!viewer || live.status !== 'ready') return null;
  const seenAt = signedIn?.profile?.messages_seen_at ?? null;
  return { role: viewer.role, comments: live.data, unread: unreadComments(live.data, seenAt, viewer.uid) };
}
