import { Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { signUpErrorMessage } from '@solarcred/domain/auth-errors';
import { auth as authText } from '@solarcred/domain/messages';
import type { SignUpValues } from '@solarcred/domain/schemas/auth';
import { paths } from '../../config/paths';
import { getBackend, warmBackend } from '../../backend';
import { PasswordField } from '../form/password-field';
import { TextField } from '../form/text-field';
import { notifyError, notifySuccess } from '../toaster';
import { lazyResolver } from '../form/lazy-resolver';
import { ConsentBox } from './consent-box';

/** The form's rules (zod) load with its first submit. */
const signUpResolver = lazyResolver(async () => {
  const [{ zodResolver }, { signUpSchema }, { consentBoxSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@solarcred/domain/schemas/auth'),
    import('@solarcred/domain/privacy/consent-box'),
  ]);
  return zodResolver(signUpSchema.and(consentBoxSchema));
});

/** The form's values: the account's, and the box 'Li e aceito…' (issue 51). */
type Values = SignUpValues & { aceite: boolean };

export interface SignUpFormProps {
  /** h1 on /auth; h2 where the page has its own title (the invitation's page). */
  titleAs?: 'h1' | 'h2';
  /** The line under the title. */
  intro?: string;
  /** Instead of the toast and the way to /complete-profile: the page that shows the form stays. */
  onCreated?: () => void;
}

/** E-mail, password and confirmation; a new account goes on to complete its profile unless `onCreated` says otherwise. */
export function SignUpForm({ titleAs = 'h1', intro = 'O cadastro é gratuito. Depois você completa os dados da empresa.', onCreated }: SignUpFormProps) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState, control } = useForm<Values>({
    resolver: signUpResolver,
    defaultValues: { email: '', password: '', confirmation: '', aceite: false },
  });

  const signUp = handleSubmit(async ({ email, password }) => {
    try {
      const backend = await getBackend();
      await backend.auth.signUp(email, password);
      // The acceptance right after the account exists; if it fails, the next sign-in asks again.
      await backend.consent.accept('cadastro').catch((error: unknown) => console.warn('sign-up: acceptance not recorded', error));
      if (onCreated) {
        onCreated();
        return;
      }
      notifySuccess(authText.signupSuccess);
      navigate(paths.completeProfile, { replace: true });
    } catch (error) {
      notifyError('medium', { title: signUpErrorMessage(error) });
    }
  });

  return (
    <chakra.form onSubmit={signUp} onFocus={warmBackend} noValidate aria-labelledby="sign-up-title" w="full">
      <Stack gap="4">
        <Heading as={titleAs} id="sign-up-title" size={titleAs === 'h1' ? '2xl' : 'xl'}>Criar conta</Heading>
        <Text color="fg.muted">{intro}</Text>
        <TextField label="E-mail" type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
        <PasswordField label="Senha" autoComplete="new-password" required error={formState.errors.password?.message} {...register('password')} />
        <PasswordField label="Confirmar senha" autoComplete="new-password" required error={formState.errors.confirmation?.message} {...register('confirmation')} />
        <Controller control={control} name="aceite" render={({ field, fieldState }) => (
          <ConsentBox checked={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )} />
        <Button type="submit" colorPalette="orange" loading={formState.isSubmitting} loadingText="Criando conta...">Criar conta</Button>
      </Stack>
    </chakra.form>
  );
}
