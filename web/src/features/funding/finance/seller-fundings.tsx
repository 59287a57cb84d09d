/**
 * A vendedor's 'Financeiro' (issue 48): its own approved proposals and each tranche's state from the
 * proposal's `repasse` summary: what it waits for and when, never an amount (the company's money is
 * the titular's and the gestor's).
 */
import { Box, Button, Flex, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Proposal } from '@solarcred/domain/model';
import { milestoneLabel } from '@solarcred/domain/installation/milestones';
import { proposalLinkParam } from '@solarcred/domain/mail/links';
import { shortId } from '@solarcred/domain/proposal-status';
import { useLive } from '../../../backend/use-live';
import { paths } from '../../../config/paths';
import { TrancheBadge } from '../tranche-badge';
import { isLate } from '@solarcred/domain/funding/ledger';
import { blockerOf, expectedOf } from './blocker';
import { ResubmitDialog, type ResubmitTarget } from './resubmit-dialog';
import { financeText as text } from './texts';

const PAGE = 20;

function SellerRow({ proposal, today, onResubmit }: { proposal: Proposal; today: string; onResubmit: (target: ResubmitTarget) => void }) {
  const parcelas = proposal.repasse?.parcelas ?? [];
  return (
    <Box as="li" py="4" borderBottomWidth="1px" borderColor="border.muted" data-testid="funding-row" data-id={proposal.id}>
      <Text fontWeight="semibold">{proposal.cliente_nome}</Text>
      <Link asChild color="orange.fg" fontSize="sm">
        <RouterLink to={`${paths.integrator.kanban}?${proposalLinkParam}=${encodeURIComponent(proposal.id)}`}>#{shortId(proposal.id)}</RouterLink>
      </Link>
      <Stack as="ul" listStyleType="none" gap="0" mt="2">
        {parcelas.map((tranche) => {
          const expected = expectedOf(tranche);
          return (
            <Flex as="li" key={tranche.parcela} gap="3" py="2" borderTopWidth="1px" borderColor="border.muted" wrap="wrap" align="center"
              data-testid="funding-tranche" data-parcela={tranche.parcela} data-situacao={tranche.situacao}>
              <Stack gap="0.5" flex="1" minW="48">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium" fontSize="sm">{text.tranche(tranche.parcela, milestoneLabel(tranche.marco))}</Text>
                  <TrancheBadge situacao={tranche.situacao} late={isLate(tranche, today)} />
                </HStack>
                <Text fontSize="sm" color="fg.muted">{[blockerOf(tranche), expected].filter(Boolean).join(' · ')}</Text>
              </Stack>
              {tranche.situacao === 'recusada' && (
                <Button size="xs" colorPalette="orange" variant="outline"
                  onClick={() => onResubmit({ proposal: { id: proposal.id, integrador_id: proposal.integrador_id }, tranche: { parcela: tranche.parcela, marco: tranche.marco, motivo_recusa: null } })}>
                  {text.resubmit}
                </Button>
              )}
            </Flex>
          );
        })}
      </Stack>
    </Box>
  );
}

export function SellerFundings({ companyId, uid, today }: { companyId: string; uid: string; today: string }) {
  const [limit, setLimit] = useState(PAGE);
  const [target, setTarget] = useState<ResubmitTarget | null>(null);
  const state = useLive((backend) => backend.funding.sellerProposals(companyId, uid, limit), `funding-seller:${companyId}:${uid}:${limit}`);
  return (
    <Box as="section" aria-labelledby="repasse-propostas" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} bg="bg.panel">
      <Heading as="h2" id="repasse-propostas" size="md">{text.listTitle}</Heading>
      {state.status === 'loading' && <Stack gap="3" mt="4" role="status" aria-label="Carregando">{Array.from({ length: 3 }, (_, index) => <Skeleton key={index} height="16" />)}</Stack>}
      {state.status === 'error' && <Text color="fg.error" role="alert" mt="4">{text.loadFailure}</Text>}
      {state.status === 'ready' && state.data.length === 0 && <Text color="fg.muted" mt="4">{text.sellerEmpty}</Text>}
      {state.status === 'ready' && state.data.length > 0 && (
        <>
          <Stack as="ul" listStyleType="none" gap="0" data-testid="funding-rows">
            {state.data.map((proposal) => <SellerRow key={proposal.id} proposal={proposal} today={today} onResubmit={setTarget} />)}
          </Stack>
          {state.data.length >= limit && <Button variant="ghost" mt="3" onClick={() => setLimit((current) => current + PAGE)}>{text.loadMore}</Button>}
        </>
      )}
      {target && <ResubmitDialog target={target} onClose={() => setTarget(null)} />}
    </Box>
  );
}
