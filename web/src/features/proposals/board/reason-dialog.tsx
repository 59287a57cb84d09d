/** Moves to 'Pendente Correção' and 'Reprovada' ask the admin why; the integrator reads it on the details. */
import { Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { validation } from '@solarcred/domain/messages';
import { labelOf, proposalStatusOptions, type ProposalStatus } from '@solarcred/domain/options';
import { DialogShell } from '../../../ui/dialog/dialog-shell';
import { useLastNonNull } from '../../../ui/dialog/use-last-non-null';
import { FormField } from '../../../ui/form/form-field';
import { boardText } from './board-text';

export interface ReasonRequest {
  client: string;
  to: ProposalStatus;
}

export interface ReasonDialogProps {
  request: ReasonRequest | null;
  onConfirm: (motivo: string) => void;
  onCancel: () => void;
}

export function ReasonDialog({ request, onConfirm, onCancel }: ReasonDialogProps) {
  const shown = useLastNonNull(request);
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const column = shown ? (labelOf(proposalStatusOptions, shown.to) ?? shown.to) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (motivo.trim() === '') {
      setError(validation.required);
      return;
    }
    onConfirm(motivo.trim());
  };

  return (
    <DialogShell
      kind="confirm"
      open={request !== null}
      onClose={onCancel}
      title={boardText.reasonTitle(column)}
      submit={{ label: boardText.confirm, colorPalette: 'orange' }}
      onSubmit={submit}
      onExitComplete={() => {
        setMotivo('');
        setError(undefined);
      }}
    >
      <Text>
        Mover a proposta de <strong>{shown?.client}</strong> para <strong>{column}</strong>. {boardText.reasonHelp}
      </Text>
      <FormField label={boardText.reasonLabel} required error={error}>
        <Textarea rows={4} value={motivo} onChange={(event) => setMotivo(event.target.value)} data-testid="move-reason" />
      </FormField>
    </DialogShell>
  );
}
