import { Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { Notice } from '@solarcred/domain/model';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { useLastNonNull } from '../../ui/dialog/use-last-non-null';
import { deleteNotice } from './commands';

/** Confirms deleting a notice: it leaves every bell, with its image and read records. */
export function DeleteNoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const shown = useLastNonNull(notice);
  const [busy, setBusy] = useState(false);
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!shown || busy) return;
    setBusy(true);
    const deleted = await deleteNotice(shown.id);
    setBusy(false);
    if (deleted) onClose();
  };
  return (
    <DialogShell kind="confirm" open={notice !== null} onClose={onClose} busy={busy} title="Excluir aviso"
      submit={{ label: 'Excluir', colorPalette: 'red' }} onSubmit={(event) => void confirm(event)}>
      <Text>
        Excluir o aviso <strong>{shown?.titulo}</strong>? Ele deixa de aparecer para os integradores{shown?.imagem_path ? ', e a imagem é apagada' : ''}.
      </Text>
    </DialogShell>
  );
}
