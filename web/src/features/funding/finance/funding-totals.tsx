/**
 * The company's funding totals (issue 48) as stat cards, and what was paid in each of the last 12
 * months as a bar list, both from the counters document.
 */
import { Box, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { monthLabel, recentMonths } from '@solarcred/domain/cashback/statement';
import { fundingTotalsLabels } from '@solarcred/domain/funding/funding-text';
import type { FundingTotals } from '@solarcred/domain/funding/types';
import { formatBRL } from '@solarcred/domain/format';
import type { LiveState } from '../../../backend/use-live';
import { MoneyStatCard } from '../../../ui/money-stat-card';
import { financeText as text } from './texts';
import type { FundingCounterView } from './use-funding-totals';

type Shown = keyof typeof fundingTotalsLabels;

const order: readonly { key: Shown; color: string }[] = [
  { key: 'bloqueado', color: 'fg.muted' },
  { key: 'em_andamento', color: 'blue.fg' },
  { key: 'atrasado', color: 'red.fg' },
  { key: 'recusado', color: 'orange.fg' },
  { key: 'pago', color: 'green.fg' },
  { key: 'a_recuperar', color: 'purple.fg' },
];

export function FundingTotalsCards({ state }: { state: LiveState<FundingCounterView> }) {
  return (
    <SimpleGrid as="section" aria-label={text.totalsTitle} columns={{ base: 2, md: 3 }} gap="3">
      {order.map(({ key, color }) => (
        <MoneyStatCard key={key} testId={`funding-total-${key}`} valueTestId="funding-total-value" label={fundingTotalsLabels[key]} color={color}
          status={state.status} centavos={state.status === 'ready' ? state.data.totals[key as keyof FundingTotals] : 0} />
      ))}
    </SimpleGrid>
  );
}

export function PaidByMonth({ state, now }: { state: LiveState<FundingCounterView>; now: number }) {
  const months = recentMonths(now);
  const paid = state.status === 'ready' ? months.map((month) => ({ month, value: state.data.pagoPorMes[month] ?? 0 })) : [];
  const top = Math.max(1, ...paid.map((row) => row.value));
  return (
    <Box as="section" aria-labelledby="repasse-por-mes" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} bg="bg.panel">
      <Heading as="h2" id="repasse-por-mes" size="md">{text.byMonthTitle}</Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">{text.byMonthCaption}</Text>
      {state.status === 'loading' && <Stack gap="2" role="status" aria-label="Carregando">{Array.from({ length: 3 }, (_, index) => <Skeleton key={index} height="5" />)}</Stack>}
      {state.status === 'error' && <Text color="fg.error" role="alert">{text.loadFailure}</Text>}
      {state.status === 'ready' && paid.every((row) => row.value === 0) && <Text color="fg.muted">{text.byMonthEmpty}</Text>}
      {state.status === 'ready' && paid.some((row) => row.value > 0) && (
        <Stack as="ul" listStyleType="none" gap="1.5" data-testid="funding-paid-by-month">
          {paid.map(({ month, value }) => (
            <Flex as="li" key={month} align="center" gap="3" fontSize="sm" data-month={month}>
              <Text w={{ base: '32', md: '40' }} flexShrink={0} color="fg.muted" truncate>{monthLabel(month)}</Text>
              <Box flex="1" h="3" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true">
                <Box h="full" w={`${(value / top) * 100}%`} bg="green.solid" borderRadius="full" />
              </Box>
              <Text minW="24" flexShrink={0} textAlign="end" fontVariantNumeric="tabular-nums">{formatBRL(value)}</Text>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
