import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isLinkToken } from '@solarcred/domain/customer-link/token';
import { formatDate } from '@solarcred/domain/format';
import { papelLabel } from '@solarcred/domain/team/roles';
import { invitationText as text } from '@solarcred/domain/team/invitation-text';
import { teamText } from '@solarcred/domain/team/team-text';
import { paths } from '../../config/paths';
import { useSession } from '../../backend/use-session';
import { AuthCard } from '../../ui/auth-card';
import { InvitationAccept, InvitationRefused } from './invitation-accept';
import { InvitationGuest } from './invitation-guest';
import { useInvitationPreview, type PreviewState } from './use-invitation-preview';

/** Who invites whom, as what, until when (issue 45); nothing while it loads or when it cannot be asked. */
function InvitationSummary({ state }: { state: PreviewState }) {
  if (state.status !== 'ready') return null;
  const { preview } = state;
  return (
    <Stack gap="1" data-testid="invitation-summary">
      {preview.nome && <Text fontWeight="semibold">{text.greeting(preview.nome)}</Text>}
      <Text>{text.invitedBy(preview.empresa_nome, papelLabel(preview.papel))}</Text>
      <Text fontSize="sm" color="fg.muted">{text.validUntil(formatDate(preview.expira_em))}</Text>
    </Stack>
  );
}

/** A token the callable would refuse before any read (said here, without calling it), or one it refused. */
function InvalidInvitation({ message = teamText.invitationInvalid }: { message?: string }) {
  return (
    <Stack gap="4">
      <InvitationRefused message={message} />
      <Button asChild variant="outline"><Link to={paths.home}>{text.toHome}</Link></Button>
    </Stack>
  );
}

/**
 * /convite/{token}: joining a company's team (issue 29). Signed out: sign in or create the account
 * here; signed in: accept. Above both, the company that invites, the person's name and the role
 * (previewInvitation, issue 45: a guest reads no invitation); a used, expired or revoked one is
 * said at once, with nothing to fill.
 */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const session = useSession();
  const preview = useInvitationPreview(token, isLinkToken(token));
  // Whether the person signed in on this page (then the accept button takes the focus the form had).
  const [wasSignedOut, setWasSignedOut] = useState(false);
  if (session.status === 'signed-out' && !wasSignedOut) setWasSignedOut(true);

  let body;
  if (!isLinkToken(token)) body = <InvalidInvitation />;
  else if (preview.status === 'refused') body = <InvalidInvitation message={preview.message} />;
  else if (session.status === 'loading') {
    body = <Stack align="center" role="status" py="6"><Spinner /><Text>{text.loading}</Text></Stack>;
  } else if (session.status === 'signed-out') body = <InvitationGuest />;
  else body = <InvitationAccept key={session.user.uid} token={token} email={session.user.email} ready={session.role !== null} takeFocus={wasSignedOut} />;

  return (
    <AuthCard>
      <Stack gap="5">
        <Heading as="h1" size="2xl">{text.title}</Heading>
        <InvitationSummary state={preview} />
        {body}
      </Stack>
    </AuthCard>
  );
}
