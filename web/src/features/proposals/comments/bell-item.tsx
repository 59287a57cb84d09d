import { Box, HStack, Text, chakra } from '@chakra-ui/react';
import { commentAuthorLabel } from '@solarcred/domain/comments';
import { formatDayMonthTime } from '@solarcred/domain/format';
import { commentsText as text } from '@solarcred/domain/messages';
import type { ProposalComment } from '@solarcred/domain/model';
import { shortId } from '@solarcred/domain/proposal-status';

interface BellItemProps {
  comment: ProposalComment;
  unread: boolean;
  onOpen: (proposalId: string) => void;
}

/** One recent comment: author (the company for admins' bells), client, dd/mm hh:mm, proposal short id. */
export function BellItem({ comment, unread, onOpen }: BellItemProps) {
  return (
    <Box as="li">
      <chakra.button type="button" w="full" textAlign="start" px="3" py="2" borderRadius="md"
        _hover={{ bg: 'bg.muted' }} _focusVisible={{ outline: '2px solid', outlineColor: 'orange.solid' }}
        bg={unread ? 'orange.subtle' : undefined} onClick={() => onOpen(comment.proposta_id)} data-unread={unread || undefined}>
        <HStack justify="space-between" gap="2">
          <Text fontWeight="semibold" fontSize="sm" truncate>{commentAuthorLabel(comment, text.adminAuthor)}</Text>
          <Text fontSize="xs" color="fg.muted" flexShrink={0}>{formatDayMonthTime(comment.created_at)}</Text>
        </HStack>
        <HStack justify="space-between" gap="2">
          <Text fontSize="sm" truncate>{comment.cliente_nome}</Text>
          <Text fontSize="xs" fontFamily="mono" color="fg.muted" flexShrink={0}>#{shortId(comment.proposta_id)}</Text>
        </HStack>
        <Text fontSize="xs" color="fg.muted" lineClamp={1}>{comment.comentario}</Text>
      </chakra.button>
    </Box>
  );
}
