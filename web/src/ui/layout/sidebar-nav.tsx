import type { ComponentType, SVGProps } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router-dom';
import { CollapsedHint } from './collapsed-hint';

export interface NavEntry {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Other routes on which this entry counts as the current page (an old address, say). */
  alsoActiveOn?: readonly string[];
}

function isActive(entry: NavEntry, pathname: string): boolean {
  return [entry.to, ...(entry.alsoActiveOn ?? [])].some((path) => matchPath({ path, end: false }, pathname) !== null);
}

interface SidebarNavProps {
  entries: readonly NavEntry[];
  collapsed?: boolean;
  /** Called after an entry is followed (the mobile drawer closes itself with it). */
  onNavigate?: () => void;
}

/** The area's navigation: icon and label per entry, the current route marked with aria-current. */
export function SidebarNav({ entries, collapsed = false, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  return (
    <Box as="nav" aria-label="Menu principal" px="3" py="2">
      <Flex as="ul" direction="column" gap="1" listStyleType="none" m="0" p="0">
        {entries.map((entry) => {
          const active = isActive(entry, pathname);
          const Icon = entry.icon;
          return (
            <li key={entry.to}>
              <CollapsedHint label={entry.label} enabled={collapsed}>
                <Flex
                  asChild
                  align="center"
                  justify={collapsed ? 'center' : 'flex-start'}
                  gap="3"
                  h="11"
                  px={collapsed ? '0' : '3'}
                  rounded="lg"
                  fontSize="sm"
                  fontWeight="medium"
                  color="gray.300"
                  textDecoration="none"
                  transition="background 0.15s, color 0.15s"
                  _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'orange.300', outlineOffset: '2px' }}
                  _currentPage={{ bg: 'orange.400', color: 'gray.950', fontWeight: 'semibold' }}
                >
                  <RouterLink
                    to={entry.to}
                    aria-current={active ? 'page' : undefined}
                    aria-label={collapsed ? entry.label : undefined}
                    onClick={onNavigate}
                  >
                    <Icon width="20" height="20" style={{ flexShrink: 0 }} />
                    {!collapsed && <Text as="span" truncate>{entry.label}</Text>}
                  </RouterLink>
                </Flex>
              </CollapsedHint>
            </li>
          );
        })}
      </Flex>
    </Box>
  );
}
