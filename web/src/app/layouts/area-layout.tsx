import { Box, Button, Flex, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { auth as authText } from '@solarcred/domain/messages';
import { getBackend } from '../../backend';
import { useSession } from '../../backend/use-session';
import { Logo } from '../../ui/logo';
import { notifyError } from '../../ui/toaster';
import { paths } from '../../config/paths';

export interface NavEntry {
  to: string;
  label: string;
}

export const adminNav: NavEntry[] = [
  { to: paths.admin.dashboard, label: 'Dashboard' },
  { to: paths.admin.integrators, label: 'Gerenciar Integradores' },
  { to: paths.admin.proposals, label: 'Kanban de Propostas' },
  { to: paths.admin.notices, label: 'Avisos' },
  { to: paths.admin.settings, label: 'Configurações' },
];

export const integratorNav: NavEntry[] = [
  { to: paths.integrator.dashboard, label: 'Dashboard' },
  { to: paths.integrator.submitProposal, label: 'Subir Proposta' },
  { to: paths.integrator.generateLink, label: 'Gerar Link de Proposta' },
  { to: paths.integrator.kanban, label: 'Minhas Propostas' },
  { to: paths.integrator.profile, label: 'Meu Perfil' },
];

/** Signs out and goes to /auth, or tells the user it failed. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await (await getBackend()).auth.signOut();
      navigate(paths.auth, { replace: true });
    } catch {
      notifyError('medium', { title: authText.logoutFailure });
    }
  };
}

/** A header and a navigation list around the area's pages. (The full layouts come with issue 3.) */
export function AreaLayout({ nav }: { nav: NavEntry[] | null }) {
  const session = useSession();
  const signOut = useSignOut();
  const email = session.status === 'signed-in' ? session.user.email : '';
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <Flex as="header" align="center" justify="space-between" px="4" h="16" bg="white" borderBottomWidth="1px">
        <Logo />
        <HStack gap="3">
          <Text fontSize="sm" color="fg.muted" display={{ base: 'none', md: 'block' }}>{email}</Text>
          <Button size="sm" variant="outline" onClick={() => void signOut()}>Sair</Button>
        </HStack>
      </Flex>
      <Flex flex="1" direction={{ base: 'column', md: 'row' }}>
        {nav && (
          <Box as="nav" aria-label="Menu principal" w={{ md: '256px' }} bg="white" borderRightWidth={{ md: '1px' }} p="3">
            <Stack gap="1" direction={{ base: 'row', md: 'column' }} overflowX="auto">
              {nav.map((entry) => (
                <ChakraLink key={entry.to} asChild px="3" py="2" rounded="md" whiteSpace="nowrap"
                  _currentPage={{ bg: 'orange.100', color: 'orange.800', fontWeight: 'semibold' }}>
                  <NavLink to={entry.to}>{entry.label}</NavLink>
                </ChakraLink>
              ))}
            </Stack>
          </Box>
        )}
        <Box as="main" flex="1" minW="0">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
