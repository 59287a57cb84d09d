import { Box, Heading, Text } from '@chakra-ui/react';

/** One-line placeholder for screens a later issue owns. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <Box p={{ base: '4', md: '8' }}>
      <Heading size="lg" mb="2">{title}</Heading>
      <Text color="fg.muted">Esta tela está em construção.</Text>
    </Box>
  );
}
