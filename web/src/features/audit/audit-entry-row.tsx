import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { auditActionLabels, auditText as text } from '@solarcred/domain/audit/audit-text';
import type { AuditEntry } from '@solarcred/domain/audit/types';
import { formatDateTime } from '@solarcred/domain/format';

/** The entry's small facts as 'campo: valor' pairs (the company is shown on its own). */
const facts = (entry: AuditEntry) =>
  Object.entries(entry.detalhe)
    .filter(([key, value]) => !['empresa', 'caminho', 'arquivo', 'proposta_id'].includes(key) && value !== null && value !== '')
    .map(([key, value]) => `${key.replaceAll('_', ' ')}: ${String(value)}`)
    .join(' · ');

/** One entry of the trail: when, what, who, about what (and which company), its facts. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const company = typeof entry.detalhe['empresa'] === 'string' ? entry.detalhe['empresa'] : null;
  const detail = facts(entry);
  return (
    <Box as="li" listStyleType="none" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} data-testid="audit-entry">
      <Stack gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette={entry.acao === 'documento_aberto' ? 'orange' : 'gray'} variant="subtle">{auditActionLabels[entry.acao]}</Badge>
          <Text fontSize="sm" color="fg.muted">{formatDateTime(entry.em)}</Text>
        </Flex>
        <Text wordBreak="break-word">
          <Text as="span" fontWeight="semibold">{entry.ator.tipo === 'sistema' ? text.system : entry.ator.nome}</Text>
          {' — '}
          <Text as="span" data-testid="audit-target">{entry.alvo.rotulo}</Text>
          {company && company !== entry.alvo.rotulo && <Text as="span" color="fg.muted"> ({company})</Text>}
        </Text>
        {detail && <Text fontSize="sm" color="fg.muted" wordBreak="break-word">{detail}</Text>}
      </Stack>
    </Box>
  );
}
