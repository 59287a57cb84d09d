import { Alert, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { recoveryErrorMessage } from '@solarcred/domain/auth-errors';
import { auth as authText } from '@solarcred/domain/messages';
import type { ForgotPasswordValues } from '@solarcred/domain/schemas/auth';
import { paths } from '../../config/paths';
import { getBackend, warmBackend, type Backend } from '../../backend';
import { useRead } from '../../backend/use-read';
import { AuthCard } from '../../ui/auth-card';
import { TextField } from '../../ui/form/text-field';
import { notifySuccess } from '../../ui/toaster';
import { lazyResolver } from '../../ui/form/lazy-resolver';

/** The form's rules (zod) load with its first submit. */
const forgotPasswordResolver = lazyResolver(async () => {
  const [{ zodResolver }, { forgotPasswordSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@solarcred/domain/schemas/auth')]);
  return zodResolver(forgotPasswordSchema);
});

type State = { kind: 'idle' } | { kind: 'success'; email: string } | { kind: 'error'; message: string };

/** In the demo there is no e-mail: show the link the message would carry. */
function DemoLink({ demo, email }: { demo: Backend['demo']; email: string }) {
  const mail = demo?.outbox().filter((message) => message.to === email.toLowerCase()).at(-1);
  if (!mail) return null;
  return (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Demonstração</Alert.Title>
        <Alert.Description>
          Nenhum e-mail sai deste navegador. <Link to={new URL(mail.link).pathname + new URL(mail.link).search}>Abrir o link de redefinição</Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** /forgot-password: asks for the e-mail and sends the reset link (idle, success, error). */
export default function ForgotPasswordPage() {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const demo = useRead((backend) => backend.demo, 'demo');
  const { register, handleSubmit, formState, reset } = useForm<ForgotPasswordValues>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '' },
  });

  const send = handleSubmit(async ({ email }) => {
    try {
      await (await getBackend()).auth.sendPasswordReset(email);
      setState({ kind: 'success', email });
      notifySuccess(authText.recoverySuccess);
    } catch (error) {
      setState({ kind: 'error', message: recoveryErrorMessage(error) });
    }
  });

  const tryAnother = () => {
    reset({ email: '' });
    setState({ kind: 'idle' });
  };

  if (state.kind === 'success') {
    return (
      <AuthCard>
        <Stack gap="4" textAlign="center" role="status">
          <Heading as="h1" size="xl">{authText.recoverySentTitle}</Heading>
          <Text color="fg.muted">
            Se existir uma conta para <strong>{state.email}</strong>, você receberá um link para redefinir a senha.
            Verifique também a caixa de spam.
          </Text>
          <DemoLink demo={demo.status === 'ready' ? demo.data : null} email={state.email} />
          <Button variant="outline" onClick={tryAnother}>Tentar outro e-mail</Button>
          <Button asChild colorPalette="orange"><Link to={paths.auth}>Voltar ao login</Link></Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <chakra.form onSubmit={send} onFocus={warmBackend} noValidate aria-labelledby="forgot-title">
        <Stack gap="4">
          <Heading as="h1" id="forgot-title" size="xl">Recuperar senha</Heading>
          <Text color="fg.muted">Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.</Text>
          {state.kind === 'error' && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{authText.recoveryErrorTitle}</Alert.Title>
                <Alert.Description>{state.message}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <TextField label="E-mail" type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
          <Button type="submit" colorPalette="orange" loading={formState.isSubmitting} loadingText="Enviando...">Enviar link de recuperação</Button>
          <Button asChild variant="ghost"><Link to={paths.auth}>Voltar ao login</Link></Button>
        </Stack>
      </chakra.form>
    </AuthCard>
  );
}
