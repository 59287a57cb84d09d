/**
 * An answer to one open pending item: a file (PDF/JPG/PNG ≤ 5 MB, uploaded with progress) and/or
 * a text. A file already sent in a failed attempt is not sent again. The integrator's details tab
 * gives its own upload and answer.
 */
import { Button, chakra, Textarea } from '@chakra-ui/react';
import { pendingItemLimits } from '@solarcred/domain/pending-items';
import { FilePicker } from './file-picker/file-picker';
import { FormField } from './form/form-field';
import { pendingAnswerLabels, usePendingAnswer, type PendingAnswerProps } from './use-pending-answer';

export function PendingAnswerForm(props: PendingAnswerProps) {
  const answer = usePendingAnswer(props);
  return (
    <chakra.form display="flex" flexDirection="column" gap="3" onSubmit={answer.onSubmit} noValidate aria-label={pendingAnswerLabels.title}
      borderTopWidth="1px" borderColor="border.muted" pt="3">
      <FilePicker label={pendingAnswerLabels.file} files={answer.files} onChange={answer.setFiles} progressOf={answer.progressOf}
        required={props.exigeArquivo} disabled={answer.sending} error={answer.fileError} />
      <FormField label={pendingAnswerLabels.text} error={answer.textError}>
        <Textarea rows={2} autoresize value={answer.texto} maxLength={pendingItemLimits.answer} onChange={(event) => answer.setTexto(event.target.value)}
          disabled={answer.sending} data-testid="pending-answer-text" />
      </FormField>
      <Button type="submit" size="sm" colorPalette="orange" alignSelf="flex-end" loading={answer.sending}>{pendingAnswerLabels.send}</Button>
    </chakra.form>
  );
}
