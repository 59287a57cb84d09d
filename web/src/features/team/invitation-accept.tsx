import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { friendlyMessage } from '@solarcred/domain/errors';
import { invitationText as text } from '@solarcred/domain/team/invitation-text';
import { teamText } from '@solarcred/domain/team/team-text';
import { paths } from '../../config/paths';
import { BackendError, getBackend } from '../../backend';
import { consentText } from '@solarcred/domain/privacy/consent-text';
import { ConsentBox } from '../../ui/auth/consent-box';
import { notifyError, notifySuccess } from '../../ui/toaster';
import { signInMode } from './invitation-guest';

/** The callable's refusals (the domain's codes): final for this invitation and this account. */
const refusals = new Set(['not-found', 'permission-denied', 'failed-precondition', 'invalid-argument', 'already-exists', 'unauthenticated']);

/** Why the invitation cannot be accepted, in the page's one alert. */
export function InvitationRefused({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text.failedTitle}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export interface AcceptFailure {
  message: string;
  /** A connection or server failure: the same click may work later. */
  retry: boolean;
  /** The account is in this team already ('Você já faz parte desta equipe.'). */
  member: boolean;
  /** The account's e-mail is not confirmed yet: it asks for the link, then accepts again (issue 45). */
  unverified: boolean;
}

/** What to say about a failed acceptance (by the account `email`, when signed in), and whether to offer it again. */
export function acceptFailure(error: unknown, email?: string): AcceptFailure {
  if (error instanceof BackendError && refusals.has(error.code) && error.message !== error.code) {
    const unverified = email !== undefined && error.message === teamText.invitationEmailUnverified(email.trim().toLowerCase());
    return { message: error.message, retry: unverified, member: error.code === 'already-exists', unverified };
  }
  return { message: friendlyMessage(error) ?? text.failedRetry, retry: true, member: false, unverified: false };
}

interface InvitationAcceptProps {
  token: string;
  email: string;
  /** False while a new account waits for its role (the sign-up trigger). */
  ready: boolean;
  /** Signed in on this page: the form that had the focus is gone, so the button takes it once usable. */
  takeFocus: boolean;
}

/** Signed in on the invitation's page: accept as this account, or sign out for another. */
export function InvitationAccept({ token, email, ready, takeFocus }: InvitationAcceptProps) {
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [busy, setBusy] = useState<'accepting' | 'signing-out' | null>(null);
  const [failure, setFailure] = useState<AcceptFailure | null>(null);
  const [verification, setVerification] = useState<'sending' | 'sent' | null>(null);
  // Issue 51: 'Li e aceito…' before joining; acceptInvitation records it (origem 'convite').
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const acceptButton = useRef<HTMLButtonElement>(null);

  // Not on a page load (the reader starts at the top); nor from anything else that has the focus.
  useEffect(() => {
    if (takeFocus && ready && (document.activeElement === document.body || document.activeElement === null)) acceptButton.current?.focus();
  }, [takeFocus, ready]);

  const accept = async () => {
    if (!terms) {
      setTermsError(true);
      return;
    }
    setBusy('accepting');
    setFailure(null);
    try {
      await (await getBackend()).team.accept(token);
      notifySuccess(text.joined);
      navigate(paths.integrator.dashboard, { replace: true });
    } catch (error) {
      setFailure(acceptFailure(error, email));
      setBusy(null);
    }
  };

  const sendVerification = async () => {
    setVerification('sending');
    try {
      await (await getBackend()).auth.sendEmailVerification();
      setVerification('sent');
    } catch (error) {
      notifyError('medium', { title: friendlyMessage(error) ?? text.failedRetry });
      setVerification(null);
    }
  };

  const switchAccount = async () => {
    setBusy('signing-out');
    try {
      await (await getBackend()).auth.signOut();
      setParams(signInMode, { replace: true });
    } catch {
      notifyError('medium', { title: text.signOutFailed });
      setBusy(null);
    }
  };

  return (
    <Stack gap="4">
      <Text>
        {text.signedInAs} <Text as="strong" overflowWrap="anywhere">{email}</Text>.
      </Text>
      <Text color="fg.muted">{text.acceptIntro}</Text>
      {failure && <InvitationRefused message={failure.message} />}
      {failure?.unverified && verification !== 'sent' && (
        <Button variant="outline" onClick={() => void sendVerification()} loading={verification === 'sending'}>
          {text.sendVerification}
        </Button>
      )}
      {failure?.unverified && verification === 'sent' && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Description>{text.verificationSent(email)}</Alert.Description>
        </Alert.Root>
      )}
      {failure?.member && (
        <Button asChild colorPalette="orange"><Link to={paths.integrator.dashboard}>{text.toDashboard}</Link></Button>
      )}
      {(!failure || failure.retry) && (
        <ConsentBox checked={terms} onChange={(ticked) => {
          setTerms(ticked);
          setTermsError(false);
        }} error={termsError && !terms ? consentText.boxRequired : undefined} disabled={busy !== null} />
      )}
      {(!failure || failure.retry) && (
        <Button ref={acceptButton} colorPalette="orange" onClick={() => void accept()} disabled={busy === 'signing-out'}
          loading={!ready || busy === 'accepting'} loadingText={ready ? text.accepting : text.preparing}>
          {text.accept}
        </Button>
      )}
      <Button variant="outline" onClick={() => void switchAccount()} disabled={busy === 'accepting'}
        loading={busy === 'signing-out'} loadingText={text.signingOut}>
        {text.switchAccount}
      </Button>
    </Stack>
  );
}
