/**
 * The cashback totals (issues 27 and 45) as stat cards: the integrator's screen and, for everyone,
 * the admin's. 'A pagar' and 'Atrasado' together are what is released and unpaid; 'Pago' is every
 * payout, even clawed back ('A recuperar', then 'Recuperado').
 */
import { Card, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { cashbackLabels } from '@solarcred/domain/cashback/cashback-text';
import type { CashbackTotals } from '@solarcred/domain/cashback/totals';
import { formatBRL } from '@solarcred/domain/format';
import type { LiveState } from '../../backend/use-live';

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
        <Card.Root key={key} size="sm" data-testid={`cashback-total-${key}`}>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{cashbackLabels.totais[key]}</Stat.Label>
              {state.status === 'ready' ? (
                <Stat.ValueText fontSize={{ base: 'lg', md: 'xl' }} color={color} data-testid="cashback-total-value">{formatBRL(state.data[key])}</Stat.ValueText>
              ) : state.status === 'loading' ? (
                <Stat.ValueText aria-busy="true"><Skeleton height="7" width="24" /></Stat.ValueText>
              ) : (
                <Stat.ValueText fontSize="xl">—</Stat.ValueText>
              )}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
