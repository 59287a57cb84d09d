import { Badge, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { errorCode } from '@solarcred/domain/errors';
import { proposalDetailsText as text } from '@solarcred/domain/messages';
import type { Proposal } from '@solarcred/domain/model';
import { proposalStatusLabel, shortId } from '@solarcred/domain/proposal-status';
import { useLive } from '../../../backend/use-live';
import { DialogShell } from '../../../ui/dialog/dialog-shell';
import { DetailsTabs } from './details-tabs';
import { ClockAndContact } from './clock-and-contact';

interface DetailsDialogProps {
  proposalId: string;
  /** False while the dialog plays its closing animation. */
  open: boolean;
  onClose: () => void;
}

function Subtitle({ proposal }: { proposal: Proposal }) {
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Badge colorPalette="blue" variant="subtle" data-testid="details-status">{proposalStatusLabel(proposal.status)}</Badge>
      <Text fontSize="sm" color="fg.muted">#{shortId(proposal.id)}</Text>
      <ClockAndContact proposal={proposal} />
    </Flex>
  );
}

/** Missing, or refused by the rules (another integrator's proposal): say so, never show a blank dialog. */
function Unavailable({ message }: { message: string }) {
  return (
    <Stack role="alert" gap="1" bg="bg.warning" borderRadius="md" p="4" borderWidth="1px" borderColor="border.warning">
      <Text fontWeight="semibold">{message}</Text>
      <Text fontSize="sm">Confira o link ou volte ao quadro de propostas.</Text>
    </Stack>
  );
}

/** The proposal's details, live: tabs Proposta, Documentos, Comentários and Histórico. */
export function DetailsDialog({ proposalId, open, onClose }: DetailsDialogProps) {
  const live = useLive((backend) => backend.proposalDetails.proposal(proposalId), `proposal-${proposalId}`);
  const proposal = live.status === 'ready' ? live.data : null;
  const failure =
    live.status === 'error' ? (errorCode(live.error) === 'permission-denied' ? text.forbidden : text.notFound)
      : live.status === 'ready' && !proposal ? text.notFound : null;
  return (
    <DialogShell open={open} onClose={onClose} title={proposal ? proposal.cliente_nome : failure ? 'Proposta' : 'Carregando proposta…'}
      subtitle={proposal && <Subtitle proposal={proposal} />}>
      {live.status === 'loading' && <Skeleton height="40" />}
      {failure && <Unavailable message={failure} />}
      {proposal && <DetailsTabs proposal={proposal} />}
    </DialogShell>
  );
}
