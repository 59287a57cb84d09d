/** Schemas of the sign-in, sign-up and password recovery forms (file 000 section 5). */
import { z } from 'zod';
import { auth as authRules } from '../constants';
import { auth, validation } from '../messages';
import { isSimpleEmail } from '../validators';

const email = z.string().trim().min(1, validation.emailRequired).email(validation.emailInvalid);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, validation.required),
});
export type SignInValues = z.infer<typeof signInSchema>;

/** Sign-up: e-mail and password required, confirmation must match ('As senhas não coincidem.'). */
export const signUpSchema = z
  .object({
    email,
    password: z.string().min(1, validation.required),
    confirmation: z.string().min(1, validation.required),
  })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: auth.passwordsMismatch,
  });
export type SignUpValues = z.infer<typeof signUpSchema>;

/** Forgot password: a simple text@text.text pattern. */
export const forgotPasswordSchema = z.object({
  email: z.string().trim().refine(isSimpleEmail, auth.emailInvalidForRecovery),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** Reset password: at least 6 characters; confirmation must match ('As senhas não coincidem'). */
export const resetPasswordSchema = z
  .object({
    password: z.string().min(authRules.minPasswordLength, auth.passwordTooShort),
    confirmation: z.string(),
  })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: auth.resetPasswordsMismatch,
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
