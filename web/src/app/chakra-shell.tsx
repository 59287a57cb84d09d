import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useDocumentColorMode } from '../ui/color-mode';
import { Toaster } from '../ui/toaster';
import { system } from './theme';

/**
 * The design system and the toaster. Every route but the landing sits inside it, and it loads
 * as its own chunk, so the landing's first paint does not wait for Chakra.
 */
export function ChakraShell({ children }: { children: ReactNode }) {
  // Here, not only on 'Meu Perfil': every screen follows the mode in force.
  useDocumentColorMode();
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
