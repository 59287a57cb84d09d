import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { severityOf } from '@solarcred/domain/errors';
import { maxTeamSize, inviteMemberInput } from '@solarcred/domain/team/invitation';
import { teamText as text } from '@solarcred/domain/team/team-text';
import { BackendError, getBackend } from '../../backend';
import { TextField } from '../../ui/form/text-field';
import { notifyError, notifySuccess } from '../../ui/toaster';
import { RoleChoice } from './team-role-choice';

type Values = z.input<typeof inviteMemberInput>;
type Parsed = z.output<typeof inviteMemberInput>;

/**
 * inviteMember's refusals that are about the typed e-mail (the domain's field errors on `email`):
 * shown under the field. BackendError carries the message, not the fields, so they are known by it.
 */
const emailRefusals: ReadonlySet<string> = new Set([text.inviteSelf, text.alreadyMember, text.duplicateInvite, text.teamFull(maxTeamSize)]);

/** The titular's invitation: the person's name (issue 45), an e-mail and a role; the e-mail's link carries the token. */
export function InviteForm() {
  const { register, control, handleSubmit, reset, setError, formState } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(inviteMemberInput),
    defaultValues: { nome: '', email: '', papel: 'vendedor' },
  });
  const send = handleSubmit(async (values) => {
    try {
      await (await getBackend()).team.invite(values);
      notifySuccess(text.inviteSent(values.email.toLowerCase()), text.inviteHint);
      reset();
    } catch (error) {
      // The server's reason, when it gave one (a BackendError whose message is not just its code).
      const reason = error instanceof BackendError && error.message !== error.code ? error.message : undefined;
      if (reason && emailRefusals.has(reason)) {
        setError('email', { message: reason }, { shouldFocus: true });
        return;
      }
      notifyError(severityOf(error), { title: text.inviteFailed, description: reason });
    }
  });
  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label={text.inviteTitle}>
      <Stack gap="4">
        <TextField label={text.nameLabel} autoComplete="off" required error={formState.errors.nome?.message} {...register('nome')} />
        <TextField label={text.emailLabel} type="email" autoComplete="off" inputMode="email" required error={formState.errors.email?.message} {...register('email')} />
        <Controller control={control} name="papel" render={({ field }) => (
          <RoleChoice name={field.name} value={field.value} onChange={field.onChange} error={formState.errors.papel?.message} disabled={formState.isSubmitting} />
        )} />
        <Button type="submit" colorPalette="orange" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={formState.isSubmitting}>
          {text.sendInvite}
        </Button>
      </Stack>
    </form>
  );
}
