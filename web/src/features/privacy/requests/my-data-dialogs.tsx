/** 'Pedir correção' (what is wrong and how it should read) and 'Pedir exclusão' (what the law keeps, and an optional reason). */
import { Field, List, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { correctionMinChars, keptByLawLines, privacyDetailMax } from '@solarcred/domain/privacy/requests';
import { requestsText as text } from '@solarcred/domain/privacy/requests-text';
import { DialogShell } from '../../../ui/dialog/dialog-shell';

interface RequestDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the request; resolves true when it was recorded. */
  onSend: (detalhe: string) => Promise<boolean>;
}

export function CorrectionDialog({ open, onClose, onSend }: RequestDialogProps) {
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (detail.trim().length < correctionMinChars) return setError(text.correctionTooShort);
    setBusy(true);
    const sent = await onSend(detail.trim());
    setBusy(false);
    if (sent) onClose();
  };
  return (
    <DialogShell open={open} onClose={onClose} title={text.askCorrection} submit={{ label: text.sendCorrection, colorPalette: 'blue' }} busy={busy} onSubmit={(event) => void submit(event)} onExitComplete={() => (setDetail(''), setError(null))}>
      <Field.Root invalid={error !== null} required>
        <Field.Label>{text.correctionLabel}</Field.Label>
        <Textarea value={detail} maxLength={privacyDetailMax} rows={5} onChange={(event) => (setDetail(event.target.value), setError(null))} />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </DialogShell>
  );
}

export function DeletionDialog({ open, onClose, onSend }: RequestDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const sent = await onSend(reason.trim());
    setBusy(false);
    if (sent) onClose();
  };
  return (
    <DialogShell open={open} onClose={onClose} kind="confirm" title={text.deletionTitle} submit={{ label: text.deletionConfirm, colorPalette: 'red' }} busy={busy} onSubmit={(event) => void submit(event)} onExitComplete={() => setReason('')}>
      <Text fontSize="sm">{text.deletionBody}</Text>
      <List.Root fontSize="sm" ps="4" gap="1" data-testid="kept-by-law">
        {keptByLawLines().map((line) => <List.Item key={line}>{line}</List.Item>)}
      </List.Root>
      <Text fontSize="sm">{text.keptSigned}</Text>
      <Field.Root>
        <Field.Label>{text.deletionReasonLabel}</Field.Label>
        <Textarea value={reason} maxLength={privacyDetailMax} rows={3} onChange={(event) => setReason(event.target.value)} />
      </Field.Root>
    </DialogShell>
  );
}
