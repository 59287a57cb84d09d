import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiText } from '@solarcred/domain/api/api-text';
import { createWebhookInput } from '@solarcred/domain/api/commands';
import { webhookEventTypes } from '@solarcred/domain/api/types';
import { severityOf } from '@solarcred/domain/errors';
import { BackendError, getBackend } from '../../backend';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { TextField } from '../../ui/form/text-field';
import { notifyError } from '../../ui/toaster';
import { integrationsText as text } from './integrations-text';
import { CheckboxChoice } from './scope-checkboxes';
import { ShownOnce } from './shown-once';

type Values = z.input<typeof createWebhookInput>;
type Parsed = z.output<typeof createWebhookInput>;

const eventOptions = webhookEventTypes.map((type) => ({ value: type, label: apiText.events[type] ?? type, hint: type }));

/** The server's refusals that are about the typed URL (private address, not resolved): shown under the field. */
const urlRefusals: ReadonlySet<string> = new Set([apiText.webhooks.urlInvalid, apiText.webhooks.httpsOnly, apiText.webhooks.credentialsInUrl, apiText.webhooks.privateAddress, apiText.webhooks.unresolved]);

/** 'Adicionar endpoint': the URL and its events, then the signing secret once. */
export function CreateWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [secret, setSecret] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(createWebhookInput),
    defaultValues: { url: '', eventos: [...webhookEventTypes] },
  });
  const create = handleSubmit(async (values) => {
    try {
      const { segredo } = await (await getBackend()).integrations.createWebhook(values);
      setSecret(segredo);
    } catch (error) {
      const reason = error instanceof BackendError && error.message !== error.code ? error.message : undefined;
      if (reason && urlRefusals.has(reason)) {
        setError('url', { message: reason }, { shouldFocus: true });
        return;
      }
      notifyError(severityOf(error), { title: text.webhookCreateFailed, description: reason });
    }
  });
  const forget = () => {
    setSecret(null);
    reset();
  };
  return (
    <DialogShell open={open} onClose={onClose} title={secret ? text.webhookCreated : text.addWebhook} busy={formState.isSubmitting}
      submit={secret ? undefined : { label: text.addWebhook, colorPalette: 'orange' }} onSubmit={secret ? undefined : (event) => void create(event)}
      onExitComplete={forget}>
      {secret ? (
        <Stack gap="4">
          <ShownOnce title={text.secretShownTitle} label={text.secretFieldLabel} value={secret} warning={text.secretWarning} />
          <Button alignSelf="flex-end" variant="outline" onClick={onClose}>{text.done}</Button>
        </Stack>
      ) : (
        <Stack gap="4">
          <TextField label={text.urlLabel} helper={text.urlHelper} type="url" inputMode="url" autoComplete="off" spellCheck={false} required
            placeholder="https://crm.suaempresa.com.br/webhooks/solarcred" error={formState.errors.url?.message} {...register('url')} />
          <Controller control={control} name="eventos" render={({ field }) => (
            <CheckboxChoice legend={text.eventsLabel} options={eventOptions} value={field.value ?? []} onChange={field.onChange}
              error={formState.errors.eventos?.message ?? formState.errors.eventos?.root?.message} disabled={formState.isSubmitting} />
          )} />
        </Stack>
      )}
    </DialogShell>
  );
}
