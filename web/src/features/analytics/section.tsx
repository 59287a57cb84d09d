import { Box, Card, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A card of 'Análises': a titled region (its heading names it for screen readers). */
export function Section({ id, title, caption, children }: { id: string; title: string; caption?: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm" data-testid={id} minW="0">
      <Card.Header>
        <Card.Title as="h2" id={id} fontSize="md">{title}</Card.Title>
        {caption && <Text fontSize="xs" color="fg.muted">{caption}</Text>}
      </Card.Header>
      <Card.Body pt="2" minW="0">{children}</Card.Body>
    </Card.Root>
  );
}

/** A bar beside a table's number: decoration only (the number says it), 0–1 of the cell's width. */
export function Bar({ fraction }: { fraction: number }) {
  const width = `${Math.max(0, Math.min(1, fraction)) * 100}%`;
  return (
    <Box aria-hidden="true" h="2" minW="10" bg="bg.muted" borderRadius="full" overflow="hidden">
      <Box h="full" w={width} bg="orange.solid" borderRadius="full" />
    </Box>
  );
}

/** One big number with its label and small print (plain text: a label, the value, the help). */
export function Figure({ label, value, help, testId }: { label: string; value: string; help?: string; testId?: string }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.muted">{label}</Text>
      <Text fontSize="2xl" fontWeight="semibold" lineHeight="short" data-testid={testId}>{value}</Text>
      {help && <Text fontSize="xs" color="fg.muted">{help}</Text>}
    </Stack>
  );
}
