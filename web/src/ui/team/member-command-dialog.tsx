import { Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { Member } from '@solarcred/domain/team/member';
import { DialogShell } from '../dialog/dialog-shell';
import { useLastNonNull } from '../dialog/use-last-non-null';
import { runCommand } from '../run-command';

interface MemberCommandDialogProps {
  target: Member | null;
  onClose: () => void;
  /** The command on the member (deactivate, reactivate). */
  run: (memberId: string) => Promise<void>;
  title: (nome: string) => string;
  body: (member: Member) => string;
  confirmLabel: string;
  colorPalette: 'red' | 'orange';
  done: string;
  failed: string;
}

/** Asks before a command that turns a team member off or on, and runs it once confirmed. */
export function MemberCommandDialog({ target, onClose, run, title, body, confirmLabel, colorPalette, done, failed }: MemberCommandDialogProps) {
  const shown = useLastNonNull(target);
  const [busy, setBusy] = useState(false);
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!shown || busy) return;
    setBusy(true);
    const succeeded = await runCommand(() => run(shown.id), done, failed);
    setBusy(false);
    if (succeeded) onClose();
  };
  return (
    <DialogShell kind="confirm" open={target !== null} onClose={onClose} busy={busy} title={title(shown?.nome ?? '')}
      submit={{ label: confirmLabel, colorPalette }} onSubmit={(event) => void confirm(event)}>
      <Text>{shown ? body(shown) : ''}</Text>
    </DialogShell>
  );
}
