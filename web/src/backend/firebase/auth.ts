import { FirebaseError } from 'firebase/app';
import {
  EmailAuthProvider,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { BackendError, type AuthPort } from '../port';
import { auth } from './app';

/** Re-throws SDK errors as BackendError with the same code, so screens handle one type. */
async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FirebaseError) throw new BackendError(error.code, error.message);
    throw error;
  }
}

/**
 * Enters the signed-in user's password again (a wrong one: 'auth/invalid-credential'): Firebase
 * asks for it before a password change, and the refreshed sign-in time is what sensitive callables
 * check (savePayoutDestination).
 */
export function reauthenticate(password: string): Promise<void> {
  return mapped(async () => {
    const user = auth.currentUser;
    if (!user?.email) throw new BackendError('auth/user-token-expired');
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  });
}

export const firebaseAuth: AuthPort = {
  signIn: (email, password) => mapped(async () => void (await signInWithEmailAndPassword(auth, email.trim(), password))),
  signUp: (email, password) => mapped(async () => void (await createUserWithEmailAndPassword(auth, email.trim(), password))),
  signOut: () => mapped(() => signOut(auth)),
  sendPasswordReset: (email) =>
    mapped(() => sendPasswordResetEmail(auth, email.trim(), { url: `${location.origin}/reset-password` })),
  verifyPasswordResetCode: (code) => mapped(() => verifyPasswordResetCode(auth, code)),
  confirmPasswordReset: (code, password) => mapped(() => confirmPasswordReset(auth, code, password)),
  async changePassword(current, next) {
    await reauthenticate(current);
    await mapped(async () => {
      const user = auth.currentUser;
      if (!user) throw new BackendError('auth/user-token-expired');
      await updatePassword(user, next);
    });
  },
  sendEmailVerification: () =>
    mapped(async () => {
      const user = auth.currentUser;
      if (!user) throw new BackendError('auth/user-token-expired');
      await sendEmailVerification(user, { url: location.href });
    }),
};
