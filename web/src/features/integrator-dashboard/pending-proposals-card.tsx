/**
 * 'Pendências para responder': the scope's proposals with open pending items, the longest
 * waiting first (one bounded live query, at most `dashboardList` documents). Each opens the
 * proposal's details through `?proposta={id}`, which the area layout renders.
 */
import { Badge, Card, Flex, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { formatDate } from '@solarcred/domain/format';
import { pendingItemLimits } from '@solarcred/domain/pending-items';
import { pendingItemsText } from '@solarcred/domain/pending-items-text';
import { useLive } from '../../backend/use-live';
import { scopeKey, type ProposalScope } from '@solarcred/domain/team/scope';
import { dashboardPendingTexts as text } from './pending-texts';

export function PendingProposalsCard({ scope }: { scope: ProposalScope }) {
  const list = useLive((backend) => backend.pendingItems.withOpenItems(scope, pendingItemLimits.dashboardList), `pending-proposals-${scopeKey(scope)}`);
  return (
    <Card.Root as="section" aria-labelledby="pendencias-abertas" size="sm" data-testid="dashboard-pending">
      <Card.Header>
        <Card.Title as="h2" id="pendencias-abertas" fontSize="md">{text.title}</Card.Title>
        <Text fontSize="xs" color="fg.muted">{text.caption}</Text>
      </Card.Header>
      <Card.Body>
        {list.status === 'loading' && <Skeleton height="10" />}
        {list.status === 'error' && <Text color="fg.error" role="alert">{pendingItemsText.loadFailure}</Text>}
        {list.status === 'ready' && list.data.length === 0 && <Text color="fg.muted">{text.empty}</Text>}
        {list.status === 'ready' && list.data.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="0">
            {list.data.map((proposal) => (
              <Flex as="li" key={proposal.id} justify="space-between" align="center" gap="3" py="2" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
                <Stack gap="0" minW="0">
                  <ChakraLink asChild fontWeight="medium" color="orange.fg">
                    <Link to={{ search: `?proposta=${encodeURIComponent(proposal.id)}` }}>{proposal.cliente_nome}</Link>
                  </ChakraLink>
                  {proposal.pendencias_desde != null && <Text fontSize="xs" color="fg.muted">{text.since(formatDate(proposal.pendencias_desde))}</Text>}
                </Stack>
                <Badge variant="subtle" colorPalette="orange" flexShrink={0}>{pendingItemsText.count(proposal.pendencias_abertas ?? 0)}</Badge>
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
