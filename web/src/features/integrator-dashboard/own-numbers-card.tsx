/**
 * 'Seus números' (issue 50): the company's own funnel, approval rate and median time to a decision
 * (its ranking row, one document the titular and gestores may read) beside the platform's median
 * (analise_publico/decisao: one number, no company). Loaded in its own chunk after the dashboard.
 */
import { Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { analyticsText as text, formatCount, formatHours, formatRatio, funnelStageLabels } from '@solarcred/domain/analytics/analytics-text';
import { approvalRateOf, funnelOf } from '@solarcred/domain/analytics/figures';
import { median } from '@solarcred/domain/analytics/histogram';
import { useLive } from '../../backend/use-live';

export default function OwnNumbersCard({ companyId }: { companyId: string }) {
  const row = useLive((backend) => backend.analytics.ofIntegrator(companyId), `own-numbers|${companyId}`);
  const platform = useLive((backend) => backend.analytics.platformMedian, 'platform-median');
  const platformHours = platform.status === 'ready' ? platform.data : null;
  return (
    <Card.Root as="section" aria-labelledby="seus-numeros" size="sm" data-testid="own-numbers">
      <Card.Header>
        <Card.Title as="h2" id="seus-numeros" fontSize="md">{text.ownTitle}</Card.Title>
        <Text fontSize="xs" color="fg.muted">{text.ownCaption}</Text>
      </Card.Header>
      <Card.Body pt="2">
        {row.status === 'loading' && <Skeleton h="24" role="status" aria-busy="true" aria-label={text.loading} />}
        {row.status === 'error' && <Text color="fg.muted">{text.ownFailure}</Text>}
        {row.status === 'ready' && row.data === null && <Text color="fg.muted">{text.ownEmpty}</Text>}
        {row.status === 'ready' && row.data !== null && (
          <Stack gap="4">
            <SimpleGrid as="dl" columns={{ base: 2, sm: 5 }} gap="3" aria-label={text.funnel}>
              {funnelOf(row.data).map((step) => (
                <Stack key={step.stage} gap="0" data-testid={`own-${step.stage}`}>
                  <Text as="dt" fontSize="xs" color="fg.muted">{funnelStageLabels[step.stage]}</Text>
                  <Text as="dd" fontSize="lg" fontWeight="semibold">{formatCount(step.count)}</Text>
                </Stack>
              ))}
            </SimpleGrid>
            <HStack gap="6" wrap="wrap" align="flex-start">
              <Stack gap="0.5">
                <Text fontSize="sm" color="fg.muted">{text.approvalRate}</Text>
                <Text fontSize="2xl" fontWeight="semibold" data-testid="own-approval-rate">{formatRatio(approvalRateOf(row.data))}</Text>
              </Stack>
              <Stack gap="0.5">
                <Text fontSize="sm" color="fg.muted">{text.ownDecision}</Text>
                <Text fontSize="2xl" fontWeight="semibold" data-testid="own-decision">{formatHours(median(row.data.decisao))}</Text>
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
