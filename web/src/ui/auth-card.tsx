import { Box, Center, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo, logoHomeLinkLabel } from './logo';

/** The centred card of the public account screens (recovery, reset). */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Center minH="100dvh" bg="bg.subtle" p="4">
      <Stack gap="6" w="full" maxW="md" align="center">
        <Link to="/" aria-label={logoHomeLinkLabel}><Logo /></Link>
        <Box as="main" w="full" bg="bg.panel" p={{ base: '5', md: '8' }} rounded="xl" shadow="sm">
          {children}
        </Box>
      </Stack>
    </Center>
  );
}
