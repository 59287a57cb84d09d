import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AwaitingApprovalCard, NewSignupsCard } from './integrator-lists';
import { RecentProposalsCard } from './recent-proposals-card';
import { StatCards } from './stat-cards';
import { useDashboardData } from './use-dashboard-data';

/** Stays a placeholder until an issue asks for the chart (DECISIONS.md). */
function PerformancePlaceholder() {
  return (
    <Card.Root as="section" aria-labelledby="desempenho" size="sm">
      <Card.Header>
        <Card.Title as="h2" id="desempenho" fontSize="md">Desempenho</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack align="center" justify="center" minH="40" borderWidth="1px" borderStyle="dashed" borderRadius="md" p="4">
          <Text color="fg.muted" textAlign="center">O gráfico de desempenho será implementado em breve.</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/dashboard: counters, the short lists and the (future) performance chart. */
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
        <PerformancePlaceholder />
      </SimpleGrid>
    </Stack>
  );
}
