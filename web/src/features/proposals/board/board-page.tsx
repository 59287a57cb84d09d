/**
 * The Kanban page both boards share: title, the integrator's view-only banner, search (on the
 * server), the messages filter, manual refresh with the last-updated time, the columns, and the
 * details dialog of the proposal named in the URL.
 */
import { Alert, Button, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import type { ProposalScope } from '@solarcred/domain/team/scope';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatDayMonthTime } from '@solarcred/domain/format';
import { proposals as proposalText } from '@solarcred/domain/messages';
import { proposalSearchTermOf } from '@solarcred/domain/proposal-search';
import { notifyError } from '../../../ui/toaster';
import { useOpenProposal } from '../details/proposal-details';
import { BoardArea } from './board-area';
import { boardText, headingOf } from './board-text';
import { useBoardData } from './use-board-data';
import { SlaClockProvider } from '../../../ui/sla/sla-clock-context';

interface BoardPageProps {
  /** Whose proposals: every one on the admin's board; the company's, or a seller's (issue 29). */
  proposals: ProposalScope;
  /** 'Todas / Minhas' for the titular and the gestor (issue 29). */
  scopeSwitch?: ReactNode;
}

const wantsMessages = (state: unknown) => Boolean((state as { filterMessages?: unknown } | null)?.filterMessages);

export function BoardPage({ proposals, scopeSwitch }: BoardPageProps) {
  const admin = proposals.integratorId === null;
  const heading = headingOf(proposals);
  const location = useLocation();
  const navigate = useNavigate();
  // The messages filter belongs to the admin board (file 001 section 2).
  const withComments = admin && wantsMessages(location.state);
  const [search, setSearch] = useState('');
  const term = proposalSearchTermOf(useDeferredValue(search));
  const board = useBoardData({ scope: proposals, term, withComments });
  const openProposal = useOpenProposal();

  useEffect(() => {
    if (board.error) notifyError('medium', { title: proposalText.loadFailure });
  }, [board.error]);

  return (
    <Stack gap="4" p={{ base: '4', md: '8' }} minW="0">
      <Flex justify="space-between" gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <Stack gap="1">
          <Heading as="h1" size="xl">{heading.title}</Heading>
          <Text color="fg.muted">{heading.subtitle}</Text>
        </Stack>
        <HStack gap="3">
          <Text fontSize="sm" color="fg.muted" data-testid="last-updated" aria-live="polite">
            {board.updatedAt ? boardText.lastUpdated(formatDayMonthTime(board.updatedAt)) : ''}
          </Text>
          <Button size="sm" variant="outline" bg="bg" onClick={board.refresh}>{boardText.refresh}</Button>
        </HStack>
      </Flex>

      {!admin && (
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Title>{proposalText.viewOnly}</Alert.Title>
        </Alert.Root>
      )}

      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
        <Input
          type="search"
          bg="bg"
          maxW={{ md: 'md' }}
          aria-label={boardText.searchLabel}
          placeholder={admin ? boardText.adminSearch : boardText.integratorSearch}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {scopeSwitch}
        {withComments && (
          <HStack gap="2">
            <Text fontSize="sm" data-testid="messages-filter">{boardText.messagesFilter}</Text>
            <Button size="xs" variant="ghost" onClick={() => void navigate(location.pathname + location.search, { replace: true, state: null })}>
              {boardText.clearMessagesFilter}
            </Button>
          </HStack>
        )}
        {admin && <Text fontSize="sm" color="fg.muted" display={{ base: 'none', lg: 'block' }}>{boardText.dragHint}</Text>}
      </Flex>

      <SlaClockProvider proposals={proposals}>
        <BoardArea
          live={board.columns}
          counters={board.counters}
          admin={admin}
          filtered={term !== '' || withComments}
          onDetails={openProposal}
          onMore={board.loadMore}
        />
      </SlaClockProvider>
    </Stack>
  );
}
