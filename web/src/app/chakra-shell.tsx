import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '../ui/toaster';
import { system } from './theme';

/**
 * The design system and the toaster. Every route but the landing sits inside it, and it loads
 * as its own chunk, so the landing's first paint does not wait for Chakra.
 */
export function ChakraShell({ children }: { children: ReactNode }) {
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
