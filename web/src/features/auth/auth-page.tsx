import { Box, Button, Center, Field, Heading, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { loginErrorMessage } from '@solarcred/domain/auth-errors';
import { auth as authText } from '@solarcred/domain/messages';
import { useSessionHome } from '../../backend/use-session';
import { paths } from '../../config/paths';
import { getBackend, type Backend, type DemoAccount } from '../../backend';
import { Logo } from '../../ui/logo';
import { notifyError, notifySuccess } from '../../ui/toaster';
import { DemoAccounts } from './demo-accounts';

/** /auth: sign in (the sliding sign-up panel comes with issue 3). */
export default function AuthPage() {
  const home = useSessionHome();
  const [backend, setBackend] = useState<Backend | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void getBackend().then(setBackend);
  }, []);

  if (home && home !== 'signed-out') return <Navigate to={home} replace />;

  const signIn = async (address: string, secret: string) => {
    setBusy(true);
    try {
      await (await getBackend()).auth.signIn(address, secret);
      notifySuccess(authText.loginSuccess);
    } catch (error) {
      notifyError('medium', { title: loginErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(email, password);
  };

  const pick = (account: DemoAccount) => {
    setEmail(account.email);
    setPassword(account.password);
    void signIn(account.email, account.password);
  };

  return (
    <Center minH="100dvh" bg="gray.50" p="4">
      <Stack gap="6" w="full" maxW="md">
        <Center><Link to={paths.home}><Logo /></Link></Center>
        <Box as="form" onSubmit={submit} bg="white" p={{ base: '5', md: '8' }} rounded="xl" shadow="sm" aria-labelledby="login-title">
          <Stack gap="4">
            <Heading as="h1" id="login-title" size="xl">Entrar</Heading>
            <Field.Root required>
              <Field.Label>E-mail</Field.Label>
              <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>Senha</Field.Label>
              <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </Field.Root>
            <Button type="submit" colorPalette="orange" loading={busy} loadingText="Entrando...">Entrar</Button>
            <Text fontSize="sm" textAlign="center">
              <ChakraLink asChild color="orange.700"><Link to={paths.forgotPassword}>Esqueceu sua senha?</Link></ChakraLink>
            </Text>
          </Stack>
        </Box>
        {backend?.demo && (
          <DemoAccounts accounts={backend.demo.accounts} busy={busy} onPick={pick} onReset={() => backend.demo?.reset()} />
        )}
      </Stack>
    </Center>
  );
}
