/** The clauses as the contract will print them, each field highlighted with what fills it (an unknown one in red). */
import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { placeholderDescription, placeholderPattern, type ClauseDraft } from './template-draft';
import { templateUi as ui } from './texts';

function Filled({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(placeholderPattern)) {
    const name = match[1] ?? '';
    const at = match.index ?? 0;
    parts.push(<Fragment key={`t${at}`}>{text.slice(last, at)}</Fragment>);
    const description = placeholderDescription(name);
    const known = description !== null;
    parts.push(
      <chakra.mark key={`p${at}`} px="1" rounded="sm" bg={known ? 'bg.info' : 'bg.error'} color={known ? 'fg.info' : 'fg.error'} title={`{{${name}}}`}
        data-known={known}>
        {description ?? `{{${name}}}`}
      </chakra.mark>,
    );
    last = at + match[0].length;
  }
  parts.push(<Fragment key="end">{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}

export function TemplatePreview({ clauses }: { clauses: ClauseDraft[] }) {
  return (
    <Box as="section" aria-label={ui.preview} borderWidth="1px" borderColor="border" rounded="md" p={{ base: '3', md: '5' }} bg="bg.subtle" data-testid="template-preview">
      <Text fontSize="xs" color="fg.muted" mb="3">{ui.previewTitle}</Text>
      <Stack gap="3">
        {clauses.map((clause, index) => (
          <Stack key={clause.key} gap="1">
            <Heading as="h4" size="xs">{`${index + 1}. `}<Filled text={clause.titulo} /></Heading>
            <Text fontSize="sm" whiteSpace="pre-wrap"><Filled text={clause.texto} /></Text>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
