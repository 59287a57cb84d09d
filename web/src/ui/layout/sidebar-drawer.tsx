import { useEffect, type ReactNode } from 'react';
import { CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { layout } from '@solarcred/domain/constants';
import { Logo } from '../logo';

/** Matches Chakra's `md` breakpoint: from here on the desktop sidebar takes over. */
const DESKTOP_QUERY = '(min-width: 48rem)';

interface SidebarDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * The sidebar on small screens: slides in from the left over a dark backdrop; tapping the
 * backdrop, pressing Escape or following a link (the caller closes it) puts it away.
 */
export function SidebarDrawer({ open, onOpenChange, children }: SidebarDrawerProps) {
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => {
      if (desktop.matches) onOpenChange(false);
    };
    closeOnDesktop();
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open, onOpenChange]);

  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop bg="blackAlpha.700" />
        <Drawer.Positioner>
          <Drawer.Content bg="gray.900" color="white" maxW={`${layout.sidebarExpandedPx}px`} data-testid="sidebar-drawer">
            <Flex align="center" justify="space-between" h="16" px="4" flexShrink={0}>
              <Logo inverted />
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" color="gray.300" _hover={{ bg: 'whiteAlpha.200', color: 'white' }} aria-label="Fechar menu" />
              </Drawer.CloseTrigger>
            </Flex>
            <Drawer.Title srOnly>Menu de navegação</Drawer.Title>
            <Flex direction="column" flex="1" minH="0" overflowY="auto">
              {children}
            </Flex>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
