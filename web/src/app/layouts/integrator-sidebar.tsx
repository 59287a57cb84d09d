import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { PhotoAvatar } from '../../ui/avatar/photo-avatar';
import { CollapsedHint } from '../../ui/layout/collapsed-hint';
import { SignOutIcon } from '../../ui/layout/icons';
import { SidebarNav } from '../../ui/layout/sidebar-nav';
import type { SidebarState } from '../../ui/layout/app-shell';
import type { Papel } from '@solarcred/domain/team/roles';
import { integratorNavFor } from './nav-entries';

interface IntegratorSidebarProps extends SidebarState {
  company: string;
  /** The person's role in the company: a gestor's or vendedor's sidebar has no titular pages. */
  papel: Papel;
  /** The integrator's `foto_perfil` (a storage path), shown live in place of the initials. */
  photo: string | null | undefined;
  onSignOut: () => void;
}

/** Company name (initials when collapsed), the integrator entries of the person's role and Sair at the bottom. */
export function IntegratorSidebar({ collapsed, closeDrawer, company, papel, photo, onSignOut }: IntegratorSidebarProps) {
  return (
    <Flex direction="column" flex="1" minH="0">
      <Flex align="center" gap="3" mx="3" mb="2" px={collapsed ? '0' : '3'} py="3" rounded="lg" bg="whiteAlpha.50"
        justify={collapsed ? 'center' : 'flex-start'} data-testid="sidebar-company">
        <PhotoAvatar name={company} path={photo} size="sm" bg="orange.400" color="gray.950" flexShrink={0} aria-hidden="true"
          data-testid="sidebar-photo" />
        {collapsed ? (
          <Text srOnly>{company}</Text>
        ) : (
          <Box minW="0">
            <Text fontSize="xs" color="gray.400">Empresa</Text>
            <Text fontSize="sm" fontWeight="semibold" lineClamp={2} title={company}>{company}</Text>
          </Box>
        )}
      </Flex>
      <Box flex="1">
        <SidebarNav entries={integratorNavFor(papel)} collapsed={collapsed} onNavigate={closeDrawer} />
      </Box>
      <Box p="3" borderTopWidth="1px" borderColor="whiteAlpha.200">
        <CollapsedHint label="Sair" enabled={collapsed}>
          <Button
            variant="ghost"
            w="full"
            h="11"
            justifyContent={collapsed ? 'center' : 'flex-start'}
            px={collapsed ? '0' : '3'}
            gap="3"
            color="gray.300"
            _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'orange.300', outlineOffset: '2px' }}
            aria-label={collapsed ? 'Sair' : undefined}
            onClick={onSignOut}
          >
            <SignOutIcon width="20" height="20" />
            {!collapsed && 'Sair'}
          </Button>
        </CollapsedHint>
      </Box>
    </Flex>
  );
}
