import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordErrorMessage } from '@solarcred/domain/auth-errors';
import { accountSettings } from '@solarcred/domain/messages';
import { changePasswordSchema, type ChangePasswordValues } from '@solarcred/domain/schemas/account';
import { getBackend } from '../../backend';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { PasswordField } from '../../ui/form/password-field';
import { notifyError, notifySuccess } from '../../ui/toaster';
import { profileText } from './texts';

const FORM_ID = 'change-password-form';
const empty: ChangePasswordValues = { current: '', password: '', confirmation: '' };

/** 'Trocar Senha': the current password re-authenticates, the new one is typed twice (6+ characters). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });

  const save = handleSubmit(async ({ current, password }) => {
    setFailure(null);
    try {
      await (await getBackend()).auth.changePassword(current, password);
      notifySuccess(accountSettings.passwordChanged);
      onClose();
    } catch (error) {
      const message = changePasswordErrorMessage(error);
      // A wrong current password belongs to its field; other failures (network, limits) to the toast.
      setFailure(message === accountSettings.wrongCurrentPassword ? message : null);
      notifyError('low', { title: profileText.changePassword, description: message });
    }
  });

  const errors = formState.errors;
  return (
    <DialogShell kind="confirm" open={open} onClose={onClose} title={profileText.changePassword} busy={formState.isSubmitting}
      submit={{ label: profileText.changePassword, colorPalette: 'orange', form: FORM_ID }}
      onExitComplete={() => {
        reset(empty);
        setFailure(null);
      }}>
      <form id={FORM_ID} onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="4">
          <PasswordField label={profileText.currentPassword} autoComplete="current-password" required
            error={errors.current?.message ?? failure ?? undefined} {...register('current')} />
          <PasswordField label={profileText.newPassword} autoComplete="new-password" required helper="Pelo menos 6 caracteres."
            error={errors.password?.message} {...register('password')} />
          <PasswordField label={profileText.confirmPassword} autoComplete="new-password" required
            error={errors.confirmation?.message} {...register('confirmation')} />
        </Stack>
      </form>
    </DialogShell>
  );
}
