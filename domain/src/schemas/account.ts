/** Schemas of the account screens: change password, display name, profile photo command. */
import { z } from 'zod';
import { auth as authRules, inputLimits, storageFolders } from '../constants';
import { auth, validation } from '../messages';
import { profileNameMaxLength } from '../profile-settings';
import { storagePath } from './common';

const password = z.string().max(inputLimits.password, validation.tooLong);

/** 'Trocar Senha': the current password (to re-authenticate), the new one twice, at least 6 characters. */
export const changePasswordSchema = z
  .object({
    current: password.min(1, validation.required),
    password: password.min(authRules.minPasswordLength, auth.passwordTooShort),
    confirmation: password.min(1, validation.required),
  })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: auth.resetPasswordsMismatch,
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** The display name on profiles/{uid}.nome. */
export const profileNameSchema = z.object({
  nome: z
    .string()
    .trim()
    .min(1, validation.required)
    .max(profileNameMaxLength, `Máximo de ${profileNameMaxLength} caracteres`),
});
export type ProfileNameValues = z.infer<typeof profileNameSchema>;

/** setProfilePhoto's payload: the uploaded photo's storage path. */
export const setProfilePhotoInput = z.object({ path: storagePath(storageFolders.profileImages) });
export type SetProfilePhotoInput = z.input<typeof setProfilePhotoInput>;
