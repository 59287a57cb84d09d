/**
 * /admin/analises, 'Análises' (issue 50): the filter's cells (one live query on the counters, a
 * bounded number of documents whatever the number of proposals) summed by `summarize` into the
 * funnel, times, volume, mix and risk; cashback and funding paid from their own counters; the
 * integrators' ranking, paged on the server.
 */
import { Grid, GridItem, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { analyticsText as text } from '@solarcred/domain/analytics/analytics-text';
import { summarize } from '@solarcred/domain/analytics/figures';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { useLive } from '../../backend/use-live';
import { FiltersBar } from './filters-bar';
import { FunnelSection } from './funnel-section';
import { PaidSection, RiskSection } from './paid-section';
import { RankingSection } from './ranking-section';
import { TimesSection } from './times-section';
import { useAnalyticsFilter } from './use-analytics-filter';
import { MixSection, VolumeSection } from './volume-section';

/** The exports card (its own chunk: the page's figures paint without it). */
const ExportsCard = lazy(async () => ({ default: (await import('./exports/exports-card')).ExportsCard }));

export default function AnalyticsPage() {
  const [now] = useState(() => Date.now());
  const today = saoPauloDayKey(now);
  const filterState = useAnalyticsFilter(now);
  const { filter, valid } = filterState;
  const cells = useLive((backend) => (valid ? backend.analytics.cells(filter) : null), `analytics-cells|${JSON.stringify(filter)}|${valid}`);
  const summary = useMemo(() => (cells.status === 'ready' ? summarize(cells.data, filter.de, filter.ate, today) : null), [cells, filter.de, filter.ate, today]);
  const empty = summary !== null && summary.funnel[0]?.count === 0 && summary.financiadas === 0 && summary.lateInstallations === 0;

  return (
    <Stack gap="5" p={{ base: '4', md: '8' }} maxW="7xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">{text.title}</Heading>
        <Text color="fg.muted">{text.subtitle}</Text>
      </Stack>
      <FiltersBar state={filterState} />
      {valid && cells.status === 'loading' && (
        <Stack gap="3" role="status" aria-busy="true" aria-label={text.loading}>
          <Skeleton h="40" />
          <Skeleton h="24" />
        </Stack>
      )}
      {valid && cells.status === 'error' && <Text color="fg.error" role="alert">{text.loadFailure}</Text>}
      {empty && <Text color="fg.muted" data-testid="analytics-empty">{text.empty}</Text>}
      {summary && !empty && (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }} gap="4" data-testid="analytics-figures">
          <GridItem colSpan={{ xl: 2 }} minW="0"><FunnelSection summary={summary} /></GridItem>
          <Stack gap="4" minW="0">
            <TimesSection summary={summary} />
            <RiskSection summary={summary} />
            <MixSection summary={summary} />
          </Stack>
          <VolumeSection summary={summary} />
        </Grid>
      )}
      {valid && <PaidSection filter={filter} />}
      <RankingSection today={today} onChoose={(row) => filterState.set({ integrador_id: row.integrador_id, nome: row.nome })} />
      {valid && <Suspense fallback={<Skeleton h="32" />}><ExportsCard filter={filter} /></Suspense>}
    </Stack>
  );
}
