import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isLinkToken } from '@solarcred/domain/customer-link/token';
import { invitationText as text } from '@solarcred/domain/team/invitation-text';
import { teamText } from '@solarcred/domain/team/team-text';
import { paths } from '../../config/paths';
import { useSession } from '../../backend/use-session';
import { AuthCard } from '../../ui/auth-card';
import { InvitationAccept, InvitationRefused } from './invitation-accept';
import { InvitationGuest } from './invitation-guest';

/** A token the callable would refuse before any read: said here, without calling it. */
function InvalidInvitation() {
  return (
    <Stack gap="4">
      <InvitationRefused message={teamText.invitationInvalid} />
      <Button asChild variant="outline"><Link to={paths.home}>{text.toHome}</Link></Button>
    </Stack>
  );
}

/**
 * /convite/{token}: joining a company's team (issue 29). Signed out: sign in or create the account
 * here; signed in: accept. A guest cannot read the invitation, so the company shows only once joined.
 */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const session = useSession();
  // Whether the person signed in on this page (then the accept button takes the focus the form had).
  const [wasSignedOut, setWasSignedOut] = useState(false);
  if (session.status === 'signed-out' && !wasSignedOut) setWasSignedOut(true);

  let body;
  if (!isLinkToken(token)) body = <InvalidInvitation />;
  else if (session.status === 'loading') {
    body = <Stack align="center" role="status" py="6"><Spinner /><Text>{text.loading}</Text></Stack>;
  } else if (session.status === 'signed-out') body = <InvitationGuest />;
  else body = <InvitationAccept key={session.user.uid} token={token} email={session.user.email} ready={session.role !== null} takeFocus={wasSignedOut} />;

  return (
    <AuthCard>
      <Stack gap="5">
        <Heading as="h1" size="2xl">{text.title}</Heading>
        {body}
      </Stack>
    </AuthCard>
  );
}
