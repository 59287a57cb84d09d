import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useSession } from '../../backend/use-session';
import { AccountMenu } from '../../ui/layout/account-menu';
import { useSignOut } from '../../ui/layout/use-sign-out';
import { TopBar } from '../../ui/layout/top-bar';
import { Logo } from '../../ui/logo';

/** /complete-profile and /awaiting-approval: the logo and an account menu holding only Sair. */
export function MinimalLayout() {
  const session = useSession();
  const signOut = useSignOut();
  const email = session.status === 'signed-in' ? session.user.email : undefined;

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <SkipNavLink>Pular para o conteúdo</SkipNavLink>
      <TopBar>
        <Logo />
        <AccountMenu label="Minha Conta" caption={email} onSignOut={() => void signOut()} />
      </TopBar>
      <SkipNavContent />
      <Box as="main" flex="1" minW="0">
        <Outlet />
      </Box>
    </Flex>
  );
}
