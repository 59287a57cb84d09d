/** Admin: undoes the last milestone marked, with a reason (kept in the history). */
import { Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { inputLimits } from '@solarcred/domain/constants';
import { installationText as text } from '@solarcred/domain/installation/installation-text';
import type { MilestoneDefinition } from '@solarcred/domain/installation/milestones';
import { getBackend } from '../../../backend';
import { DialogShell } from '../../../ui/dialog/dialog-shell';
import { FormField } from '../../../ui/form/form-field';
import { runCommand } from '../../../ui/run-command';
import { installationUi as ui } from './texts';

export function UndoDialog({ proposalId, milestone, onClose }: { proposalId: string; milestone: MilestoneDefinition | null; onClose: () => void }) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!milestone || busy) return;
    if (motivo.trim() === '') {
      setError(text.reasonRequired);
      return;
    }
    setBusy(true);
    const ok = await runCommand(async () => (await getBackend()).installation.undo({ propostaId: proposalId, marco: milestone.id, motivo }), ui.undoneToast, ui.undoFailure);
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <DialogShell kind="confirm" open={milestone !== null} onClose={onClose} busy={busy} title={milestone ? ui.undoTitle(milestone.label) : ''}
      submit={{ label: ui.undoConfirm, colorPalette: 'red' }} onSubmit={(event) => void submit(event)}
      onExitComplete={() => { setMotivo(''); setError(undefined); }}>
      <Text fontSize="sm">{ui.undoText}</Text>
      <FormField label={ui.undoReason} error={error} required>
        <Textarea rows={2} autoresize value={motivo} maxLength={inputLimits.freeText} onChange={(event) => setMotivo(event.target.value)} disabled={busy} />
      </FormField>
    </DialogShell>
  );
}
