/**
 * One amount as a stat card (the cashback's and the funding's totals): the value once its live
 * read is in, a skeleton while loading, '—' when the read failed.
 */
import { Card, Skeleton, Stat } from '@chakra-ui/react';
import { formatBRL } from '@solarcred/domain/format';

export function MoneyStatCard({ testId, valueTestId, label, color, status, centavos }: {
  testId: string;
  valueTestId: string;
  label: string;
  color: string;
  status: 'loading' | 'ready' | 'error';
  centavos: number;
}) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          {status === 'ready' ? (
            <Stat.ValueText fontSize={{ base: 'lg', md: 'xl' }} color={color} data-testid={valueTestId}>{formatBRL(centavos)}</Stat.ValueText>
          ) : status === 'loading' ? (
            <Stat.ValueText aria-busy="true"><Skeleton height="7" width="24" /></Stat.ValueText>
          ) : (
            <Stat.ValueText fontSize="xl">—</Stat.ValueText>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
