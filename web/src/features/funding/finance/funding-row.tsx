/**
 * One proposal's funding on 'Financeiro' (issue 48): its client, the next tranche with what blocks
 * it in plain words, the expected day and a late mark; every tranche when expanded; a refused
 * tranche's 'Enviar nova evidência'.
 */
import { Box, Button, Collapsible, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StoredFunding, Tranche } from '@solarcred/domain/funding/types';
import { formatBRL } from '@solarcred/domain/format';
import { milestoneLabel } from '@solarcred/domain/installation/milestones';
import { isoToDateBr } from '@solarcred/domain/masks';
import { proposalLinkParam } from '@solarcred/domain/mail/links';
import { shortId } from '@solarcred/domain/proposal-status';
import { paths } from '../../../config/paths';
import { TrancheBadge } from '../tranche-badge';
import { isLate, nextTranche } from '@solarcred/domain/funding/ledger';
import { blockerOf, expectedOf } from './blocker';
import { financeText as text } from './texts';

const day = (iso: string | null) => (iso ? (isoToDateBr(iso) ?? iso) : '');

function TrancheLine({ tranche, today, showAmounts, onResubmit }: { tranche: Tranche; today: string; showAmounts: boolean; onResubmit?: () => void }) {
  const expected = expectedOf(tranche);
  return (
    <Flex as="li" gap="3" py="2" borderTopWidth="1px" borderColor="border.muted" wrap="wrap" align="center" data-testid="funding-tranche" data-parcela={tranche.parcela} data-situacao={tranche.situacao}>
      <Stack gap="0.5" flex="1" minW="48">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium" fontSize="sm">{text.tranche(tranche.parcela, milestoneLabel(tranche.marco))}</Text>
          <TrancheBadge situacao={tranche.situacao} late={isLate(tranche, today)} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {[blockerOf(tranche), expected, tranche.data_liberacao && tranche.situacao !== 'bloqueada' ? text.releasedOn(day(tranche.data_liberacao)) : null].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      {showAmounts && (
        <Stack gap="0" align="flex-end">
          <Text fontWeight="semibold" fontSize="sm">{formatBRL(tranche.valor_centavos)}</Text>
          <Text fontSize="xs" color="fg.muted">{text.percent(tranche.percentual_bps)}</Text>
        </Stack>
      )}
      {onResubmit && tranche.situacao === 'recusada' && (
        <Button size="xs" colorPalette="orange" variant="outline" onClick={onResubmit}>{text.resubmit}</Button>
      )}
    </Flex>
  );
}

export function FundingRow({ funding, today, onResubmit, aside }: {
  funding: StoredFunding;
  today: string;
  onResubmit: (tranche: Tranche) => void;
  /** Beside the tranches: the proposal's cashback (the titular's). */
  aside?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const proxima = funding.proxima ?? nextTranche(funding);
  const next = funding.parcelas.find((tranche) => tranche.parcela === proxima) ?? null;
  const expected = next ? expectedOf(next) : null;
  const name = funding.cliente_nome ?? text.proposal(shortId(funding.proposta_id));
  return (
    <Box as="li" py="4" borderBottomWidth="1px" borderColor="border.muted" data-testid="funding-row" data-id={funding.proposta_id}>
      <Flex gap="3" justify="space-between" wrap="wrap" align="baseline">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" truncate>{name}</Text>
          <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
            <Link asChild color="orange.fg">
              <RouterLink to={`${paths.integrator.kanban}?${proposalLinkParam}=${encodeURIComponent(funding.proposta_id)}`}>#{shortId(funding.proposta_id)}</RouterLink>
            </Link>
            <Text as="span">{text.financed(formatBRL(funding.financiado_centavos))}</Text>
          </HStack>
        </Stack>
        {aside}
      </Flex>
      <Flex mt="3" gap="3" wrap="wrap" align="center" p="3" borderRadius="l2" bg="bg.subtle" data-testid="funding-next">
        {next ? (
          <>
            <Stack gap="1" flex="1" minW="52">
              <HStack gap="2" wrap="wrap">
                <Text fontSize="sm" fontWeight="medium">{text.next(next.parcela, funding.parcelas.length)}</Text>
                <TrancheBadge situacao={next.situacao} late={isLate(next, today)} />
              </HStack>
              <Text fontSize="sm" data-testid="funding-blocker">{blockerOf(next)}</Text>
              {expected && <Text fontSize="xs" color="fg.muted" data-testid="funding-expected">{expected}</Text>}
            </Stack>
            <Text fontWeight="semibold">{formatBRL(next.valor_centavos)}</Text>
            {next.situacao === 'recusada' && (
              <Button size="sm" colorPalette="orange" onClick={() => onResubmit(next)}>{text.resubmit}</Button>
            )}
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">{funding.parcelas.every((tranche) => tranche.situacao === 'paga') ? text.allPaid : text.allDone}</Text>
        )}
      </Flex>
      <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Collapsible.Trigger asChild>
          <Button variant="ghost" size="xs" mt="2">{open ? text.hideTranches : text.showTranches}</Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack as="ul" listStyleType="none" gap="0" mt="1" data-testid="funding-tranches">
            {funding.parcelas.map((tranche) => (
              <TrancheLine key={tranche.parcela} tranche={tranche} today={today} showAmounts
                onResubmit={tranche.parcela === next?.parcela ? undefined : () => onResubmit(tranche)} />
            ))}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}
