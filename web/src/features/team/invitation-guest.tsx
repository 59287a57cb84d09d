import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { invitationText as text } from '@solarcred/domain/team/invitation-text';
import { SignInForm } from '../../ui/auth/sign-in-form';
import { SignUpForm } from '../../ui/auth/sign-up-form';
import { notifySuccess } from '../../ui/toaster';

/** The query that shows the sign-in form; without it, the sign-up form (most invitees are new). */
export const signInMode = { modo: 'entrar' } as const;

const accountCreated = () => notifySuccess(text.signedUp);

/** Signed out on the invitation's page: create the account or sign in, and stay here to accept. */
export function InvitationGuest() {
  const [params, setParams] = useSearchParams();
  const signingIn = params.get('modo') === signInMode.modo;
  const switchMode = () => setParams(signingIn ? {} : signInMode, { replace: true });

  return (
    <Stack gap="5">
      <Text>{text.guestIntro}</Text>
      <Box borderTopWidth="1px" pt="5">
        {signingIn ? (
          <SignInForm titleAs="h2" intro={text.signInIntro} successText={text.signedIn} />
        ) : (
          <SignUpForm titleAs="h2" intro={text.signUpIntro} onCreated={accountCreated} />
        )}
      </Box>
      <Stack gap="2" align="center" borderTopWidth="1px" pt="4" textAlign="center">
        <Text fontSize="sm">{signingIn ? text.noAccount : text.haveAccount}</Text>
        <Button variant="outline" colorPalette="orange" size="sm" onClick={switchMode}>
          {signingIn ? text.toSignUp : text.toSignIn}
        </Button>
      </Stack>
    </Stack>
  );
}
