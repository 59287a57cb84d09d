import { Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { scopeChoiceParam } from '@solarcred/domain/team/scope';
import { proposalDashboards } from '@solarcred/domain/constants';
import { monthlyProposals } from '@solarcred/domain/proposal-stats-view';
import { LazyMonthlyProposalsChart } from '../../ui/charts/lazy-monthly-proposals-chart';
import { NextStepsCard, SummaryCard, TipsCard } from './guidance-cards';
import { IntegratorStatCards } from './stat-cards';
import { PendingProposalsCard } from './pending-proposals-card';
import { dashboardTexts as text } from './texts';
import { useIntegratorStats } from './use-integrator-stats';
import { useCompany } from '../../backend/use-session';
import { useIntegratorScope } from '../../ui/scope-switch';
import { paths } from '../../config/paths';
import { LateInstallationsCard } from '../../ui/installation/late-installations-card';
import { CashbackDueCard } from '../../ui/cashback/cashback-due-card';
import { LateFundingsCard } from './late-fundings-card';
import { LazyOwnNumbersCard } from './own-numbers-lazy';

/**
 * /integrator/dashboard: the four cards and the per-month chart from one live counters document
 * (the company's, or the seller's under 'Minhas' and for a vendedor), tips, next steps, summary.
 */
export default function IntegratorDashboardPage() {
  const integrator = useIntegratorScope();
  const company = useCompany();
  const scope = integrator?.scope ?? null;
  const stats = useIntegratorStats(scope);
  // The board keeps the dashboard's choice ('Minhas' opens 'Minhas').
  const boardPath = paths.integrator.kanban + (scope?.createdBy && company?.papel !== 'vendedor' ? `?${scopeChoiceParam}=minhas` : '');
  return (
    <Stack gap="6" p={{ base: '4', md: '8' }}>
      <Flex justify="space-between" gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <Stack gap="1">
          <Heading as="h1" size="xl">{text.title}</Heading>
          <Text color="fg.muted">{text.subtitle}</Text>
        </Stack>
        {integrator?.scopeSwitch}
      </Flex>
      {scope && <PendingProposalsCard scope={scope} />}
      {scope && <LateInstallationsCard proposals={scope} boardPath={boardPath} />}
      {/* The cashback is the titular's (issue 29). */}
      {company?.papel === 'titular' && <CashbackDueCard integratorId={company.id} to={paths.integrator.cashback} />}
      {/* The company's money (issue 48): the titular's and the gestor's, not a vendedor's. */}
      {company && company.papel !== 'vendedor' && <LateFundingsCard companyId={company.id} to={paths.integrator.finance} />}
      <IntegratorStatCards state={stats} />
      {/* The company's own numbers (issue 50): its ranking row's readers, the titular and gestores. */}
      {company && company.papel !== 'vendedor' && <LazyOwnNumbersCard companyId={company.id} settled={stats.status !== 'loading'} />}
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
