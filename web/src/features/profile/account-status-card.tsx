import { Badge, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { formatDate } from '@solarcred/domain/format';
import { integratorAccountBadge } from '@solarcred/domain/integrator-status';
import { profileText } from './texts';

/** The account status badge (Aprovado / Pendente / Rejeitado / Indefinido) and 'Membro desde'. */
export function AccountStatusCard({ status, createdAt }: { status: string | null | undefined; createdAt: number | null | undefined }) {
  const badge = integratorAccountBadge(status);
  return (
    <Card.Root as="section" aria-labelledby="status-title" size="sm">
      <Card.Body p={{ base: '5', md: '6' }} gap="4">
        <Heading as="h2" id="status-title" size="md">{profileText.statusTitle}</Heading>
        <HStack justify="space-between">
          <Text color="fg.muted">Status</Text>
          <Badge colorPalette={badge.color} size="lg" data-testid="account-status">{badge.label}</Badge>
        </HStack>
        <HStack justify="space-between">
          <Text color="fg.muted">{profileText.memberSince}</Text>
          <Text fontWeight="medium" data-testid="member-since">{createdAt ? formatDate(createdAt) : 'N/A'}</Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
