/**
 * The state of an answer to one open pending item: a file (uploaded once, with progress) and/or a
 * text, checked before sending. Shared by the integrator's details tab (pending-answer-form.tsx)
 * and the customer's link page (issue 28), which draws it without the design system.
 */
import { useState, type FormEvent } from 'react';
import { pendingItemsText as text } from '@solarcred/domain/pending-items-text';
import { useUploadOnce } from './file-picker/use-upload-once';
import { runCommand } from './run-command';

export const pendingAnswerLabels = {
  title: 'Sua resposta',
  text: 'Resposta (opcional se enviar arquivo)',
  file: 'Arquivo da resposta',
  send: 'Enviar resposta',
} as const;

export interface PendingAnswerProps {
  exigeArquivo: boolean;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  answer: (answer: { texto: string | null; arquivo: string | null }) => Promise<void>;
}

export function usePendingAnswer({ exigeArquivo, upload: send, answer }: PendingAnswerProps) {
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

  return {
    files, setFiles, texto, setTexto, sending, progressOf,
    /** The message under the file (when a file is required) or under the text. */
    fileError: exigeArquivo ? error : undefined,
    textError: exigeArquivo ? undefined : error,
    onSubmit: (event: FormEvent) => void submit(event),
  };
}
