/**
 * The details dialog's 'Comentários' tab: the proposal's comments, live and oldest first, and
 * the form to add one (written by the addComment callable; the count on the cards follows
 * through the comment trigger).
 */
import { useLayoutEffect, useState } from 'react';
import { Spinner, Stack, Text } from '@chakra-ui/react';
import { commentsText as text } from '@solarcred/domain/messages';
import type { Proposal } from '@solarcred/domain/model';
import { useLive } from '../../../backend/use-live';
import { useSession } from '../../../backend/use-session';
import { CommentForm, type PendingComment } from './comment-form';
import { CommentList } from './comment-list';

interface CommentsPanelProps {
  proposal: Proposal;
  /** Told the live thread's length as it changes (null once the tab closes): the tab's badge follows it. */
  onThreadCount?: (count: number | null) => void;
}

export function CommentsPanel({ proposal, onThreadCount }: CommentsPanelProps) {
  const comments = useLive((backend) => backend.comments.list(proposal.id), proposal.id);
  const session = useSession();
  const [pending, setPending] = useState<PendingComment | null>(null);
  // The sender's own name on the pending comment, as the callable will stamp it.
  const author = session.status === 'signed-in' && session.role === 'admin' ? text.adminAuthor : (session.status === 'signed-in' && session.company?.nome) || '';
  // Shown until the listener delivers the stored comment of the same id, which takes its place.
  const waiting = pending && !(comments.status === 'ready' && comments.data.some((comment) => comment.id === pending.id)) ? pending : null;
  // The pending comment counts: the badge says what the thread shows, 'Enviando…' included.
  const threadCount = comments.status === 'ready' ? comments.data.length + (waiting ? 1 : 0) : null;
  // Before paint: the badge never shows a count behind the thread drawn beside it.
  useLayoutEffect(() => {
    onThreadCount?.(threadCount);
  }, [onThreadCount, threadCount]);
  useLayoutEffect(() => () => onThreadCount?.(null), [onThreadCount]);
  return (
    <Stack gap="4">
      {comments.status === 'loading' && <Spinner size="sm" aria-label="Carregando comentários" />}
      {comments.status === 'error' && <Text color="fg.error">{text.loadFailure}</Text>}
      {comments.status === 'ready' && <CommentList comments={comments.data} pending={waiting && { ...waiting, author }} />}
      <CommentForm proposalId={proposal.id} onPending={setPending} />
    </Stack>
  );
}
