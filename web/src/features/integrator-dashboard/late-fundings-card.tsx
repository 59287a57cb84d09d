/**
 * 'Repasses atrasados' (issue 48), the titular's and the gestor's: how many tranches are released
 * and unpaid past their prazo and how much, from the company's funding counters (one document,
 * counted, not scanned), linked to 'Financeiro'.
 */
import { Card, Flex, Link, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatBRL, saoPauloDayKey } from '@solarcred/domain/format';
import { emptyFundingCounters, fundingTotalsOn } from '@solarcred/domain/funding/totals';
import { useLive } from '../../backend/use-live';
import { useNow } from '../../ui/use-now';

export const lateFundingsText = {
  title: 'Repasses atrasados',
  none: 'Nenhum repasse atrasado',
  count: (n: number) => (n === 1 ? '1 parcela atrasada' : `${n} parcelas atrasadas`),
  caption: 'Parcelas liberadas e não pagas no prazo',
  link: 'Ver financeiro',
} as const;

export function LateFundingsCard({ companyId, to }: { companyId: string; to: string }) {
  const live = useLive((backend) => backend.funding.counters(companyId), `funding-counters:${companyId}`);
  const today = saoPauloDayKey(useNow());
  const totals = live.status === 'ready' ? fundingTotalsOn(live.data ?? emptyFundingCounters(), today) : null;
  return (
    <Card.Root as="section" aria-labelledby="repasses-atrasados" size="sm" data-testid="late-fundings">
      <Card.Body gap="1">
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Card.Title as="h2" id="repasses-atrasados" fontSize="md">{lateFundingsText.title}</Card.Title>
          <Link asChild fontSize="sm" color="orange.fg" fontWeight="medium"><RouterLink to={to}>{lateFundingsText.link}</RouterLink></Link>
        </Flex>
        {live.status === 'loading' && <Skeleton height="8" width="32" />}
        {live.status === 'error' && <Text fontSize="2xl">—</Text>}
        {totals && totals.atrasadas_qtd === 0 && <Text color="fg.muted" data-testid="late-fundings-count">{lateFundingsText.none}</Text>}
        {totals && totals.atrasadas_qtd > 0 && (
          <Flex align="baseline" gap="3" wrap="wrap">
            <Text fontSize="2xl" fontWeight="semibold" color="red.fg" data-testid="late-fundings-amount">{formatBRL(totals.atrasado)}</Text>
            <Text color="red.fg" fontSize="sm" fontWeight="medium" data-testid="late-fundings-count">{lateFundingsText.count(totals.atrasadas_qtd)}</Text>
          </Flex>
        )}
        <Text fontSize="xs" color="fg.muted">{lateFundingsText.caption}</Text>
      </Card.Body>
    </Card.Root>
  );
}
