import { Button, HStack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { accountSettings } from '@solarcred/domain/messages';
import { profileNameSchema, type ProfileNameValues } from '@solarcred/domain/schemas/account';
import { getBackend } from '../../backend';
import { TextField } from '../../ui/form/text-field';
import { notifyError, notifySuccess } from '../../ui/toaster';
import { adminText } from './texts';

/** The display name (profiles/{uid}.nome), saved by its owner. */
export function NameForm({ name, disabled }: { name: string; disabled: boolean }) {
  const { register, handleSubmit, formState } = useForm<ProfileNameValues>({
    resolver: zodResolver(profileNameSchema),
    values: { nome: name },
  });
  const save = handleSubmit(async ({ nome }) => {
    try {
      await (await getBackend()).profile.saveName(nome);
      notifySuccess(accountSettings.nameSaved, undefined, { brief: true });
    } catch {
      notifyError('medium', { title: accountSettings.nameSaveFailure });
    }
  });
  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <HStack align="flex-end" gap="3">
        <TextField label={adminText.name} autoComplete="name" required disabled={disabled} error={formState.errors.nome?.message}
          {...register('nome')} />
        <Button type="submit" colorPalette="orange" loading={formState.isSubmitting} disabled={disabled || !formState.isDirty}>
          {adminText.save}
        </Button>
      </HStack>
    </form>
  );
}
