import { ChakraProvider } from '@chakra-ui/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { applyColorMode, clearColorMode, currentColorMode } from '../ui/color-mode';
import { Toaster } from '../ui/toaster';
import { system } from './theme';

/**
 * The design system and the toaster. Every route but the landing sits inside it, and it loads
 * as its own chunk, so the landing's first paint does not wait for Chakra.
 */
export function ChakraShell({ children }: { children: ReactNode }) {
  // Before the first paint, so a dark-mode user never sees a light flash; the landing, outside
  // the shell, keeps its own colours.
  useLayoutEffect(() => {
    applyColorMode(currentColorMode());
    return () => clearColorMode();
  }, []);
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
