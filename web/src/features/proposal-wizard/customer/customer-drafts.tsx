import { Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import type { CustomerDraft } from '@solarcred/domain/customer-link/commands';
import { customerLinkPageSize } from '@solarcred/domain/data/customer-links';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { formatDateTime } from '@solarcred/domain/format';
import { scopeKey, type ProposalScope } from '@solarcred/domain/team/scope';
import { useLive } from '../../../backend/use-live';

/**
 * 'Rascunhos de clientes': what customers sent through the links of the scope (the company's, a
 * vendedor's own: issue 45), live; nothing while there is none.
 */
export function CustomerDrafts({ scope, onComplete }: { scope: ProposalScope; onComplete: (draft: CustomerDraft) => void }) {
  const drafts = useLive((backend) => backend.customerLinks.drafts(scope, customerLinkPageSize), scopeKey(scope));
  if (drafts.status !== 'ready' || drafts.data.length === 0) return null;
  return (
    <Card.Root as="section" aria-labelledby="customer-drafts-title" borderColor="orange.muted">
      <Card.Header>
        <Card.Title as="h2" id="customer-drafts-title" fontSize="md">{text.draftsTitle}</Card.Title>
        <Text fontSize="sm" color="fg.muted">{text.draftsHelp}</Text>
      </Card.Header>
      <Card.Body pt="2">
        <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
          {drafts.data.map((draft) => (
            <Flex as="li" key={draft.id} py="3" gap="3" align="center" justify="space-between" wrap="wrap" aria-label={draft.cliente_nome}>
              <Stack gap="0">
                <Text fontWeight="semibold">{draft.cliente_nome}</Text>
                <Text fontSize="sm" color="fg.muted">{formatDateTime(draft.enviado_em)}</Text>
              </Stack>
              <Button size="sm" colorPalette="orange" onClick={() => onComplete(draft)}>{text.complete}</Button>
            </Flex>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
