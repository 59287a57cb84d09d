import { Alert, Button, chakra, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { resetErrorMessage } from '@solarcred/domain/auth-errors';
import { timings } from '@solarcred/domain/constants';
import { auth as authText } from '@solarcred/domain/messages';
import type { ResetPasswordValues } from '@solarcred/domain/schemas/auth';
import { paths } from '../../config/paths';
import { getBackend, warmBackend } from '../../backend';
import { useRead } from '../../backend/use-read';
import { AuthCard } from '../../ui/auth-card';
import { PasswordField } from '../../ui/form/password-field';
import { notifySuccess } from '../../ui/toaster';
import { lazyResolver } from '../../ui/form/lazy-resolver';

/** The form's rules (zod) load with its first submit. */
const resetPasswordResolver = lazyResolver(async () => {
  const [{ zodResolver }, { resetPasswordSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@solarcred/domain/schemas/auth')]);
  return zodResolver(resetPasswordSchema);
});

/** What became of the new password (the link itself is checked by `useRead`). */
type Outcome = { kind: 'editing' } | { kind: 'failed'; message: string } | { kind: 'done' };

function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Não foi possível redefinir a senha</Alert.Title>
        <Alert.Description>
          {message} Se o problema continuar, <Link to={paths.forgotPassword}>solicite um novo link</Link>.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** /reset-password?oobCode=…: checks the link, then sets the new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode') ?? '';
  const navigate = useNavigate();
  const link = useRead((backend) => backend.auth.verifyPasswordResetCode(code), code);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: resetPasswordResolver,
    defaultValues: { password: '', confirmation: '' },
  });

  useEffect(() => {
    if (outcome.kind !== 'done') return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), timings.redirectAfterPasswordResetMs);
    return () => clearTimeout(timer);
  }, [outcome.kind, navigate]);

  const save = handleSubmit(async ({ password }) => {
    try {
      await (await getBackend()).auth.confirmPasswordReset(code, password);
      setOutcome({ kind: 'done' });
      notifySuccess(authText.resetSuccess);
    } catch (error) {
      setOutcome({ kind: 'failed', message: resetErrorMessage(error) });
    }
  });

  if (link.status === 'loading') {
    return <AuthCard><Stack align="center" role="status"><Spinner /><Text>Verificando o link...</Text></Stack></AuthCard>;
  }
  if (outcome.kind === 'done') {
    return (
      <AuthCard>
        <Stack gap="4" textAlign="center" role="status">
          <Heading as="h1" size="xl">{authText.resetDoneTitle}</Heading>
          <Text color="fg.muted">Sua nova senha já vale. Levando você ao login em instantes...</Text>
          <Button asChild colorPalette="orange"><Link to={paths.auth}>Ir para o login agora</Link></Button>
        </Stack>
      </AuthCard>
    );
  }
  if (link.status === 'error') {
    return (
      <AuthCard>
        <Stack gap="4">
          <Heading as="h1" size="xl">Redefinir senha</Heading>
          <ErrorAlert message={resetErrorMessage(link.error)} />
          <Button asChild colorPalette="orange"><Link to={paths.forgotPassword}>Solicitar novo link</Link></Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard>
      <chakra.form onSubmit={save} onFocus={warmBackend} noValidate aria-labelledby="reset-title">
        <Stack gap="4">
          <Heading as="h1" id="reset-title" size="xl">Redefinir senha</Heading>
          {link.data && <Text color="fg.muted">Crie uma nova senha para <strong>{link.data}</strong>.</Text>}
          {outcome.kind === 'failed' && <ErrorAlert message={outcome.message} />}
          <PasswordField label="Nova senha" autoComplete="new-password" required error={formState.errors.password?.message} {...register('password')} />
          <PasswordField label="Confirmar nova senha" autoComplete="new-password" required error={formState.errors.confirmation?.message} {...register('confirmation')} />
          <Button type="submit" colorPalette="orange" loading={formState.isSubmitting} loadingText="Salvando...">Redefinir senha</Button>
        </Stack>
      </chakra.form>
    </AuthCard>
  );
}
