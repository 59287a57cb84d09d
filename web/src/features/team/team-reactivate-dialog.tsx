import { Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { labelOf } from '@solarcred/domain/options';
import type { Member } from '@solarcred/domain/team/member';
import { papelOptions } from '@solarcred/domain/team/roles';
import { teamText as text } from '@solarcred/domain/team/team-text';
import { getBackend } from '../../backend';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { useLastNonNull } from '../../ui/dialog/use-last-non-null';
import { runCommand } from '../../ui/run-command';

/** The titular turns a deactivated gestor or vendedor back on, with the role it had (reactivateMember, issue 45). */
export function ReactivateDialog({ target, onClose }: { target: Member | null; onClose: () => void }) {
  const shown = useLastNonNull(target);
  const [busy, setBusy] = useState(false);
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!shown || busy) return;
    setBusy(true);
    const done = await runCommand(async () => (await getBackend()).team.reactivate(shown.id), text.reactivateDone, text.reactivateFailed);
    setBusy(false);
    if (done) onClose();
  };
  const papel = shown ? (labelOf(papelOptions, shown.papel) ?? shown.papel).toLowerCase() : '';
  return (
    <DialogShell kind="confirm" open={target !== null} onClose={onClose} busy={busy} title={text.reactivateTitle(shown?.nome ?? '')}
      submit={{ label: text.reactivateConfirm, colorPalette: 'orange' }} onSubmit={(event) => void confirm(event)}>
      <Text>{text.reactivateBody(papel)}</Text>
    </DialogShell>
  );
}
