import { Badge, Table, Text } from '@chakra-ui/react';
import { referenceText as text } from '../integrations-text';
import type { Field } from './openapi-view';
import { InlineCode } from './inline-code';

/** A request's or response's fields: name, type, required or not, description. */
export function FieldTable({ fields, label }: { fields: Field[]; label: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={label}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{text.field}</Table.ColumnHeader>
            <Table.ColumnHeader>{text.type}</Table.ColumnHeader>
            <Table.ColumnHeader minW="48">{text.description}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fields.map((field) => (
            <Table.Row key={field.name}>
              <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
                {field.name}
                {field.required && <Badge ms="1.5" size="xs" colorPalette="orange" variant="subtle">{text.required}</Badge>}
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs" maxW="60" wordBreak="break-word">{field.type}</Table.Cell>
              <Table.Cell><Text fontSize="xs" color="fg.muted"><InlineCode text={field.description} /></Text></Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
