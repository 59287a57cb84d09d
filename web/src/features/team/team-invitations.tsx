import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDate } from '@solarcred/domain/format';
import type { Invitation } from '@solarcred/domain/team/invitation';
import { invitationLink } from '@solarcred/domain/team/invitation-mail';
import { papelLabel } from '@solarcred/domain/team/roles';
import { teamText as text } from '@solarcred/domain/team/team-text';
import { severityOf } from '@solarcred/domain/errors';
import { BackendError, getBackend } from '../../backend';
import type { LiveState } from '../../backend/use-live';
import { runCommand } from '../../ui/run-command';
import { notifyError } from '../../ui/toaster';
import { copyInvitationLink, IssuedInvitationLink } from './team-invitation-link';

/** An invitation still waiting for its person: pending, or expired without being used (a new one may be sent). */
export interface OpenInvitation {
  invitation: Invitation;
  expired: boolean;
}

/**
 * The invitations nobody accepted (pending or expired), newest first, as the query gave them; each
 * may be sent again or given a new link to copy (issue 45: either way the old link dies).
 */
export function TeamInvitations({ invitations }: { invitations: LiveState<OpenInvitation[]> }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [issued, setIssued] = useState<{ email: string; url: string } | null>(null);
  const resend = async (invitation: Invitation) => {
    setBusy(invitation.id);
    const done = await runCommand(async () => void (await (await getBackend()).team.renew(invitation.id, true)), text.inviteResent(invitation.email), text.renewFailed, { description: text.inviteResentHint });
    if (done) setIssued(null);
    setBusy(null);
  };
  const newLink = async (invitation: Invitation) => {
    setBusy(invitation.id);
    try {
      const { token } = await (await getBackend()).team.renew(invitation.id, false);
      const url = invitationLink(window.location.origin, token);
      setIssued({ email: invitation.email, url });
      await copyInvitationLink(url);
    } catch (error) {
      const reason = error instanceof BackendError && error.message !== error.code ? error.message : undefined;
      notifyError(severityOf(error), { title: text.renewFailed, description: reason });
    } finally {
      setBusy(null);
    }
  };
  if (invitations.status === 'loading') return <Skeleton height="12" role="status" aria-label="Carregando" />;
  if (invitations.status === 'error') return <Text color="fg.error" role="alert">{text.invitationsLoadFailed}</Text>;
  if (invitations.data.length === 0) return <Text color="fg.muted">{text.noInvitations}</Text>;
  return (
    <>
    {issued && <IssuedInvitationLink email={issued.email} url={issued.url} />}
    <Stack as="ul" listStyleType="none" gap="0" aria-label={text.invitationsList}>
      {invitations.data.map(({ invitation, expired }) => (
        <Stack as="li" key={invitation.id} gap="0.5" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-testid="invitation-row">
          <HStack gap="2" wrap="wrap">
            {invitation.nome && <Text fontWeight="medium">{invitation.nome}</Text>}
            <Text fontWeight={invitation.nome ? 'normal' : 'medium'} color={invitation.nome ? 'fg.muted' : undefined} wordBreak="break-all">{invitation.email}</Text>
            <Badge colorPalette="orange" variant="subtle">{papelLabel(invitation.papel)}</Badge>
            <Badge colorPalette={expired ? 'gray' : 'blue'} variant="subtle">{expired ? text.invitationExpiredBadge : text.invitationPending}</Badge>
          </HStack>
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {text.invitationSentOn(formatDate(invitation.criado_em))} · {(expired ? text.invitationExpiredOn : text.invitationExpiresOn)(formatDate(invitation.expira_em))}
            </Text>
            <HStack gap="2">
              <Button size="xs" variant="outline" aria-label={text.newInviteLinkLabel(invitation.email)} disabled={busy !== null} loading={busy === invitation.id}
                onClick={() => void newLink(invitation)}>{text.newInviteLink}</Button>
              <Button size="xs" variant="outline" colorPalette="orange" aria-label={text.resendInviteLabel(invitation.email)} disabled={busy !== null} loading={busy === invitation.id}
                onClick={() => void resend(invitation)}>{text.resendInvite}</Button>
            </HStack>
          </HStack>
        </Stack>
      ))}
    </Stack>
    </>
  );
}
