import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import type { Integrator } from '@solarcred/domain/model';
import { EditForm, EDIT_FORM_ID } from './edit-form';
import { responsiveDialogContent } from './dialog-layout';
import { useLastNonNull } from './use-last';

interface EditDialogProps {
  integrator: Integrator | null;
  onClose: () => void;
}

/** 'Editar integrador': the company's identification, contact and address. */
export function EditDialog({ integrator, onClose }: EditDialogProps) {
  const shown = useLastNonNull(integrator);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root
      open={integrator !== null}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      size="lg"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...responsiveDialogContent}>
            <Dialog.Header>
              <Dialog.Title>Editar integrador</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {/* Keyed by record: reopening for another integrator starts from its values. */}
              {shown && <EditForm key={shown.id} integrator={shown} onBusy={setBusy} onSaved={onClose} />}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>Cancelar</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form={EDIT_FORM_ID} colorPalette="orange" loading={busy}>Salvar</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

