import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card section of the account screens. */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm">
      <Card.Body p={{ base: '5', md: '6' }} gap="5">
        <Heading as="h2" id={id} size="md">{title}</Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
