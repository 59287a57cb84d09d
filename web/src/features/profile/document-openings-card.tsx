import { Box, Card, Skeleton, Stack, Text } from '@chakra-ui/react';
import { auditText as text } from '@solarcred/domain/audit/audit-text';
import { openingsCardSize } from '@solarcred/domain/audit/query';
import { formatDateTime } from '@solarcred/domain/format';
import { useLive } from '../../backend/use-live';

/**
 * 'Acessos aos documentos' (issue 51), on an approved titular's 'Meu Perfil': who at SolarCred
 * opened which of the company's documents, and when — the trail's 'documento_aberto' entries of
 * the company, newest first, live.
 */
export function DocumentOpeningsCard({ companyId }: { companyId: string }) {
  const openings = useLive((backend) => backend.audit.documentOpenings(companyId, openingsCardSize), companyId);
  return (
    <Card.Root as="section" aria-labelledby="acessos-documentos" data-testid="document-openings">
      <Card.Header>
        <Card.Title as="h2" id="acessos-documentos">{text.openingsTitle}</Card.Title>
        <Text fontSize="sm" color="fg.muted">{text.openingsIntro}</Text>
      </Card.Header>
      <Card.Body pt="2">
        {openings.status === 'loading' && (
          <Stack gap="2" role="status" aria-busy="true" aria-label="Carregando">{[0, 1].map((i) => <Skeleton key={i} h="10" />)}</Stack>
        )}
        {openings.status === 'error' && <Text color="fg.muted">{text.openingsFailure}</Text>}
        {openings.status === 'ready' && openings.data.length === 0 && <Text color="fg.muted">{text.openingsEmpty}</Text>}
        {openings.status === 'ready' && openings.data.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="0" m="0" p="0">
            {openings.data.map((entry) => (
              <Box as="li" key={entry.id} py="2" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-testid="document-opening">
                <Text fontWeight="medium" wordBreak="break-word">{entry.alvo.rotulo}</Text>
                <Text fontSize="sm" color="fg.muted">{text.openedBy(entry.ator.nome)} · {formatDateTime(entry.em)}</Text>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
