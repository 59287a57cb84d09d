import { Badge, CloseButton, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import type { Integrator } from '@solarcred/domain/model';
import { integratorStatusOptions, labelOf } from '@solarcred/domain/options';
import { DetailsSectionsTabs } from './details-tabs';
import { responsiveDialogContent } from './dialog-layout';
import { useLastNonNull } from './use-last';

interface DetailsDialogProps {
  /** The live record (it follows status changes while the dialog is open); null when closed. */
  integrator: Integrator | null;
  onClose: () => void;
}

const statusColor = (status: string) =>
  status === 'aprovado' ? 'green' : status === 'rejeitado' ? 'red' : status === 'pendente_cadastro' ? 'gray' : 'orange';

/** The integrator's details: company, address, documents, projects and status history. */
export function DetailsDialog({ integrator, onClose }: DetailsDialogProps) {
  const shown = useLastNonNull(integrator);
  return (
    <Dialog.Root
      open={integrator !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size="lg"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...responsiveDialogContent}>
            {shown && (
              <>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="12">
                  <Dialog.Title>{shown.nome_empresa}</Dialog.Title>
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text fontSize="sm" color="fg.muted">{shown.email}</Text>
                    <Badge colorPalette={statusColor(shown.status)} variant="subtle">
                      {labelOf(integratorStatusOptions, shown.status) ?? shown.status}
                    </Badge>
                  </Flex>
                </Dialog.Header>
                <Dialog.Body>
                  <DetailsSectionsTabs integrator={shown} />
                </Dialog.Body>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

