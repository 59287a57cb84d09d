import { Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { signUpErrorMessage } from '@solarcred/domain/auth-errors';
import { auth as authText } from '@solarcred/domain/messages';
import type { SignUpValues } from '@solarcred/domain/schemas/auth';
import { paths } from '../../config/paths';
import { getBackend, warmBackend } from '../../backend';
import { PasswordField } from '../../ui/form/password-field';
import { TextField } from '../../ui/form/text-field';
import { notifyError, notifySuccess } from '../../ui/toaster';
import { lazyResolver } from '../../ui/form/lazy-resolver';

/** The form's rules (zod) load with its first submit. */
const signUpResolver = lazyResolver(async () => {
  const [{ zodResolver }, { signUpSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@solarcred/domain/schemas/auth')]);
  return zodResolver(signUpSchema);
});

/** E-mail, password and confirmation; a new account goes on to complete its profile. */
export function SignUpForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<SignUpValues>({
    resolver: signUpResolver,
    defaultValues: { email: '', password: '', confirmation: '' },
  });

  const signUp = handleSubmit(async ({ email, password }) => {
    try {
      await (await getBackend()).auth.signUp(email, password);
      notifySuccess(authText.signupSuccess);
      navigate(paths.completeProfile, { replace: true });
    } catch (error) {
      notifyError('medium', { title: signUpErrorMessage(error) });
    }
  });

  return (
    <chakra.form onSubmit={signUp} onFocus={warmBackend} noValidate aria-labelledby="sign-up-title" w="full">
      <Stack gap="4">
        <Heading as="h1" id="sign-up-title" size="2xl">Criar conta</Heading>
        <Text color="fg.muted">O cadastro é gratuito. Depois você completa os dados da empresa.</Text>
        <TextField label="E-mail" type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
        <PasswordField label="Senha" autoComplete="new-password" required error={formState.errors.password?.message} {...register('password')} />
        <PasswordField label="Confirmar senha" autoComplete="new-password" required error={formState.errors.confirmation?.message} {...register('confirmation')} />
        <Button type="submit" colorPalette="orange" loading={formState.isSubmitting} loadingText="Criando conta...">Criar conta</Button>
      </Stack>
    </chakra.form>
  );
}
