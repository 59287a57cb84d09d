import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { commentAuthorLabel } from '@solarcred/domain/comments';
import { formatDateTime } from '@solarcred/domain/format';
import { commentsText as text } from '@solarcred/domain/messages';
import type { ProposalComment } from '@solarcred/domain/model';
import type { PendingComment } from './comment-form';

interface CommentListProps {
  comments: readonly ProposalComment[];
  /** The comment being sent (issue 46): last, marked 'Enviando…' until the stored one replaces it. */
  pending?: (PendingComment & { author: string }) | null;
}

/** A proposal's comments, oldest first: author ('Administrador' or the company), time, text. */
export function CommentList({ comments, pending }: CommentListProps) {
  if (comments.length === 0 && !pending) return <Text color="fg.muted">{text.empty}</Text>;
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Comentários">
      {comments.map((comment) => (
        <Box as="li" key={comment.id} borderWidth="1px" borderRadius="md" p="3"
          bg={comment.autor_tipo === 'admin' ? 'orange.subtle' : 'bg.subtle'}>
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" fontSize="sm">{commentAuthorLabel(comment, text.adminAuthor)}</Text>
            <Text fontSize="xs" color="fg.muted" asChild>
              <time dateTime={new Date(comment.created_at).toISOString()}>{formatDateTime(comment.created_at)}</time>
            </Text>
          </HStack>
          <Text mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">{comment.comentario}</Text>
        </Box>
      ))}
      {pending && (
        <Box as="li" key={pending.id} borderWidth="1px" borderStyle="dashed" borderRadius="md" p="3" bg="bg.subtle"
          aria-busy={pending.status === 'sending'} data-pending-comment={pending.status}>
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" fontSize="sm">{pending.author}</Text>
            {pending.status === 'sending' && <Text fontSize="xs" color="fg.muted">{text.sending}</Text>}
          </HStack>
          <Text mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere" color="fg.muted">{pending.text}</Text>
        </Box>
      )}
    </Stack>
  );
}
