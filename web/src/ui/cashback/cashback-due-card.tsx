/** The dashboards' 'Cashback a receber' (issue 27): released and unpaid, from the counters (one read). */
import { Card, Flex, Link, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatBRL } from '@solarcred/domain/format';
import { useCashbackTotals } from './use-cashback-totals';

export const cashbackDueText = {
  title: 'Cashback a receber',
  caption: 'Liberado e ainda não pago',
  late: (amount: string) => `${amount} atrasado`,
  link: 'Ver cashback',
} as const;

export function CashbackDueCard({ integratorId, to }: { integratorId: string | null; to: string }) {
  const totals = useCashbackTotals(integratorId);
  return (
    <Card.Root as="section" aria-labelledby="cashback-a-receber" size="sm">
      <Card.Body gap="1">
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Card.Title as="h2" id="cashback-a-receber" fontSize="md">{cashbackDueText.title}</Card.Title>
          <Link asChild fontSize="sm" color="orange.fg" fontWeight="medium"><RouterLink to={to}>{cashbackDueText.link}</RouterLink></Link>
        </Flex>
        {totals.status === 'loading' && <Skeleton height="8" width="32" />}
        {totals.status === 'error' && <Text fontSize="2xl">—</Text>}
        {totals.status === 'ready' && (
          <Flex align="baseline" gap="3" wrap="wrap">
            <Text fontSize="2xl" fontWeight="semibold" color="orange.fg" data-testid="cashback-due">{formatBRL(totals.data.a_receber + totals.data.atrasado)}</Text>
            {totals.data.atrasado > 0 && <Text color="red.fg" fontSize="sm" fontWeight="medium">{cashbackDueText.late(formatBRL(totals.data.atrasado))}</Text>}
          </Flex>
        )}
        <Text fontSize="xs" color="fg.muted">{cashbackDueText.caption}</Text>
      </Card.Body>
    </Card.Root>
  );
}
