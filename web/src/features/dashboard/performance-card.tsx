import { Card, Flex, Stack, Text } from '@chakra-ui/react';
import { proposalDashboards } from '@solarcred/domain/constants';
import { formatBRL } from '@solarcred/domain/format';
import { readProposalStats } from '@solarcred/domain/proposal-stats';
import { approvalRatePercent, monthlyProposals } from '@solarcred/domain/proposal-stats-view';
import type { DashboardStats } from '../../backend/port';
import type { LiveState } from '../../backend/use-live';
import { LazyMonthlyProposalsChart } from '../../ui/charts/lazy-monthly-proposals-chart';

const title = 'Desempenho';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" minW="32">
      <Text as="dt" fontSize="xs" color="fg.muted">{label}</Text>
      <Text as="dd" fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums">{value}</Text>
    </Stack>
  );
}

/**
 * The performance chart (file 000 section 2, built by issue 10): proposals per month by status,
 * the approval rate and the volume, from stats/propostas — the document the counters already
 * read, so the chart costs no extra read.
 */
export function PerformanceCard({ state }: { state: LiveState<DashboardStats> }) {
  const stats = state.status === 'ready' ? readProposalStats(state.data.propostas) : null;
  const months = stats ? monthlyProposals(stats, Date.now(), proposalDashboards.chartMonths) : [];
  return (
    <Card.Root as="section" aria-labelledby="desempenho" size="sm">
      <Card.Header>
        <Card.Title as="h2" id="desempenho" fontSize="md">{title}</Card.Title>
        <Text fontSize="xs" color="fg.muted">Propostas por mês nos últimos {proposalDashboards.chartMonths} meses, por status</Text>
      </Card.Header>
      <Card.Body>
        {stats ? (
          <Stack gap="4">
            <Flex as="dl" gap="6" wrap="wrap" data-testid="performance-figures">
              <Figure label="Taxa de aprovação" value={`${approvalRatePercent(stats)}%`} />
              <Figure label="Volume total" value={formatBRL(stats.volume_centavos)} />
              <Figure label={`Volume em ${proposalDashboards.chartMonths} meses`} value={formatBRL(months.reduce((sum, m) => sum + m.volume_centavos, 0))} />
            </Flex>
            <LazyMonthlyProposalsChart label="Propostas por mês, por status" data={months} />
          </Stack>
        ) : (
          <Text color="fg.muted" minH="40">{state.status === 'loading' ? 'Carregando...' : '—'}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
