import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The sticky white header shared by every signed-in layout. */
export function TopBar({ children }: { children: ReactNode }) {
  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap="2"
      h="16"
      px={{ base: '3', md: '6' }}
      bg="bg.panel"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      {children}
    </Flex>
  );
}
