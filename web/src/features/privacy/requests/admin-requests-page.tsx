/**
 * /admin/lgpd 'Solicitações LGPD' (issue 51): the open requests first by deadline, each with its
 * legal clock (15 days, LGPD art. 19 II), and the closed ones newest first; a row opens its detail
 * (conclude, run a deletion, refuse). The retention sweep's log at the bottom.
 */
import { Box, Card, chakra, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDate } from '@solarcred/domain/format';
import { requestsText as text } from '@solarcred/domain/privacy/requests-text';
import type { PrivacyRequest } from '@solarcred/domain/privacy/types';
import { useLive } from '../../../backend/use-live';
import { useNow } from '../../../ui/use-now';
import { RetentionLogCard } from '../retention/retention-log-card';
import { DeadlineClock } from './deadline-clock';
import { RequestBadges } from './request-badge';
import { ResolveDialog } from './resolve-dialog';

const pageSize = 50;
type Tab = 'abertas' | 'encerradas';

function RequestRow({ request, now, onOpen }: { request: PrivacyRequest; now: number; onOpen: () => void }) {
  const open = request.situacao === 'aberta' || request.situacao === 'em_andamento';
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-testid="queue-request">
      <chakra.button type="button" onClick={onOpen} w="full" textAlign="start" py="3" px="2" _hover={{ bg: 'bg.muted' }} rounded="sm">
        <Stack gap="1">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontWeight="medium">{request.titular.nome || request.titular.email_mascarado}</Text>
            <RequestBadges request={request} />
          </HStack>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontSize="xs" color="fg.muted">{request.titular.email_mascarado} · {text.originLabel[request.origem]} · {text.createdAt(formatDate(request.criada_em))}</Text>
            {open && <DeadlineClock prazoEm={request.prazo_em} now={now} />}
          </HStack>
        </Stack>
      </chakra.button>
    </Box>
  );
}

function RequestList({ tab, now, onOpen }: { tab: Tab; now: number; onOpen: (request: PrivacyRequest) => void }) {
  const requests = useLive((backend) => backend.privacy.queue({ situacao: tab }, pageSize), `privacy-queue-${tab}`);
  if (requests.status === 'loading') return <Text color="fg.muted" role="status">{text.loading}…</Text>;
  if (requests.status === 'error') return <Text color="fg.error" role="alert">{text.listFailed}</Text>;
  if (requests.data.length === 0) return <Text color="fg.muted">{tab === 'abertas' ? text.emptyOpen : text.emptyClosed}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="0">
      {requests.data.map((request) => <RequestRow key={request.id} request={request} now={now} onOpen={() => onOpen(request)} />)}
    </Stack>
  );
}

export default function AdminRequestsPage() {
  const [tab, setTab] = useState<Tab>('abertas');
  const [selected, setSelected] = useState<PrivacyRequest | null>(null);
  const now = useNow();
  return (
    <Stack gap="6" p={{ base: '4', md: '8' }} maxW="6xl">
      <Heading as="h1" size="xl">{text.queueTitle}</Heading>
      <Card.Root size="sm">
        <Card.Body>
          <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as Tab)} variant="line">
            <Tabs.List>
              <Tabs.Trigger value="abertas">{text.openTab}</Tabs.Trigger>
              <Tabs.Trigger value="encerradas">{text.closedTab}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value={tab}>
              <RequestList tab={tab} now={now} onOpen={setSelected} />
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
      <RetentionLogCard />
      <ResolveDialog key={selected?.id ?? 'nenhuma'} request={selected} now={now} onClose={() => setSelected(null)} />
    </Stack>
  );
}
