/** One clause of the template: its title and text, moved up or down, removed. */
import { Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormField } from '../../../ui/form/form-field';
import type { ClauseDraft } from './template-draft';
import { templateUi as ui } from './texts';

/** The schema's bounds (contractTemplateInput): shown as counters beside the fields. */
const titleMax = 120;
const textMax = 4000;

interface ClauseEditorProps {
  clause: ClauseDraft;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<Pick<ClauseDraft, 'titulo' | 'texto'>>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function ClauseEditor({ clause, index, count, errors, onChange, onMove, onRemove }: ClauseEditorProps) {
  const n = index + 1;
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderColor="border.muted" rounded="md" p="3" data-testid="template-clause">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="semibold" fontSize="sm">{ui.clause(n)}</Text>
        <HStack gap="1">
          <Button size="xs" variant="ghost" aria-label={ui.moveUp(n)} disabled={index === 0} onClick={() => onMove(-1)}>↑ {ui.up}</Button>
          <Button size="xs" variant="ghost" aria-label={ui.moveDown(n)} disabled={index === count - 1} onClick={() => onMove(1)}>↓ {ui.down}</Button>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={ui.remove(n)} disabled={count === 1} onClick={onRemove}>{ui.removeShort}</Button>
        </HStack>
      </HStack>
      <FormField label={ui.clauseTitle(n)} error={errors[`clausulas.${index}.titulo`]}>
        <Input value={clause.titulo} maxLength={titleMax} onChange={(event) => onChange({ titulo: event.target.value })} />
      </FormField>
      <FormField label={ui.clauseText(n)} error={errors[`clausulas.${index}.texto`]} helper={`${clause.texto.length}/${textMax}`}>
        <Textarea rows={4} autoresize maxH="80" value={clause.texto} maxLength={textMax} onChange={(event) => onChange({ texto: event.target.value })} />
      </FormField>
    </Stack>
  );
}
