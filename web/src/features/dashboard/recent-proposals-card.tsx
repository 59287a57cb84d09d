import { Badge, Flex, Text } from '@chakra-ui/react';
import { adminDashboard } from '@solarcred/domain/constants';
import { formatBRL } from '@solarcred/domain/format';
import { adminIntegrators as text } from '@solarcred/domain/messages';
import type { Proposal } from '@solarcred/domain/model';
import { normalizeProposalStatus, proposalStatusColor, proposalStatusLabel } from '@solarcred/domain/proposal-status';
import type { LiveState } from '../../backend/use-live';
import { paths } from '../../config/paths';
import { ListCard } from '../../ui/list-card';

function ProposalRow({ proposal }: { proposal: Proposal }) {
  return (
    <Flex justify="space-between" align="center" gap="3" py="2.5">
      <Flex direction="column" minW="0">
        <Text fontWeight="medium" truncate>{proposal.cliente_nome}</Text>
        <Text fontSize="sm" color="fg.muted" truncate>{proposal.integrador.nome_empresa}</Text>
      </Flex>
      <Flex direction="column" align="flex-end" gap="1" flexShrink={0}>
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">{formatBRL(proposal.valor_proposta)}</Text>
        <Badge colorPalette={proposalStatusColor[normalizeProposalStatus(proposal.status)]} variant="subtle">
          {proposalStatusLabel(proposal.status)}
        </Badge>
      </Flex>
    </Flex>
  );
}

/** The 4 most recent proposals: client, integrator, value and status. */
export function RecentProposalsCard({ state }: { state: LiveState<Proposal[]> }) {
  return (
    <ListCard
      title="Propostas recentes"
      link={{ to: paths.admin.proposals, label: 'Ver todas' }}
      state={state}
      empty={text.emptyProposals}
      placeholders={adminDashboard.recentProposals}
      itemKey={(proposal) => proposal.id}
      renderItem={(proposal) => <ProposalRow proposal={proposal} />}
    />
  );
}
