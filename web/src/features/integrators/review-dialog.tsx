import { Button, chakra, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Integrator } from '@solarcred/domain/model';
import { rejectInput } from '@solarcred/domain/schemas/misc';
import { approve, reject } from './commands';
import { useLastNonNull } from './use-last';

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
  const errors = form.formState.errors;
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
    <Dialog.Root
      role="alertdialog"
      open={target !== null}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      onExitComplete={() => form.reset({ motivo: '' })}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <chakra.form onSubmit={(event) => void confirm(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{rejecting ? 'Rejeitar integrador' : 'Aprovar integrador'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                <Text>
                  {rejecting ? 'Rejeitar o cadastro de ' : 'Aprovar o cadastro de '}
                  <strong>{shown?.integrator.nome_empresa}</strong>
                  {rejecting ? '? O integrador verá o motivo abaixo.' : '? O integrador passa a ter acesso à área de integradores.'}
                </Text>
                {rejecting && (
                  <Field.Root invalid={Boolean(errors.motivo)} required>
                    <Field.Label>Motivo da rejeição <Field.RequiredIndicator /></Field.Label>
                    <Textarea rows={4} autoresize {...form.register('motivo')} />
                    {errors.motivo && <Field.ErrorText>{errors.motivo.message}</Field.ErrorText>}
                  </Field.Root>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>Cancelar</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette={rejecting ? 'red' : 'green'} loading={busy}>
                  {rejecting ? 'Rejeitar' : 'Aprovar'}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
