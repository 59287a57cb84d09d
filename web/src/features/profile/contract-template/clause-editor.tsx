/**
 * One clause of the template, folded to its title and first line until opened (fourteen open
 * clauses made the settings page endless): its title and text, moved up or down, removed.
 */
import { Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { templateLimits } from '@solarcred/domain/contract/template';
import { FormField } from '../../../ui/form/form-field';
import type { ClauseDraft } from './template-draft';
import { templateUi as ui } from './texts';

interface ClauseEditorProps {
  clause: ClauseDraft;
  index: number;
  count: number;
  open: boolean;
  errors: Record<string, string>;
  onToggle: () => void;
  onChange: (patch: Partial<Pick<ClauseDraft, 'titulo' | 'texto'>>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function ClauseEditor({ clause, index, count, open, errors, onToggle, onChange, onMove, onRemove }: ClauseEditorProps) {
  const n = index + 1;
  const bodyId = `clause-${clause.key}`;
  const titleError = errors[`clausulas.${index}.titulo`];
  const textError = errors[`clausulas.${index}.texto`];
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderColor={titleError || textError ? 'border.error' : 'border.muted'} rounded="md" p="2"
      data-testid="template-clause" data-open={open}>
      <HStack justify="space-between" gap="1" align="flex-start">
        <Button variant="ghost" size="sm" flex="1" minW="0" justifyContent="flex-start" textAlign="start" aria-expanded={open} aria-controls={bodyId}
          onClick={onToggle} h="auto" py="1.5" whiteSpace="normal">
          <Text as="span" aria-hidden="true" w="3" flexShrink={0}>{open ? '▾' : '▸'}</Text>
          <Text as="span" fontWeight="semibold">{`${n}. ${clause.titulo || ui.clause(n)}`}</Text>
        </Button>
        <HStack gap="0" flexShrink={0}>
          <Button size="xs" variant="ghost" aria-label={ui.moveUp(n)} disabled={index === 0} onClick={() => onMove(-1)}>↑</Button>
          <Button size="xs" variant="ghost" aria-label={ui.moveDown(n)} disabled={index === count - 1} onClick={() => onMove(1)}>↓</Button>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={ui.remove(n)} disabled={count === 1} onClick={onRemove}>{ui.removeShort}</Button>
        </HStack>
      </HStack>
      {!open && clause.texto && <Text fontSize="sm" color="fg.muted" lineClamp={1} px="2">{clause.texto}</Text>}
      {open && (
        <Stack id={bodyId} gap="3" px="2" pb="2">
          <FormField label={ui.clauseTitle(n)} error={titleError}>
            <Input value={clause.titulo} maxLength={templateLimits.title} onChange={(event) => onChange({ titulo: event.target.value })} />
          </FormField>
          <FormField label={ui.clauseText(n)} error={textError} helper={`${clause.texto.length}/${templateLimits.text}`}>
            <Textarea rows={4} autoresize maxH="80" value={clause.texto} maxLength={templateLimits.text} onChange={(event) => onChange({ texto: event.target.value })} />
          </FormField>
        </Stack>
      )}
    </Stack>
  );
}
