/**
 * An answer to one open pending item: a file (PDF/JPG/PNG ≤ 5 MB, uploaded with progress) and/or
 * a text. A file already sent in a failed attempt is not sent again. The integrator's details tab
 * and the customer's link page (issue 28) each give their own upload and answer.
 */
import { Button, chakra, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { pendingItemLimits } from '@solarcred/domain/pending-items';
import { pendingItemsText as text } from '@solarcred/domain/pending-items-text';
import { FilePicker } from './file-picker/file-picker';
import { useUploadOnce } from './file-picker/use-upload-once';
import { FormField } from './form/form-field';
import { runCommand } from './run-command';

export const pendingAnswerLabels = {
  title: 'Sua resposta',
  text: 'Resposta (opcional se enviar arquivo)',
  file: 'Arquivo da resposta',
  send: 'Enviar resposta',
} as const;

interface Props {
  exigeArquivo: boolean;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  answer: (answer: { texto: string | null; arquivo: string | null }) => Promise<void>;
}

export function PendingAnswerForm({ exigeArquivo, upload: send, answer }: Props) {
  const [files, setFiles] = useState<File[]>([]);
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const { upload, progressOf, clear } = useUploadOnce<string>(send, text.uploadFailure);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = files[0];
    const problem = exigeArquivo && !file ? text.fileRequired : !file && texto.trim() === '' ? text.answerRequired : undefined;
    setError(problem);
    if (problem || sending) return;
    setSending(true);
    const arquivo = file ? await upload(file) : null;
    const ok = (!file || arquivo !== null) && (await runCommand(() => answer({ texto: texto.trim() || null, arquivo }), text.answered, text.answerFailure));
    setSending(false);
    if (ok) clear();
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="3" onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-label={pendingAnswerLabels.title}
      borderTopWidth="1px" borderColor="border.muted" pt="3">
      <FilePicker label={pendingAnswerLabels.file} files={files} onChange={setFiles} progressOf={progressOf} required={exigeArquivo}
        disabled={sending} error={exigeArquivo ? error : undefined} />
      <FormField label={pendingAnswerLabels.text} error={exigeArquivo ? undefined : error}>
        <Textarea rows={2} autoresize value={texto} maxLength={pendingItemLimits.answer} onChange={(event) => setTexto(event.target.value)}
          disabled={sending} data-testid="pending-answer-text" />
      </FormField>
      <Button type="submit" size="sm" colorPalette="orange" alignSelf="flex-end" loading={sending}>{pendingAnswerLabels.send}</Button>
    </chakra.form>
  );
}
