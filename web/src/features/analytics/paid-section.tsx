import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { analyticsText as text, formatCount } from '@solarcred/domain/analytics/analytics-text';
import { monthsBetween, type AnalyticsSummary } from '@solarcred/domain/analytics/figures';
import type { AnalyticsFilter } from '@solarcred/domain/analytics/types';
import { formatBRL } from '@solarcred/domain/format';
import { useLive } from '../../backend/use-live';
import { Figure, Section } from './section';

/** Pendências and late installations of the filter's cells. */
export function RiskSection({ summary }: { summary: AnalyticsSummary }) {
  return (
    <Section id="analise-risco" title={text.risk}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Figure label={text.pendencias} value={formatCount(summary.pendencias)} help={text.pendenciasCaption} testId="pendencias" />
        <Figure label={text.lateInstallations} value={formatCount(summary.lateInstallations)} help={text.lateCaption} testId="late-installations" />
      </SimpleGrid>
    </Section>
  );
}

/**
 * Cashback and funding paid, from their own counters (one document each): the platform's, or the
 * chosen company's; they know no credit line or state, and cashback is counted all time.
 */
export function PaidSection({ filter }: { filter: AnalyticsFilter }) {
  const company = filter.integrador_id;
  const cashback = useLive((backend) => backend.cashback.counters(company), `analytics-cashback|${company}`);
  const funding = useLive((backend) => backend.funding.counters(company), `analytics-funding|${company}`);
  const months = monthsBetween(filter.de, filter.ate);
  const fundingPaid = funding.status === 'ready' ? months.reduce((sum, mes) => sum + (funding.data?.pago_por_mes[mes] ?? 0), 0) : null;
  const shown = (state: { status: string }, value: number | null | undefined) =>
    state.status === 'loading' ? '…' : state.status === 'error' ? '—' : formatBRL(value ?? 0);
  return (
    <Section id="analise-pagos" title={text.paid} caption={text.paidCaption}>
      <Stack gap="2">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Figure label={text.cashbackPaid} value={shown(cashback, cashback.status === 'ready' ? cashback.data?.pago_centavos : null)} testId="cashback-paid" />
          <Figure label={text.fundingPaid} value={shown(funding, fundingPaid)} testId="funding-paid" />
        </SimpleGrid>
        {(cashback.status === 'error' || funding.status === 'error') && <Text fontSize="sm" color="fg.error">{text.loadFailure}</Text>}
      </Stack>
    </Section>
  );
}
