import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { MonthlyProposalsChartProps } from './monthly-proposals-chart';

/** The chart arrives in its own small chunk, after the page's numbers. */
const MonthlyProposalsChart = lazy(() => import('./monthly-proposals-chart'));

/** The per-month chart, with a placeholder of its size while its chunk loads. */
export function LazyMonthlyProposalsChart(props: MonthlyProposalsChartProps) {
  return (
    <Suspense fallback={<Skeleton h={{ base: '80', md: '72' }} role="status" aria-busy="true" aria-label="Carregando gráfico" />}>
      <MonthlyProposalsChart {...props} />
    </Suspense>
  );
}
