import { Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { useLastNonNull } from '../../ui/dialog/use-last-non-null';
import { runCommand } from '../../ui/run-command';

interface Props<T> {
  target: T | null;
  onClose: () => void;
  run: (target: T) => Promise<void>;
  title: (target: T) => string;
  body: (target: T) => string;
  confirmLabel: string;
  done: string;
  failed: string;
}

/** Asks before revoking a key or deleting an endpoint, and runs the command once confirmed. */
export function ConfirmCommandDialog<T>({ target, onClose, run, title, body, confirmLabel, done, failed }: Props<T>) {
  const shown = useLastNonNull(target);
  const [busy, setBusy] = useState(false);
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!shown || busy) return;
    setBusy(true);
    const succeeded = await runCommand(() => run(shown), done, failed, { brief: true });
    setBusy(false);
    if (succeeded) onClose();
  };
  return (
    <DialogShell kind="confirm" open={target !== null} onClose={onClose} busy={busy} title={shown ? title(shown) : ''}
      submit={{ label: confirmLabel, colorPalette: 'red' }} onSubmit={(event) => void confirm(event)}>
      <Text>{shown ? body(shown) : ''}</Text>
    </DialogShell>
  );
}
