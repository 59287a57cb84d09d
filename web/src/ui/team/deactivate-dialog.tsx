import { Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { Member } from '@solarcred/domain/team/member';
import { teamText } from '@solarcred/domain/team/team-text';
import { getBackend } from '../../backend';
import { DialogShell } from '../dialog/dialog-shell';
import { useLastNonNull } from '../dialog/use-last-non-null';
import { runCommand } from '../run-command';

/** Asks before turning a member off (the titular's 'Equipe', the admin's 'Membros'): what it loses, what stays with the company. */
export function DeactivateMemberDialog({ target, onClose }: { target: Member | null; onClose: () => void }) {
  const shown = useLastNonNull(target);
  const [busy, setBusy] = useState(false);
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!shown || busy) return;
    setBusy(true);
    const done = await runCommand(async () => (await getBackend()).team.deactivate(shown.id), teamText.deactivateDone, teamText.deactivateFailed);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <DialogShell kind="confirm" open={target !== null} onClose={onClose} busy={busy} title={teamText.deactivateTitle(shown?.nome ?? '')}
      submit={{ label: teamText.deactivateConfirm, colorPalette: 'red' }} onSubmit={(event) => void confirm(event)}>
      <Text>{teamText.deactivateBody}</Text>
    </DialogShell>
  );
}
