import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useRead } from '../../backend/use-read';
import { useSessionHome } from '../../backend/use-session';
import { Logo, logoHomeLinkLabel } from '../../ui/logo';
import { DemoAccounts } from './demo-accounts';
import { SignInForm, signInWithFeedback } from '../../ui/auth/sign-in-form';
import { SignUpForm } from '../../ui/auth/sign-up-form';

type Mode = 'entrar' | 'cadastro';

/** The panel that slides over the inactive form (desktop) and switches modes. */
function SwitchPanel({ mode, onSwitch }: { mode: Mode; onSwitch: () => void }) {
  const signingIn = mode === 'entrar';
  return (
    <Stack gap="4" color="white" textAlign="center" align="center" maxW="xs">
      <Heading as="h2" size="xl">{signingIn ? 'Novo por aqui?' : 'Já é parceiro?'}</Heading>
      <Text>
        {signingIn
          ? 'Cadastre sua empresa integradora gratuitamente e ofereça crédito solar aos seus clientes.'
          : 'Entre com seu e-mail e senha para acompanhar suas propostas.'}
      </Text>
      <Button variant="outline" color="white" borderColor="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={onSwitch}>
        {signingIn ? 'Criar conta' : 'Fazer login'}
      </Button>
    </Stack>
  );
}

/** The demo's one-click accounts (memory backend). */
function DemoAccountsPanel() {
  const demo = useRead((backend) => backend.demo, 'demo');
  if (demo.status !== 'ready' || !demo.data) return null;
  const port = demo.data;
  return (
    <Box w="full" maxW="md">
      <DemoAccounts accounts={port.accounts} busy={false} onPick={(account) => void signInWithFeedback(account)} onReset={() => port.reset()} />
    </Box>
  );
}

/** /auth: sign-in and sign-up in one card; a coloured panel slides between them. */
export default function AuthPage() {
  const home = useSessionHome();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('modo') === 'cadastro' ? 'cadastro' : 'entrar';

  if (home && home !== 'signed-out') return <Navigate to={home} replace />;

  const switchMode = () => setParams(mode === 'entrar' ? { modo: 'cadastro' } : {}, { replace: true });
  const signingIn = mode === 'entrar';

  return (
    <Center minH="100dvh" bg="bg.subtle" p={{ base: '3', md: '6' }}>
      <Stack gap="6" w="full" maxW="4xl" align="center">
        <Link to={paths.home} aria-label={logoHomeLinkLabel}><Logo /></Link>
        <Box position="relative" w="full" bg="bg.panel" rounded="2xl" shadow="md" overflow="hidden" minH={{ md: '560px' }}
          data-mode={mode}>
          <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}>
            <Box p={{ base: '5', md: '10' }} display={{ base: signingIn ? 'block' : 'none', md: 'flex' }} alignItems="center"
              inert={!signingIn} aria-hidden={!signingIn}>
              <SignInForm />
            </Box>
            <Box p={{ base: '5', md: '10' }} display={{ base: signingIn ? 'none' : 'block', md: 'flex' }} alignItems="center"
              inert={signingIn} aria-hidden={signingIn}>
              <SignUpForm />
            </Box>
          </Box>
          <Center data-testid="auth-slider" position="absolute" insetY="0" left="0" w="50%" p="10"
            display={{ base: 'none', md: 'flex' }} bgGradient="to-br" gradientFrom="orange.700" gradientTo="orange.800"
            transform={signingIn ? 'translateX(100%)' : 'translateX(0)'} transition="transform 0.5s ease"
            css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}>
            <SwitchPanel mode={mode} onSwitch={switchMode} />
          </Center>
          <Box display={{ base: 'block', md: 'none' }} borderTopWidth="1px" p="4" textAlign="center">
            <Text fontSize="sm" mb="2">{signingIn ? 'Ainda não tem conta?' : 'Já tem uma conta?'}</Text>
            <Button variant="outline" colorPalette="orange" size="sm" onClick={switchMode}>
              {signingIn ? 'Criar conta' : 'Fazer login'}
            </Button>
          </Box>
        </Box>
        {/* Built into the demo only: elsewhere /auth needs no backend until a form is used. */}
        {import.meta.env.VITE_BACKEND === 'memory' && <DemoAccountsPanel />}
      </Stack>
    </Center>
  );
}
