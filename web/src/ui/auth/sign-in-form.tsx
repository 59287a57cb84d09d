import { Button, chakra, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { loginErrorMessage } from '@solarcred/domain/auth-errors';
import { auth as authText } from '@solarcred/domain/messages';
import type { SignInValues } from '@solarcred/domain/schemas/auth';
import { paths } from '../../config/paths';
import { getBackend, warmBackend } from '../../backend';
import { PasswordField } from '../form/password-field';
import { TextField } from '../form/text-field';
import { notifyError, notifySuccess } from '../toaster';
import { lazyResolver } from '../form/lazy-resolver';
import { clearConsentCheck, markConsentCheck } from './consent-check';

/** The form's rules (zod) load with its first submit. */
const signInResolver = lazyResolver(async () => {
  const [{ zodResolver }, { signInSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@solarcred/domain/schemas/auth')]);
  return zodResolver(signInSchema);
});

/** Signs in and says how it went; the session then takes the user to their area (on /auth). */
export async function signInWithFeedback({ email, password }: SignInValues, successText: string = authText.loginSuccess): Promise<void> {
  try {
    // Before the session changes: the area the session leads to asks for the terms first (issue 51).
    markConsentCheck();
    await (await getBackend()).auth.signIn(email, password);
    notifySuccess(successText);
  } catch (error) {
    clearConsentCheck();
    notifyError('medium', { title: loginErrorMessage(error) });
  }
}

export interface SignInFormProps {
  /** h1 on /auth; h2 where the page has its own title (the invitation's page). */
  titleAs?: 'h1' | 'h2';
  /** The line under the title. */
  intro?: string;
  /** The toast on success (/auth's says it redirects). */
  successText?: string;
}

/** E-mail and password. */
export function SignInForm({ titleAs = 'h1', intro = 'Acesse a área do integrador ou o painel administrativo.', successText }: SignInFormProps) {
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  });
  const signIn = handleSubmit((values) => signInWithFeedback(values, successText));

  return (
    <chakra.form onSubmit={signIn} onFocus={warmBackend} noValidate aria-labelledby="sign-in-title" w="full">
      <Stack gap="4">
        <Heading as={titleAs} id="sign-in-title" size={titleAs === 'h1' ? '2xl' : 'xl'}>Entrar</Heading>
        <Text color="fg.muted">{intro}</Text>
        <TextField label="E-mail" type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
        <PasswordField label="Senha" autoComplete="current-password" required error={formState.errors.password?.message} {...register('password')} />
        <Button type="submit" colorPalette="orange" loading={formState.isSubmitting} loadingText="Entrando...">Entrar</Button>
        <Text fontSize="sm" textAlign="center">
          <ChakraLink asChild color="orange.fg"><Link to={paths.forgotPassword}>Esqueceu sua senha?</Link></ChakraLink>
        </Text>
      </Stack>
    </chakra.form>
  );
}
