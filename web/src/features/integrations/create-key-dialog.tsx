import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createApiKeyInput } from '@solarcred/domain/api/commands';
import { apiText } from '@solarcred/domain/api/api-text';
import { apiScopes } from '@solarcred/domain/api/types';
import { severityOf } from '@solarcred/domain/errors';
import { BackendError, getBackend } from '../../backend';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { TextField } from '../../ui/form/text-field';
import { notifyError } from '../../ui/toaster';
import { integrationsText as text, scopeHints } from './integrations-text';
import { CheckboxChoice } from './scope-checkboxes';
import { ShownOnce } from './shown-once';

type Values = z.input<typeof createApiKeyInput>;
type Parsed = z.output<typeof createApiKeyInput>;

const scopeOptions = apiScopes.map((scope) => ({ value: scope, label: apiText.scopes[scope] ?? scope, hint: scopeHints[scope] }));

/** 'Criar chave': a name and the scopes, then the full key once, with 'Copiar' and the warning. */
export function CreateKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [issued, setIssued] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, formState } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(createApiKeyInput),
    defaultValues: { nome: '', escopos: ['leitura'] },
  });
  const create = handleSubmit(async (values) => {
    try {
      const { chave } = await (await getBackend()).integrations.createKey(values);
      setIssued(chave);
    } catch (error) {
      const reason = error instanceof BackendError && error.message !== error.code ? error.message : undefined;
      notifyError(severityOf(error), { title: text.keyCreateFailed, description: reason });
    }
  });
  const forget = () => {
    // The key leaves memory with the dialog: nothing else ever holds it.
    setIssued(null);
    reset();
  };
  return (
    <DialogShell open={open} onClose={onClose} title={issued ? text.keyCreated : text.createKey} busy={formState.isSubmitting}
      submit={issued ? undefined : { label: text.createKey, colorPalette: 'orange' }} onSubmit={issued ? undefined : (event) => void create(event)}
      onExitComplete={forget}>
      {issued ? (
        <Stack gap="4">
          <ShownOnce title={text.keyShownTitle} label={text.keyFieldLabel} value={issued} warning={text.keyWarning} />
          <Button alignSelf="flex-end" variant="outline" onClick={onClose}>{text.done}</Button>
        </Stack>
      ) : (
        <Stack gap="4">
          <TextField label={text.keyName} helper={text.keyNameHelper} autoComplete="off" required maxLength={120} error={formState.errors.nome?.message} {...register('nome')} />
          <Controller control={control} name="escopos" render={({ field }) => (
            <CheckboxChoice legend={text.scopesLabel} options={scopeOptions} value={field.value ?? []} onChange={field.onChange}
              error={formState.errors.escopos?.message ?? formState.errors.escopos?.root?.message} disabled={formState.isSubmitting} />
          )} />
        </Stack>
      )}
    </DialogShell>
  );
}
