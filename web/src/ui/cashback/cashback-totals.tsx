/**
 * The cashback totals (issues 27 and 45) as stat cards: the integrator's screen and, for everyone,
 * the admin's. 'A pagar' and 'Atrasado' together are what is released and unpaid; 'Pago' is every
 * payout, even clawed back ('A recuperar', then 'Recuperado').
 */
import { SimpleGrid } from '@chakra-ui/react';
import { cashbackLabels } from '@solarcred/domain/cashback/cashback-text';
import type { CashbackTotals } from '@solarcred/domain/cashback/totals';
import type { LiveState } from '../../backend/use-live';
import { MoneyStatCard } from '../money-stat-card';

const order: readonly { key: keyof CashbackTotals; color: string }[] = [
  { key: 'previsto', color: 'blue.fg' },
  { key: 'a_receber', color: 'orange.fg' },
  { key: 'atrasado', color: 'red.fg' },
  { key: 'pago', color: 'green.fg' },
  { key: 'a_recuperar', color: 'purple.fg' },
  { key: 'recuperado', color: 'fg.muted' },
];

export function CashbackTotalsCards({ state, label }: { state: LiveState<CashbackTotals>; label: string }) {
  return (
    <SimpleGrid as="section" aria-label={label} columns={{ base: 2, md: 3, xl: 6 }} gap="3">
      {order.map(({ key, color }) => (
        <MoneyStatCard key={key} testId={`cashback-total-${key}`} valueTestId="cashback-total-value" label={cashbackLabels.totais[key]} color={color}
          status={state.status} centavos={state.status === 'ready' ? state.data[key] : 0} />
      ))}
    </SimpleGrid>
  );
}
