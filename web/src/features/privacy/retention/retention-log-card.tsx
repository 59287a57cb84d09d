/**
 * 'Retenção de dados' (issue 51), at the bottom of 'Solicitações LGPD': the latest runs of the
 * daily retention sweep, newest first, live — when each ran, how many records of each kind it
 * deleted, and its errors (e.g. Storage missing on the emulators).
 */
import { Badge, Box, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@solarcred/domain/format';
import { retentionLogSize, runTotal } from '@solarcred/domain/privacy/retention';
import { retentionKindLabels, retentionText as text } from '@solarcred/domain/privacy/retention-text';
import { retentionKinds, type RetentionRun } from '@solarcred/domain/privacy/types';
import { useLive } from '../../../backend/use-live';

function RunItem({ run }: { run: RetentionRun }) {
  const total = runTotal(run);
  return (
    <Box as="li" py="2" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-testid="retention-run">
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Text fontWeight="medium">{text.runAt(formatDateTime(run.inicio), run.gatilho === 'manual' ? text.manual : text.scheduled)}</Text>
        <Flex gap="2" align="center">
          {run.fim === null && <Badge colorPalette="blue" size="sm">{text.running}</Badge>}
          <Badge colorPalette={run.erros.length > 0 ? 'red' : 'green'} size="sm">{run.erros.length > 0 ? `${text.errors}: ${run.erros.length}` : text.noErrors}</Badge>
        </Flex>
      </Flex>
      <Text fontSize="sm" color="fg.muted">{text.total(total)}</Text>
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr auto', md: 'repeat(3, minmax(0, 1fr) auto)' }} columnGap="3" rowGap="0.5" fontSize="sm" mt="1">
        {retentionKinds.map((kind) => (
          <Box key={kind} display="contents">
            <Text as="dt" color="fg.muted">{retentionKindLabels[kind]}</Text>
            <Text as="dd" textAlign="end" fontVariantNumeric="tabular-nums" data-testid={`retention-count-${kind}`}>{run.contagens[kind] ?? 0}</Text>
          </Box>
        ))}
      </Box>
      {run.erros.length > 0 && (
        <Stack as="ul" gap="0.5" mt="1" ps="4" listStyleType="disc" aria-label={text.errors}>
          {run.erros.map((error, index) => <Text as="li" key={index} fontSize="sm" color="fg.error">{error}</Text>)}
        </Stack>
      )}
    </Box>
  );
}

export function RetentionLogCard() {
  const runs = useLive((backend) => backend.retention.runs(retentionLogSize), 'retention-runs');
  return (
    <Card.Root as="section" aria-labelledby="retention-log" size="sm" data-testid="retention-log" minW="0">
      <Card.Header>
        <Card.Title as="h2" id="retention-log" fontSize="md">{text.title}</Card.Title>
        <Text fontSize="xs" color="fg.muted">{text.description}</Text>
      </Card.Header>
      <Card.Body pt="2">
        {runs.status === 'loading' && <Text color="fg.muted" role="status">{text.loading}…</Text>}
        {runs.status === 'error' && <Text color="fg.error" role="alert">{text.loadFailed}</Text>}
        {runs.status === 'ready' && runs.data.length === 0 && <Text color="fg.muted">{text.empty}</Text>}
        {runs.status === 'ready' && runs.data.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="0">
            {runs.data.map((run) => <RunItem key={run.id} run={run} />)}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
