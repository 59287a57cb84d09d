import { Badge, Flex, Text } from '@chakra-ui/react';
import { integratorStatusBadge } from '@solarcred/domain/integrator-status';
import type { Integrator } from '@solarcred/domain/model';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { useLastNonNull } from '../../ui/dialog/use-last-non-null';
import { DetailsSectionsTabs } from './details-tabs';
import { integratorWhatsappText } from '@solarcred/domain/whatsapp';
import { WhatsappLink } from '../../ui/whatsapp-link';

interface DetailsDialogProps {
  /** The live record (it follows status changes while the dialog is open); null when closed. */
  integrator: Integrator | null;
  onClose: () => void;
}

/** The e-mail and the status badge under the company name. */
function Subtitle({ integrator }: { integrator: Integrator }) {
  const badge = integratorStatusBadge(integrator.status);
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">{integrator.email}</Text>
      <Badge colorPalette={badge.color} variant="subtle">{badge.label}</Badge>
      <WhatsappLink phone={integrator.telefone || integrator.owner_phone} text={integratorWhatsappText(integrator.nome_empresa)} />
    </Flex>
  );
}

/** The integrator's details: company, address, documents, projects and status history. */
export function DetailsDialog({ integrator, onClose }: DetailsDialogProps) {
  const shown = useLastNonNull(integrator);
  return (
    <DialogShell open={integrator !== null} onClose={onClose} title={shown?.nome_empresa}
      subtitle={shown && <Subtitle integrator={shown} />}>
      {shown && <DetailsSectionsTabs integrator={shown} />}
    </DialogShell>
  );
}
