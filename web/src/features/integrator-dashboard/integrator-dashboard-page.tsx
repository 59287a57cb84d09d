import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { proposalDashboards } from '@solarcred/domain/constants';
import { monthlyProposals } from '@solarcred/domain/proposal-stats-view';
import { LazyMonthlyProposalsChart } from '../../ui/charts/lazy-monthly-proposals-chart';
import { NextStepsCard, SummaryCard, TipsCard } from './guidance-cards';
import { IntegratorStatCards } from './stat-cards';
import { PendingProposalsCard } from './pending-proposals-card';
import { dashboardTexts as text } from './texts';
import { useIntegratorStats } from './use-integrator-stats';
import { useSession } from '../../backend/use-session';
import { paths } from '../../config/paths';
import { LateInstallationsCard } from '../../ui/installation/late-installations-card';
import { CashbackDueCard } from '../../ui/cashback/cashback-due-card';

/** /integrator/dashboard: the four cards and the per-month chart from one live counters document, tips, next steps, summary. */
export default function IntegratorDashboardPage() {
  const stats = useIntegratorStats();
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  return (
    <Stack gap="6" p={{ base: '4', md: '8' }}>
      <Stack gap="1">
        <Heading as="h1" size="xl">{text.title}</Heading>
        <Text color="fg.muted">{text.subtitle}</Text>
      </Stack>
      <PendingProposalsCard />
      {uid && <LateInstallationsCard integratorId={uid} boardPath={paths.integrator.kanban} />}
      {uid && <CashbackDueCard integratorId={uid} to={paths.integrator.cashback} />}
      <IntegratorStatCards state={stats} />
      <Card.Root as="section" aria-labelledby="propostas-por-mes" size="sm">
        <Card.Header>
          <Card.Title as="h2" id="propostas-por-mes" fontSize="md">{text.chartTitle}</Card.Title>
          <Text fontSize="xs" color="fg.muted">{text.chartCaption}</Text>
        </Card.Header>
        <Card.Body>
          {stats.status === 'ready' ? (
            <LazyMonthlyProposalsChart label={text.chartTitle} data={monthlyProposals(stats.data, Date.now(), proposalDashboards.chartMonths)} />
          ) : (
            <Text color="fg.muted" minH="64">{stats.status === 'loading' ? 'Carregando...' : '—'}</Text>
          )}
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <TipsCard />
        <NextStepsCard />
        <SummaryCard />
      </SimpleGrid>
    </Stack>
  );
}
