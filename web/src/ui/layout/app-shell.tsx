import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Box, Flex, HStack, IconButton, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { layout } from '@solarcred/domain/constants';
import { Logo } from '../logo';
import { notifyOverlayUnavailable, onDemand } from './first-use';
import { MenuIcon, SidebarCollapseIcon, SidebarExpandIcon } from './icons';
import { TopBar } from './top-bar';
import { useStoredFlag } from './use-stored-flag';

const SIDEBAR_ID = 'menu-lateral';

// The mobile drawer (zag's dialog and focus trap) loads with its first opening. If its chunk
// cannot load (offline, a replaced deploy), the page stays and the person is told.
const drawer = onDemand(() => import('./sidebar-drawer'));
const warmDrawer = () => void drawer.load().catch(() => undefined);

export interface SidebarState {
  collapsed: boolean;
  /** Set inside the mobile drawer: closes it (after following a link, say). */
  closeDrawer?: () => void;
}

interface AppShellProps {
  /** localStorage key that remembers whether the desktop sidebar is collapsed. */
  storageKey: string;
  /** What the sidebar holds below the logo (navigation, sign-out); rendered on desktop and in the drawer. */
  sidebar: (state: SidebarState) => ReactNode;
  /** The top bar's right-hand side: bells, account menu. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * Signed-in page frame: a collapsible sidebar on desktop (256 px / 80 px), a slide-in drawer on
 * mobile, a top bar with the toggles and the caller's actions, and the page.
 */
export function AppShell({ storageKey, sidebar, actions, children }: AppShellProps) {
  const [collapsed, setCollapsed] = useStoredFlag(storageKey);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [SidebarDrawer, setSidebarDrawer] = useState(() => drawer.current()?.SidebarDrawer);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // Back or Forward with the drawer open closes it (its own links close it as they navigate). Only
  // history moves: a link's slow page arriving after the drawer was opened leaves it open.
  // (The location object, not its key: entries pushed without router state all have the key 'default'.)
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') closeDrawer();
  }, [location, navigationType, closeDrawer]);
  const width = collapsed ? layout.sidebarCollapsedPx : layout.sidebarExpandedPx;

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <SkipNavLink>Pular para o conteúdo</SkipNavLink>
      <Flex
        as="aside"
        id={SIDEBAR_ID}
        data-testid="sidebar"
        data-collapsed={collapsed || undefined}
        hideBelow="md"
        direction="column"
        flexShrink={0}
        w={`${width}px`}
        h="100dvh"
        position="sticky"
        top="0"
        bg="gray.900"
        color="white"
        overflowX="hidden"
        overflowY="auto"
        transition="width 0.2s ease"
        _motionReduce={{ transition: 'none' }}
      >
        <Flex align="center" justify={collapsed ? 'center' : 'flex-start'} h="16" px={collapsed ? '0' : '5'} flexShrink={0}>
          <Logo mini={collapsed} inverted />
        </Flex>
        {sidebar({ collapsed })}
      </Flex>

      {SidebarDrawer && (
        <SidebarDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
          {sidebar({ collapsed: false, closeDrawer })}
        </SidebarDrawer>
      )}

      <Flex direction="column" flex="1" minW="0">
        <TopBar>
          <HStack gap="2">
            <IconButton
              hideFrom="md"
              variant="ghost"
              aria-label="Abrir menu"
              aria-expanded={drawerOpen}
              aria-haspopup="dialog"
              onPointerEnter={warmDrawer}
              onFocus={warmDrawer}
              onClick={() =>
                void drawer.load().then(
                  (module) => {
                    setSidebarDrawer(() => module.SidebarDrawer);
                    setDrawerOpen(true);
                  },
                  notifyOverlayUnavailable,
                )
              }
            >
              <MenuIcon width="22" height="22" />
            </IconButton>
            <Box hideFrom="md">
              <Logo mini />
            </Box>
            <IconButton
              hideBelow="md"
              variant="ghost"
              aria-label={collapsed ? 'Expandir menu lateral' : 'Recolher menu lateral'}
              aria-expanded={!collapsed}
              aria-controls={SIDEBAR_ID}
              // Ghost buttons tint when aria-expanded; this toggle should only tint on hover.
              _expanded={{ bg: 'transparent', _hover: { bg: 'colorPalette.subtle' } }}
              onClick={() => setCollapsed(!collapsed)}
            >
              {collapsed ? <SidebarExpandIcon width="22" height="22" /> : <SidebarCollapseIcon width="22" height="22" />}
            </IconButton>
          </HStack>
          <HStack gap={{ base: '1', md: '2' }}>{actions}</HStack>
        </TopBar>
        <SkipNavContent />
        <Box as="main" flex="1" minW="0">
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
