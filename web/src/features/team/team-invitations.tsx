import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@solarcred/domain/format';
import { labelOf } from '@solarcred/domain/options';
import type { Invitation } from '@solarcred/domain/team/invitation';
import { papelOptions } from '@solarcred/domain/team/roles';
import { teamText as text } from '@solarcred/domain/team/team-text';
import type { LiveState } from '../../backend/use-live';

/** An invitation still waiting for its person: pending, or expired without being used (a new one may be sent). */
export interface OpenInvitation {
  invitation: Invitation;
  expired: boolean;
}

/** The invitations nobody accepted (pending or expired), newest first, as the query gave them. */
export function TeamInvitations({ invitations }: { invitations: LiveState<OpenInvitation[]> }) {
  if (invitations.status === 'loading') return <Skeleton height="12" role="status" aria-label="Carregando" />;
  if (invitations.status === 'error') return <Text color="fg.error" role="alert">{text.invitationsLoadFailed}</Text>;
  if (invitations.data.length === 0) return <Text color="fg.muted">{text.noInvitations}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label={text.invitationsList}>
      {invitations.data.map(({ invitation, expired }) => (
        <Stack as="li" key={invitation.id} gap="0.5" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-testid="invitation-row">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" wordBreak="break-all">{invitation.email}</Text>
            <Badge colorPalette="orange" variant="subtle">{labelOf(papelOptions, invitation.papel) ?? invitation.papel}</Badge>
            <Badge colorPalette={expired ? 'gray' : 'blue'} variant="subtle">{expired ? text.invitationExpiredBadge : text.invitationPending}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {text.invitationSentOn(formatDate(invitation.criado_em))} · {(expired ? text.invitationExpiredOn : text.invitationExpiresOn)(formatDate(invitation.expira_em))}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
