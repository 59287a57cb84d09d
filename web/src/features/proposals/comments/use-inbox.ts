/**
 * The messages bell's data: the newest comments by other people on proposals the signed-in
 * person can see (one live query of `inboxLimit` documents), and which of them are unread
 * against the last 'Lido' kept on the person's profile — itself live, so pressing 'Lido' on one
 * device clears the badge on every other at once.
 */
import { useEffect, useState } from 'react';
import { inMessagesWindow, inboxLimit, messagesWindowStart, nextWindowExit, unreadComments } from '@solarcred/domain/comments';
import type { ProposalComment } from '@solarcred/domain/model';
import type { Role } from '@solarcred/domain/options';
import { everyProposal, proposalScope, scopeKey } from '@solarcred/domain/team/scope';
import { useLive } from '../../../backend/use-live';
import { useSession } from '../../../backend/use-session';

export interface Inbox {
  role: Role;
  /** Newest first, at most `inboxLimit`, only those of the last `messagesWindowMinutes`. */
  comments: ProposalComment[];
  unread: ProposalComment[];
}

/** null while signed out, loading, or for an integrator who may not read comments yet. */
export function useInbox(): Inbox | null {
  const session = useSession();
  const signedIn = session.status === 'signed-in' ? session : null;
  const role = signedIn?.role ?? null;
  const company = signedIn?.company ?? null;
  // The rules let only approved integrators read comments; others get a quiet grey bell. The bell
  // is the person's: the company's proposals, a vendedor's own (issue 29), whatever the board shows.
  const allowed = role === 'admin' || (role === 'integrador' && company?.status === 'aprovado' && company.ativo);
  const scope = company && signedIn ? proposalScope(signedIn.user.uid, company) : everyProposal;
  const viewer = signedIn && role && allowed ? { uid: signedIn.user.uid, role, scope } : null;
  // The query starts at the window's start when the bell mounts; later, comments leave the window
  // on the page's clock (the newest `inboxLimit` of a wider range include those of the window).
  const [since] = useState(() => messagesWindowStart(Date.now()));
  const live = useLive((backend) => (viewer ? backend.comments.inbox(viewer, since, inboxLimit) : null), viewer ? `${viewer.uid}:${viewer.role}:${scopeKey(viewer.scope)}` : '');
  const now = useWindowClock(live.status === 'ready' ? live.data : null);
  if (!viewer || live.status !== 'ready') return null;
  const seenAt = signedIn?.profile?.messages_seen_at ?? null;
  const comments = inMessagesWindow(live.data, now);
  return { role: viewer.role, comments, unread: unreadComments(comments, seenAt, viewer.uid) };
}

/** The time the window is read at: now, moved on when the oldest listed comment leaves the window. */
function useWindowClock(comments: readonly ProposalComment[] | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const exit = comments ? nextWindowExit(comments, Date.now()) : null;
    if (exit === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, exit - Date.now()));
    return () => clearTimeout(timer);
  }, [comments, now]);
  return now;
}
