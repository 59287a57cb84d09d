/**
 * The admin dashboard's 'Repasses atrasados' (issue 48): how many tranches are past their prazo and
 * how much they hold, read from the counters (stats/repasses: one document, whatever the number of
 * tranches), linking to the 'Repasses' queue with only the late ones.
 */
import { Card, Flex, Link, Skeleton, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatBRL, saoPauloDayKey } from '@solarcred/domain/format';
import { emptyFundingCounters, fundingTotalsOn } from '@solarcred/domain/funding/totals';
import { paths } from '../../config/paths';
import { useLive } from '../../backend/use-live';
import { useNow } from '../../ui/use-now';

export const lateFundingsText = {
  title: 'Repasses atrasados',
  link: 'Ver repasses',
  caption: 'Parcelas liberadas e ainda não pagas além do prazo',
  amount: (value: string) => `${value} em atraso`,
  none: 'Nenhum repasse atrasado.',
} as const;
const text = lateFundingsText;

export function LateFundingsCard() {
  const counters = useLive((backend) => backend.funding.counters(null), 'funding-counters:all');
  const today = saoPauloDayKey(useNow());
  const totals = counters.status === 'ready' ? fundingTotalsOn(counters.data ?? emptyFundingCounters(), today) : null;
  return (
    <Card.Root as="section" aria-labelledby="repasses-atrasados" size="sm" data-testid="late-fundings">
      <Card.Header>
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Card.Title as="h2" id="repasses-atrasados" fontSize="md">{text.title}</Card.Title>
          <Link asChild fontSize="sm" color="orange.fg" fontWeight="medium">
            <RouterLink to={`${paths.admin.fundings}?atrasadas=1`}>{text.link}</RouterLink>
          </Link>
        </Flex>
        <Text fontSize="xs" color="fg.muted">{text.caption}</Text>
      </Card.Header>
      <Card.Body pt="2">
        <Stat.Root>
          <Stat.Label srOnly>{text.title}</Stat.Label>
          {counters.status === 'loading' && <Stat.ValueText aria-busy="true"><Skeleton height="9" width="16" /></Stat.ValueText>}
          {counters.status === 'error' && <Stat.ValueText fontSize="3xl">—</Stat.ValueText>}
          {totals && (
            <Stat.ValueText fontSize="3xl" color={totals.atrasadas_qtd > 0 ? 'red.fg' : 'fg'} data-testid="late-fundings-count">{totals.atrasadas_qtd}</Stat.ValueText>
          )}
          {totals && (
            <Stat.HelpText as="dd">{totals.atrasadas_qtd > 0 ? text.amount(formatBRL(totals.atrasado)) : text.none}</Stat.HelpText>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
