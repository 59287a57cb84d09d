/**
 * The owner's answer to one open item: a file (PDF/JPG/PNG ≤ 5 MB, uploaded with progress into
 * the proposal's folder) and/or a text. A file already sent in a failed attempt is not sent again.
 */
import { Button, chakra, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { pendingItemLimits, type PendingItem } from '@solarcred/domain/pending-items';
import { pendingItemsText as text } from '@solarcred/domain/pending-items-text';
import { getBackend } from '../../../backend';
import { FilePicker } from '../../../ui/file-picker/file-picker';
import { useUploadOnce } from '../../../ui/file-picker/use-upload-once';
import { FormField } from '../../../ui/form/form-field';
import { runCommand } from '../../../ui/run-command';
import { pendingUi } from './texts';

export function AnswerForm({ item }: { item: PendingItem }) {
  const [files, setFiles] = useState<File[]>([]);
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const { upload, progressOf, clear } = useUploadOnce<string>(
    async (file, onProgress) => (await getBackend()).pendingItems.uploadAnswer(item.proposta_id, item.id, file, onProgress),
    text.uploadFailure,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = files[0];
    const problem = item.exige_arquivo && !file ? text.fileRequired : !file && texto.trim() === '' ? text.answerRequired : undefined;
    setError(problem);
    if (problem || sending) return;
    setSending(true);
    const arquivo = file ? await upload(file) : null;
    const ok = (!file || arquivo !== null) && (await runCommand(
      async () => (await getBackend()).pendingItems.answer(item.proposta_id, item.id, { texto: texto.trim() || null, arquivo }),
      text.answered,
      text.answerFailure,
    ));
    setSending(false);
    if (ok) clear();
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="3" onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-label={pendingUi.answerTitle}
      borderTopWidth="1px" borderColor="border.muted" pt="3">
      <FilePicker label={pendingUi.answerFile} files={files} onChange={setFiles} progressOf={progressOf} required={item.exige_arquivo}
        disabled={sending} error={item.exige_arquivo ? error : undefined} />
      <FormField label={pendingUi.answerText} error={item.exige_arquivo ? undefined : error}>
        <Textarea rows={2} autoresize value={texto} maxLength={pendingItemLimits.answer} onChange={(event) => setTexto(event.target.value)}
          disabled={sending} data-testid="pending-answer-text" />
      </FormField>
      <Button type="submit" size="sm" colorPalette="orange" alignSelf="flex-end" loading={sending}>{pendingUi.send}</Button>
    </chakra.form>
  );
}
