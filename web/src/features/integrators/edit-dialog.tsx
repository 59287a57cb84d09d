import { useState } from 'react';
import type { Integrator } from '@solarcred/domain/model';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { useLastNonNull } from '../../ui/dialog/use-last-non-null';
import { EditForm, EDIT_FORM_ID } from './edit-form';

interface EditDialogProps {
  integrator: Integrator | null;
  onClose: () => void;
}

/** 'Editar integrador': the company's identification, contact and address. */
export function EditDialog({ integrator, onClose }: EditDialogProps) {
  const shown = useLastNonNull(integrator);
  const [busy, setBusy] = useState(false);
  return (
    <DialogShell open={integrator !== null} onClose={onClose} title="Editar integrador" busy={busy}
      submit={{ label: 'Salvar', colorPalette: 'orange', form: EDIT_FORM_ID }}>
      {/* Keyed by record: reopening for another integrator starts from its values. */}
      {shown && <EditForm key={shown.id} integrator={shown} onBusy={setBusy} onSaved={onClose} />}
    </DialogShell>
  );
}
