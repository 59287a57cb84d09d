/** Schemas of the sign-in, sign-up and password recovery forms (file 000 section 5). */
import { z } from 'zod';
import { auth as authRules, inputLimits } from '../constants';
import { auth, validation } from '../messages';
import { isSimpleEmail } from '../validators';

export const emailField = z.string().max(inputLimits.email, validation.emailInvalid).trim().min(1, validation.emailRequired).email(validation.emailInvalid);
const password = z.string().max(inputLimits.password, validation.tooLong);

export const signInSchema = z.object({
  email: emailField,
  password: password.min(1, validation.required),
});
export type SignInValues = z.infer<typeof signInSchema>;

/** Sign-up: e-mail and password required, confirmation must match ('As senhas não coincidem.'). */
export const signUpSchema = z
  .object({
    email: emailField,
    password: password.min(1, validation.required),
    confirmation: password.min(1, validation.required),
  })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: auth.passwordsMismatch,
  });
export type SignUpValues = z.infer<typeof signUpSchema>;

/** Forgot password: a simple text@text.text pattern. */
export const forgotPasswordSchema = z.object({
  email: z.string().max(inputLimits.email, auth.emailInvalidForRecovery).trim().refine(isSimpleEmail, auth.emailInvalidForRecovery),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** Reset password: at least 6 characters; confirmation must match ('As senhas não coincidem'). */
export const resetPasswordSchema = z
  .object({
    password: password.min(authRules.minPasswordLength, auth.passwordTooShort),
    confirmation: password,
  })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: auth.resetPasswordsMismatch,
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
