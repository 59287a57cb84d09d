import { everyProposal } from '@solarcred/domain/team/scope';
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AwaitingApprovalCard, NewSignupsCard } from './integrator-lists';
import { PerformanceCard } from './performance-card';
import { RecentProposalsCard } from './recent-proposals-card';
import { LateProposalsCard } from './late-proposals-card';
import { LateFundingsCard } from './late-fundings-card';
import { LateInstallationsCard } from '../../ui/installation/late-installations-card';
import { paths } from '../../config/paths';
import { StatCards } from './stat-cards';
import { useDashboardData } from './use-dashboard-data';

/** /admin/dashboard: counters, the short lists and the performance chart. */
export default function AdminDashboardPage() {
  const data = useDashboardData();
  const integratorStats = data.stats.status === 'ready' ? data.stats.data.integradores : null;
  return (
    <Stack gap="6" p={{ base: '4', md: '8' }}>
      <Stack gap="1">
        <Heading as="h1" size="xl">Dashboard</Heading>
        <Text color="fg.muted">Visão geral dos integradores e das propostas.</Text>
      </Stack>
      <StatCards state={data.stats} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <AwaitingApprovalCard state={data.awaitingApproval} />
        <NewSignupsCard state={data.newSignups} stats={integratorStats} />
        <RecentProposalsCard state={data.recentProposals} />
        <LateProposalsCard />
        <LateInstallationsCard proposals={everyProposal} boardPath={paths.admin.proposals} />
        <LateFundingsCard />
      </SimpleGrid>
      <PerformanceCard state={data.stats} />
    </Stack>
  );
}
