import { DataList, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FieldEntry {
  label: string;
  value: ReactNode;
}

/** A titled list of label / value pairs; blank values read 'Não informado'. */
export function FieldList({ title, entries }: { title?: string; entries: FieldEntry[] }) {
  return (
    <Stack gap="2">
      {title && <Heading as="h3" size="sm">{title}</Heading>}
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        {entries.map((entry) => (
          <DataList.Item key={entry.label} alignItems="baseline">
            <DataList.ItemLabel w={{ base: '32', sm: '48' }} flexShrink={0}>{entry.label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">
              {entry.value === undefined || entry.value === null || entry.value === '' ? 'Não informado' : entry.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
