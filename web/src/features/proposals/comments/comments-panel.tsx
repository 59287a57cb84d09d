/**
 * The details dialog's 'Comentários' tab: the proposal's comments, live and oldest first, and
 * the form to add one (written by the addComment callable; the count on the cards follows
 * through the comment trigger).
 */
import { Spinner, Stack, Text } from '@chakra-ui/react';
import { commentsText as text } from '@solarcred/domain/messages';
import type { Proposal } from '@solarcred/domain/model';
import { useLive } from '../../../backend/use-live';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';

export function CommentsPanel({ proposal }: { proposal: Proposal }) {
  const comments = useLive((backend) => backend.comments.list(proposal.id), proposal.id);
  return (
    <Stack gap="4">
      {comments.status === 'loading' && <Spinner size="sm" aria-label="Carregando comentários" />}
      {comments.status === 'error' && <Text color="fg.error">{text.loadFailure}</Text>}
      {comments.status === 'ready' && <CommentList comments={comments.data} />}
      <CommentForm proposalId={proposal.id} />
    </Stack>
  );
}
