import { Button, chakra, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { consentLimits, publishConsentSchema } from '@solarcred/domain/privacy/consent';
import { consentText as text } from '@solarcred/domain/privacy/consent-text';
import type { ConsentDocument } from '@solarcred/domain/privacy/types';
import { getBackend } from '../../../backend';
import { DialogShell } from '../../../ui/dialog/dialog-shell';
import { runCommand } from '../../../ui/run-command';

type Errors = Partial<Record<'texto' | 'resumo', string>>;

/** One text's new version: the whole text and what changed, then a confirmation (everyone accepts again). */
export function PublishVersionForm({ tipo, draft }: { tipo: ConsentDocument; draft: string }) {
  const [texto, setTexto] = useState(draft);
  const [resumo, setResumo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const formId = `publicar-${tipo}`;

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = publishConsentSchema.safeParse({ tipo, texto, resumo });
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    setErrors(found);
    if (parsed.success) setConfirming(true);
  };
  const publish = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const done = await runCommand(async () => void (await (await getBackend()).consent.publish({ tipo, texto, resumo })), text.admin.publishedToast, text.admin.publishFailed, { brief: true });
    setBusy(false);
    if (!done) return;
    setConfirming(false);
    setResumo('');
  };

  return (
    <chakra.form id={formId} onSubmit={check} noValidate aria-labelledby={`${formId}-title`}>
      <Stack gap="3">
        <Heading as="h3" size="sm" id={`${formId}-title`}>{text.admin.publishTitle}</Heading>
        <Field.Root invalid={Boolean(errors.texto)} required>
          <Field.Label>{text.admin.texto}<Field.RequiredIndicator /></Field.Label>
          <Textarea rows={8} value={texto} maxLength={consentLimits.textoMax} onChange={(event) => setTexto(event.target.value)} />
          {errors.texto ? <Field.ErrorText>{errors.texto}</Field.ErrorText> : <Field.HelperText>{text.admin.textoHelp}</Field.HelperText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.resumo)} required>
          <Field.Label>{text.admin.resumo}<Field.RequiredIndicator /></Field.Label>
          <Textarea rows={2} value={resumo} maxLength={consentLimits.resumoMax} onChange={(event) => setResumo(event.target.value)} />
          {errors.resumo && <Field.ErrorText>{errors.resumo}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="orange" alignSelf="flex-start">{text.admin.publish}</Button>
      </Stack>
      <DialogShell kind="confirm" open={confirming} onClose={() => setConfirming(false)} busy={busy} title={text.admin.confirmTitle}
        submit={{ label: text.admin.confirmButton, colorPalette: 'orange' }} onSubmit={(event) => void publish(event)}>
        <Text>{text.admin.confirm}</Text>
      </DialogShell>
    </chakra.form>
  );
}
