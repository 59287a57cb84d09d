/**
 * One Kanban column: its label and count badge (from the counters document, not the loaded
 * cards), a drop target for admins, its live window of cards (virtualised when long), and
 * 'Carregar mais' while the server holds more than the window.
 */
import { Badge, Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import type { Proposal } from '@solarcred/domain/model';
import type { ProposalStatus } from '@solarcred/domain/options';
import { BoardCard } from './board-card';
import { LateCountBadge } from '../../../ui/sla/late-count-badge';
import { boardText } from './board-text';

/** Columns longer than this render only the cards in view. */
export const VIRTUALIZE_FROM = 30;

export interface BoardColumnProps {
  status: ProposalStatus;
  label: string;
  count: number | null;
  items: Proposal[];
  loading: boolean;
  more: boolean;
  admin: boolean;
  highlighted: ReadonlySet<string>;
  onDetails: (id: string) => void;
  onMore: (status: ProposalStatus) => void;
}

const bodyHeight = { base: '60vh', md: 'calc(100vh - 320px)' };

function VirtualCards({ items, admin, highlighted, onDetails }: Pick<BoardColumnProps, 'items' | 'admin' | 'highlighted' | 'onDetails'>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => (admin ? 172 : 124),
    overscan: 4,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  return (
    <Box ref={scroller} maxH={bodyHeight} minH="48" overflowY="auto" px="2" data-testid="column-scroller">
      <Box position="relative" h={`${virtualizer.getTotalSize()}px`}>
        {virtualizer.getVirtualItems().map((row) => {
          const proposal = items[row.index];
          if (!proposal) return null;
          return (
            <Box key={row.key} ref={virtualizer.measureElement} data-index={row.index} position="absolute" top={`${row.start}px`} left="0" right="0" pb="2">
              <BoardCard proposal={proposal} admin={admin} highlighted={highlighted.has(proposal.id)} onDetails={onDetails} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** What a column shows inside its frame; memoised, so a drag (dnd-kit's context) re-renders only the frames. */
const ColumnBody = memo(function ColumnBody({ status, label, count, items, loading, more, admin, highlighted, onDetails, onMore }: BoardColumnProps) {
  const headingId = `column-${status}`;
  return (
    <>
      <Flex px="3" justify="space-between" align="center" gap="2">
        <Heading as="h2" size="sm" id={headingId}>{label}</Heading>
        <LateCountBadge status={status} total={count} />
        <Badge colorPalette="orange" variant="solid" data-testid="column-count">
          {count ?? '–'}
        </Badge>
      </Flex>
      {items.length > VIRTUALIZE_FROM ? (
        <VirtualCards items={items} admin={admin} highlighted={highlighted} onDetails={onDetails} />
      ) : (
        <Stack gap="2" px="2" maxH={bodyHeight} minH="48" overflowY="auto" data-testid="column-scroller">
          {items.map((proposal) => (
            <BoardCard key={proposal.id} proposal={proposal} admin={admin} highlighted={highlighted.has(proposal.id)} onDetails={onDetails} />
          ))}
          {!loading && items.length === 0 && (
            <Text color="fg.muted" fontSize="sm" textAlign="center" py="6">{boardText.empty}</Text>
          )}
        </Stack>
      )}
      {loading && (
        <Box role="status" aria-label="Carregando" alignSelf="center">
          <Spinner size="sm" />
        </Box>
      )}
      {more && !loading && (
        <Button size="sm" variant="ghost" mx="2" onClick={() => onMore(status)}>{boardText.loadMore}</Button>
      )}
    </>
  );
});

/** The column's frame: the drop target, lit while a card is over it. */
export const BoardColumn = memo(function BoardColumn(props: BoardColumnProps) {
  const { status, admin } = props;
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: !admin });
  return (
    <Stack
      ref={setNodeRef}
      as="section"
      aria-labelledby={`column-${status}`}
      data-testid={`column-${status}`}
      data-status={status}
      gap="2"
      w={{ base: '78vw', sm: '280px' }}
      flexShrink={0}
      bg={isOver ? 'orange.subtle' : 'bg.muted'}
      borderWidth="2px"
      borderColor={isOver ? 'orange.500' : 'transparent'}
      rounded="lg"
      py="3"
      transition="background 0.15s, border-color 0.15s"
    >
      <ColumnBody {...props} />
    </Stack>
  );
});
