/**
 * 'Enviar nova evidência' (issue 48): a refused tranche answered with new files of its milestone's
 * kind, uploaded with progress under the milestone's evidence names (as the installation tab marks
 * it; each file once, even across retries), then the resubmit callable: the tranche is checked again.
 */
import { Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { milestoneFileError, milestoneOf } from '@solarcred/domain/installation/milestones';
import type { Tranche } from '@solarcred/domain/funding/types';
import { getBackend } from '../../../backend';
import type { UploadedFile } from '../../../backend/port';
import { DialogShell } from '../../../ui/dialog/dialog-shell';
import { FilePicker } from '../../../ui/file-picker/file-picker';
import { useUploadOnce } from '../../../ui/file-picker/use-upload-once';
import { runCommand } from '../../../ui/run-command';
import { financeText as text } from './texts';

export interface ResubmitTarget {
  proposal: { id: string; integrador_id: string };
  tranche: Pick<Tranche, 'parcela' | 'marco' | 'motivo_recusa'>;
}

export function ResubmitDialog({ target, onClose }: { target: ResubmitTarget; onClose: () => void }) {
  const { proposal, tranche } = target;
  const milestone = milestoneOf(tranche.marco);
  const { kind, max } = milestone.arquivos;
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { uploadAll, progressOf, clear } = useUploadOnce<UploadedFile>(
    async (file, onProgress) => (await getBackend()).installation.uploadEvidence(proposal, milestone.id, files.indexOf(file) + 1, file, onProgress),
    text.uploadFailure,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = files.length === 0 ? text.filesRequired(1) : files.map((file) => milestoneFileError(kind, file)).find((found) => found !== null);
    setError(problem ?? undefined);
    if (problem) return;
    setBusy(true);
    const stored = await uploadAll(files);
    const ok = stored !== null && (await runCommand(
      async () => (await getBackend()).funding.resubmit({ propostaId: proposal.id, parcela: tranche.parcela, arquivos: stored }),
      text.resubmitted,
      text.resubmitFailure,
    ));
    setBusy(false);
    if (ok) {
      clear();
      onClose();
    }
  };

  return (
    <DialogShell open onClose={onClose} kind="confirm" busy={busy} title={text.resubmitTitle(tranche.parcela, milestone.label)}
      submit={{ label: text.resubmitSubmit, colorPalette: 'orange' }} onSubmit={(event) => void submit(event)}>
      {tranche.motivo_recusa && <Text fontSize="sm" color="fg.error" data-testid="resubmit-reason">{text.resubmitReason(tranche.motivo_recusa)}</Text>}
      <Text fontSize="sm" color="fg.muted">{milestone.evidencia}</Text>
      <FilePicker label={kind === 'foto' ? text.resubmitPhotos(max) : text.resubmitFiles} multiple={max > 1} maxFiles={Math.max(1, max)}
        files={files} onChange={setFiles} progressOf={progressOf} required disabled={busy} error={error} />
    </DialogShell>
  );
}
