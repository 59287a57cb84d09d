import { Card, DataList, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { accountSettings } from '@solarcred/domain/messages';
import { profileText } from './texts';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

/** A read-only card of the integrator's data; changes go through support. */
export function InfoCard({ id, title, items }: { id: string; title: string; items: readonly InfoItem[] }) {
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm">
      <Card.Body p={{ base: '5', md: '6' }} gap="4">
        <Heading as="h2" id={id} size="md">{title}</Heading>
        <DataList.Root orientation="vertical" size="sm" gap="3">
          {items.map((item) => (
            <DataList.Item key={item.label}>
              <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{item.value || profileText.notInformed}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Text fontSize="sm" color="fg.muted">{accountSettings.supportToChange}</Text>
      </Card.Body>
    </Card.Root>
  );
}
