/**
 * Marks the next milestone: its date, its evidence (uploaded with progress into the proposal's
 * folder, each file once even across retries) and its number; an admin adds a reason. The form's
 * checks are the domain's; the callable checks them again with the stored files.
 */
import { Button, chakra, Input, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { inputLimits } from '@solarcred/domain/constants';
import { installationText as text } from '@solarcred/domain/installation/installation-text';
import { evidenceLimits, evidenceProblems, isLastMilestone, milestoneFileError, type MilestoneDefinition } from '@solarcred/domain/installation/milestones';
import { dateBrToIso, isoToDateBr } from '@solarcred/domain/masks';
import { validation } from '@solarcred/domain/messages';
import type { Proposal } from '@solarcred/domain/model';
import { DayField } from '../../../ui/form/day-field';
import { getBackend } from '../../../backend';
import type { UploadedFile } from '../../../backend/port';
import { FilePicker } from '../../../ui/file-picker/file-picker';
import { useUploadOnce } from '../../../ui/file-picker/use-upload-once';
import { FormField } from '../../../ui/form/form-field';
import { runCommand } from '../../../ui/run-command';
import { installationUi as ui } from './texts';

type Errors = Partial<Record<'data' | 'arquivos' | 'protocolo' | 'leituraKwh' | 'motivo', string>>;

interface Props {
  proposal: Proposal;
  milestone: MilestoneDefinition;
  asAdmin: boolean;
  /** Today in São Paulo (YYYY-MM-DD): the default date and the latest one allowed. */
  today: string;
}

export function MarkForm({ proposal, milestone, asAdmin, today }: Props) {
  // Typed as dd/mm/aaaa with the app's date mask (a native date input shows the browser's own locale).
  const [dateText, setDateText] = useState(() => isoToDateBr(today) ?? '');
  const data = dateBrToIso(dateText);
  const [files, setFiles] = useState<File[]>([]);
  const [protocolo, setProtocolo] = useState('');
  const [leitura, setLeitura] = useState('');
  const [motivo, setMotivo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  // Each file's slot is its place in the list when it first goes up.
  const { uploadAll, progressOf, clear } = useUploadOnce<UploadedFile>(
    async (file, onProgress) => (await getBackend()).installation.uploadEvidence(proposal, milestone.id, files.indexOf(file) + 1, file, onProgress),
    ui.uploadFailure,
  );
  const { arquivos, numero } = milestone;
  const reading = leitura.trim() === '' ? null : Number(leitura.replace(/\./g, '').replace(',', '.'));

  function check(): Errors {
    const found: Errors = {};
    if (data === null) found.data = validation.dateInvalid;
    else if (data > today) found.data = validation.dateFuture;
    Object.assign(found, evidenceProblems(milestone, { fileCount: files.length, protocolo, leituraKwh: reading }));
    // A picked file of the wrong type is the first thing to fix about the files.
    const fileProblem = files.map((file) => milestoneFileError(arquivos.kind, file)).find((problem) => problem !== null);
    if (fileProblem) found.arquivos = fileProblem;
    if (asAdmin && motivo.trim() === '') found.motivo = text.reasonRequired;
    return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Errors;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || sending || data === null) return;
    setSending(true);
    const stored = await uploadAll(files);
    const ok = stored !== null && (await runCommand(
      async () => (await getBackend()).installation.mark({
        propostaId: proposal.id,
        marco: milestone.id,
        data,
        arquivos: stored,
        protocolo: numero === 'protocolo' ? protocolo : null,
        leituraKwh: numero === 'leitura_kwh' ? reading : null,
        motivo: asAdmin ? motivo : null,
      }),
      isLastMilestone(milestone.id) ? ui.finalized : ui.marked,
      ui.markFailure,
    ));
    setSending(false);
    if (ok) clear();
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="3" mt="2" p="3" borderWidth="1px" borderColor="border.muted" borderRadius="l2"
      onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-label={ui.formTitle(milestone.label)} data-testid="milestone-form">
      <chakra.p fontSize="sm" color="fg.muted">{milestone.evidencia}</chakra.p>
      <DayField label={ui.date} value={dateText} onChange={setDateText} error={errors.data} disabled={sending} />
      {arquivos.max > 0 && (
        <FilePicker label={arquivos.kind === 'foto' ? ui.photos(arquivos.max) : ui.files} multiple={arquivos.max > 1} maxFiles={arquivos.max}
          files={files} onChange={setFiles} progressOf={progressOf} required={arquivos.min > 0} disabled={sending} error={errors.arquivos} />
      )}
      {numero === 'protocolo' && (
        <FormField label={ui.protocolField} error={errors.protocolo} required>
          <Input value={protocolo} maxLength={evidenceLimits.protocolMaxLength} onChange={(event) => setProtocolo(event.target.value)} disabled={sending} />
        </FormField>
      )}
      {numero === 'leitura_kwh' && (
        <FormField label={ui.readingField} error={errors.leituraKwh} required>
          <Input inputMode="numeric" value={leitura} maxLength={9} onChange={(event) => setLeitura(event.target.value)} disabled={sending} />
        </FormField>
      )}
      {asAdmin && (
        <FormField label={ui.reasonField} error={errors.motivo} required>
          <Textarea rows={2} autoresize value={motivo} maxLength={inputLimits.freeText} onChange={(event) => setMotivo(event.target.value)} disabled={sending} />
        </FormField>
      )}
      <Button type="submit" size="sm" colorPalette="orange" alignSelf="flex-end" loading={sending}>{ui.submit}</Button>
    </chakra.form>
  );
}
