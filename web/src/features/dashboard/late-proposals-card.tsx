/** The admin dashboard's 'Propostas atrasadas': the ones furthest past their status's SLA (issue 15). */
import { Badge, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { adminDashboard } from '@solarcred/domain/constants';
import { formatElapsed } from '@solarcred/domain/elapsed';
import { normalizeProposalStatus, proposalStatusColor, proposalStatusLabel } from '@solarcred/domain/proposal-status';
import { statusSince } from '@solarcred/domain/sla';
import { paths } from '../../config/paths';
import { AlertIcon } from '../../ui/sla/icons';
import { slaText } from '../../ui/sla/sla-text';
import { useSlaClock } from '../../ui/sla/use-sla-clock';
import { ListCard } from '../../ui/list-card';
import { useOldestLate, type LateProposal } from './use-oldest-late';

function LateRow({ item: { proposal }, now }: { item: LateProposal; now: number }) {
  return (
    <Flex justify="space-between" align="center" gap="3" py="2.5">
      <Flex direction="column" minW="0">
        <Link asChild fontWeight="medium" truncate>
          <RouterLink to={`?proposta=${encodeURIComponent(proposal.id)}`}>{proposal.cliente_nome}</RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted" truncate>{proposal.integrador.nome_empresa}</Text>
      </Flex>
      <Flex direction="column" align="flex-end" gap="1" flexShrink={0}>
        <Badge colorPalette={proposalStatusColor[normalizeProposalStatus(proposal.status)]} variant="subtle">
          {proposalStatusLabel(proposal.status)}
        </Badge>
        <HStack gap="1" fontSize="xs" color="red.fg">
          <AlertIcon />
          <Text>{slaText.inStatusFor(formatElapsed(now - statusSince(proposal)))}</Text>
        </HStack>
      </Flex>
    </Flex>
  );
}

export function LateProposalsCard() {
  const { now, cutoffs, horas } = useSlaClock();
  const state = useOldestLate(horas ? cutoffs : null, adminDashboard.lateProposals);
  return (
    <ListCard
      title="Propostas atrasadas"
      caption="Há mais tempo além do prazo (SLA) do status"
      link={{ to: paths.admin.proposals, label: 'Ver quadro' }}
      state={state}
      empty="Nenhuma proposta atrasada."
      placeholders={3}
      itemKey={(item) => item.proposal.id}
      renderItem={(item) => <LateRow item={item} now={now} />}
    />
  );
}
