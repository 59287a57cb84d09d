import { Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Integrator } from '@solarcred/domain/model';
import { rejectInput } from '@solarcred/domain/schemas/misc';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { useLastNonNull } from '../../ui/dialog/use-last-non-null';
import { FormField } from '../../ui/form/form-field';
import { approve, reject } from './commands';

export type ReviewKind = 'approve' | 'reject';

const reasonSchema = rejectInput.pick({ motivo: true });
type ReasonValues = z.input<typeof reasonSchema>;

interface ReviewDialogProps {
  target: { kind: ReviewKind; integrator: Integrator } | null;
  onClose: () => void;
}

/** Confirms approving or rejecting; rejecting asks for the reason the integrator will read. */
export function ReviewDialog({ target, onClose }: ReviewDialogProps) {
  const shown = useLastNonNull(target);
  const rejecting = shown?.kind === 'reject';
  const form = useForm<ReasonValues>({ resolver: zodResolver(reasonSchema), defaultValues: { motivo: '' } });
  const [busy, setBusy] = useState(false);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!shown || busy) return;
    if (shown.kind === 'reject' && !(await form.trigger())) return;
    setBusy(true);
    const id = shown.integrator.id;
    const outcome = shown.kind === 'approve' ? await approve(id) : await reject(id, reasonSchema.parse(form.getValues()).motivo);
    setBusy(false);
    if (outcome !== 'failed') onClose();
  };

  return (
    <DialogShell kind="confirm" open={target !== null} onClose={onClose} busy={busy}
      title={rejecting ? 'Rejeitar integrador' : 'Aprovar integrador'}
      submit={rejecting ? { label: 'Rejeitar', colorPalette: 'red' } : { label: 'Aprovar', colorPalette: 'green' }}
      onSubmit={(event) => void confirm(event)} onExitComplete={() => form.reset({ motivo: '' })}>
      <Text>
        {rejecting ? 'Rejeitar o cadastro de ' : 'Aprovar o cadastro de '}
        <strong>{shown?.integrator.nome_empresa}</strong>
        {rejecting ? '? O integrador verá o motivo abaixo.' : '? O integrador passa a ter acesso à área de integradores.'}
      </Text>
      {rejecting && (
        <FormField label="Motivo da rejeição" required error={form.formState.errors.motivo?.message}>
          <Textarea rows={4} autoresize {...form.register('motivo')} />
        </FormField>
      )}
    </DialogShell>
  );
}
