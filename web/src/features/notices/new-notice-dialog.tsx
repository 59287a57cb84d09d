import { useState } from 'react';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { NEW_NOTICE_FORM_ID, NewNoticeForm } from './new-notice-form';

/** 'Novo Aviso': the form is mounted only while open, so every opening starts a new draft (and id). */
export function NewNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <DialogShell open={open} onClose={onClose} title="Novo Aviso" busy={busy}
      subtitle="Publique um aviso para todos os integradores ou para um integrador aprovado."
      submit={{ label: 'Enviar Aviso', colorPalette: 'orange', form: NEW_NOTICE_FORM_ID }}>
      <NewNoticeForm onBusy={setBusy} onSent={onClose} />
    </DialogShell>
  );
}
