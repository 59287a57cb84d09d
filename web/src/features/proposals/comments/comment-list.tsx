import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { commentAuthorLabel } from '@solarcred/domain/comments';
import { formatDateTime } from '@solarcred/domain/format';
import { commentsText as text } from '@solarcred/domain/messages';
import type { ProposalComment } from '@solarcred/domain/model';

/** A proposal's comments, oldest first: author ('Administrador' or the company), time, text. */
export function CommentList({ comments }: { comments: readonly ProposalComment[] }) {
  if (comments.length === 0) return <Text color="fg.muted">{text.empty}</Text>;
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
    </Stack>
  );
}
