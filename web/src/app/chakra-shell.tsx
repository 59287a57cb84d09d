import { ChakraProvider } from '@chakra-ui/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { applyColorMode, clearColorMode, useColorMode } from '../ui/color-mode';
import { Toaster } from '../ui/toaster';
import { system } from './theme';

/**
 * The design system and the toaster. Every route but the landing sits inside it, and it loads
 * as its own chunk, so the landing's first paint does not wait for Chakra.
 */
export function ChakraShell({ children }: { children: ReactNode }) {
  // Subscribed here, not only on 'Meu Perfil': a system switch to dark (sunset on a phone) is
  // followed on every screen while the user has not chosen a mode.
  const { colorMode } = useColorMode();
  // Before the first paint, so a dark-mode user never sees a light flash; the landing, outside
  // the shell, keeps its own colours.
  useLayoutEffect(() => applyColorMode(colorMode), [colorMode]);
  useLayoutEffect(() => () => clearColorMode(), []);
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}

/** Layout route form of the shell. */
export function ChakraRoutes() {
  return (
    <ChakraShell>
      <Outlet />
    </ChakraShell>
  );
}
