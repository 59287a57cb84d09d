import { chakra, HStack, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { destinatarios } from '@solarcred/domain/options';
import { noticeForm, type NoticeFormValues } from '@solarcred/domain/schemas/misc';
import { getBackend } from '../../backend';
import { FormField } from '../../ui/form/form-field';
import { publishNotice } from './commands';
import { NoticeImageField } from './notice-image-field';
import { RecipientPicker } from './recipient-picker';

export const NEW_NOTICE_FORM_ID = 'novo-aviso';

const recipientLabels: Record<(typeof destinatarios)[number], string> = {
  todos: 'Todos os integradores',
  especifico: 'Integrador específico',
};

const emptyValues: NoticeFormValues = { titulo: '', conteudo: '', destinatario_tipo: 'todos', integrador_id: '', imagem: null };

interface NewNoticeFormProps {
  onBusy: (busy: boolean) => void;
  onSent: () => void;
}

/** Title, content, optional image and recipients, validated by the domain's noticeForm schema. */
export function NewNoticeForm({ onBusy, onSent }: NewNoticeFormProps) {
  const form = useForm<NoticeFormValues, unknown, z.output<typeof noticeForm>>({
    resolver: zodResolver(noticeForm),
    defaultValues: emptyValues,
    // Checked on 'Enviar Aviso', then as the admin corrects (no error for merely passing through a field).
    mode: 'onSubmit',
  });
  const { register, control, watch, setValue, setError, clearErrors, formState: { errors } } = form;
  // One id for every attempt of this draft: a retry after a lost answer creates one notice.
  const noticeId = useRef<string | null>(null);
  const specific = watch('destinatario_tipo') === 'especifico';

  const send = form.handleSubmit(async (values) => {
    onBusy(true);
    noticeId.current ??= (await getBackend()).notices.newNoticeId();
    const sent = await publishNotice(noticeId.current, {
      titulo: values.titulo,
      conteudo: values.conteudo,
      destinatario_tipo: values.destinatario_tipo,
      integrador_id: values.integrador_id,
      imagem: (values.imagem as File | null | undefined) ?? null,
    });
    onBusy(false);
    if (sent) onSent();
  });

  return (
    <chakra.form id={NEW_NOTICE_FORM_ID} onSubmit={(event) => void send(event)} noValidate>
      <Stack gap="4">
        <FormField label="Título" required error={errors.titulo?.message}>
          <Input {...register('titulo')} />
        </FormField>
        <FormField label="Conteúdo" required error={errors.conteudo?.message}>
          <Textarea rows={5} autoresize {...register('conteudo')} />
        </FormField>
        <Controller control={control} name="imagem" render={({ field }) => (
          <NoticeImageField file={(field.value as File | null | undefined) ?? null} error={errors.imagem?.message}
            onChange={(file) => field.onChange(file)}
            onError={(message) => (message ? setError('imagem', { message }) : clearErrors('imagem'))} />
        )} />
        <Controller control={control} name="destinatario_tipo" render={({ field }) => (
          <Stack gap="1.5">
            <Text id={`${NEW_NOTICE_FORM_ID}-destinatarios`} fontSize="sm" fontWeight="medium">Destinatários</Text>
            <RadioGroup.Root value={field.value ?? 'todos'} aria-labelledby={`${NEW_NOTICE_FORM_ID}-destinatarios`}
              onValueChange={(details) => field.onChange(details.value)}>
              <HStack gap="6" wrap="wrap">
                {destinatarios.map((option) => (
                  <RadioGroup.Item key={option} value={option}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{recipientLabels[option]}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          </Stack>
        )} />
        {specific && (
          <RecipientPicker value={watch('integrador_id') ?? ''} error={errors.integrador_id?.message}
            onChange={(recipient) => setValue('integrador_id', recipient.id, { shouldValidate: true })} />
        )}
      </Stack>
    </chakra.form>
  );
}
