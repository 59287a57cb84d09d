/**
 * 'Seus números' (issue 50): the company's own funnel, approval rate and median time to a decision
 * (its ranking row, one document the titular and gestores may read) beside the platform's median
 * (analise_publico/decisao: one number, no company). Loaded in its own chunk after the dashboard,
 * with light imports only (no counts, figures or search tokens: they would weigh on its budget).
 */
import { Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatCount, formatHours, formatRatio, funnelStageLabels, ownNumbersText as text } from '@solarcred/domain/analytics/numbers-text';
import { median } from '@solarcred/domain/analytics/histogram';
import { funnelStages, type RankingRow } from '@solarcred/domain/analytics/types';
import { useLive } from '../../backend/use-live';

/** aprovadas ÷ (aprovadas + reprovadas), as the row stores it; null before any decision. */
const approvalRate = (row: RankingRow) => (row.funil.aprovadas + row.reprovadas === 0 ? null : row.taxa_aprovacao);

export default function OwnNumbersCard({ companyId }: { companyId: string }) {
  const row = useLive((backend) => backend.analytics.ofIntegrator(companyId), `own-numbers|${companyId}`);
  const platform = useLive((backend) => backend.analytics.platformMedian, 'platform-median');
  const platformHours = platform.status === 'ready' ? platform.data : null;
  const own = row.status === 'ready' ? row.data : null;
  return (
    <Card.Root as="section" aria-labelledby="seus-numeros" size="sm" data-testid="own-numbers">
      <Card.Header>
        <Card.Title as="h2" id="seus-numeros" fontSize="md">{text.title}</Card.Title>
        <Text fontSize="xs" color="fg.muted">{text.caption}</Text>
      </Card.Header>
      <Card.Body pt="2">
        {row.status === 'loading' && <Skeleton h="24" role="status" aria-busy="true" aria-label={text.loading} />}
        {row.status === 'error' && <Text color="fg.muted">{text.failure}</Text>}
        {row.status === 'ready' && row.data === null && <Text color="fg.muted">{text.empty}</Text>}
        {own !== null && (
          <Stack gap="4">
            <SimpleGrid as="dl" columns={{ base: 2, sm: 5 }} gap="3" aria-label={text.funnel}>
              {funnelStages.map((stage) => (
                <Stack key={stage} gap="0" data-testid={`own-${stage}`}>
                  <Text as="dt" fontSize="xs" color="fg.muted">{funnelStageLabels[stage]}</Text>
                  <Text as="dd" fontSize="lg" fontWeight="semibold">{formatCount(own.funil[stage])}</Text>
                </Stack>
              ))}
            </SimpleGrid>
            <HStack gap="6" wrap="wrap" align="flex-start">
              <Stack gap="0.5">
                <Text fontSize="sm" color="fg.muted">{text.approvalRate}</Text>
                <Text fontSize="2xl" fontWeight="semibold" data-testid="own-approval-rate">{formatRatio(approvalRate(own))}</Text>
                <Text fontSize="xs" color="fg.muted">{text.approvalHelp}</Text>
              </Stack>
              <Stack gap="0.5">
                <Text fontSize="sm" color="fg.muted">{text.decision}</Text>
                <Text fontSize="2xl" fontWeight="semibold" data-testid="own-decision">{formatHours(median(own.decisao))}</Text>
                <Text fontSize="xs" color="fg.muted" data-testid="platform-median">
                  {platformHours === null ? text.platformMedianNone : text.platformMedian(formatHours(platformHours))}
                </Text>
              </Stack>
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
