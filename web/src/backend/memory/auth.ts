import { signUpWrites } from '@solarcred/domain/handlers/sign-up';
import { auth as authRules } from '@solarcred/domain/constants';
import { integrators } from '@solarcred/domain/data/integrators';
import { members } from '@solarcred/domain/data/members';
import { profiles } from '@solarcred/domain/data/profiles';
import { BackendError, type AuthPort } from '../port';
import { pause } from './commands';
import { onIntegratorWritten } from './triggers';
import { putDoc, type MemoryStore } from './store';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function randomId(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 20);
}

/** Firebase Auth's behaviour, error codes included, over the memory store. */
export function memoryAuth(store: MemoryStore): AuthPort {
  const findByEmail = (email: string) =>
    Object.values(store.snapshot.users).find((user) => user.email === email.trim().toLowerCase());

  const failIfAsked = (operation: string) => {
    if (store.takeFault(operation)) throw new BackendError('auth/network-request-failed');
  };

  return {
    async signIn(email, password) {
      await pause();
      failIfAsked('signIn');
      if (!EMAIL_SHAPE.test(email.trim())) throw new BackendError('auth/invalid-email');
      const user = findByEmail(email);
      if (!user || user.password !== password) throw new BackendError('auth/invalid-credential');
      store.update((state) => {
        state.currentUid = user.uid;
        state.users[user.uid] = { ...user, lastSignInAt: Date.now() };
      });
    },

    async signUp(email, password) {
      await pause();
      failIfAsked('signUp');
      const normalized = email.trim().toLowerCase();
      if (!EMAIL_SHAPE.test(normalized)) throw new BackendError('auth/invalid-email');
      if (password.length < authRules.minPasswordLength) throw new BackendError('auth/weak-password');
      if (findByEmail(normalized)) throw new BackendError('auth/email-already-in-use');
      const uid = randomId();
      // The same decision the sign-up Cloud Function makes.
      const writes = signUpWrites({ uid, email: normalized, displayName: null, now: Date.now() });
      store.update((state) => {
        state.users[uid] = { uid, email: normalized, password, claims: writes.claims, lastSignInAt: Date.now(), emailVerified: false };
        putDoc(state, profiles, writes.profile);
        if (writes.member) putDoc(state, members, writes.member);
        if (writes.integrator) {
          putDoc(state, integrators, writes.integrator);
          onIntegratorWritten(state, null, writes.integrator);
        }
        state.currentUid = uid;
      });
    },

    async signOut() {
      await pause();
      failIfAsked('signOut');
      store.update((state) => {
        state.currentUid = null;
      });
    },

    async sendPasswordReset(email) {
      await pause();
      failIfAsked('sendPasswordReset');
      if (!EMAIL_SHAPE.test(email.trim())) throw new BackendError('auth/invalid-email');
      const user = findByEmail(email);
      // Like Firebase with e-mail enumeration protection: unknown addresses succeed silently.
      if (!user) return;
      const code = randomId();
      const link = `${location.origin}/reset-password?mode=resetPassword&oobCode=${code}`;
      store.update((state) => {
        state.resetCodes[code] = user.uid;
        state.outbox.push({ to: user.email, kind: 'password-reset', link, code, sentAt: Date.now() });
      });
    },

    async verifyPasswordResetCode(code) {
      await pause();
      failIfAsked('verifyPasswordResetCode');
      const uid = store.snapshot.resetCodes[code];
      const user = uid ? store.snapshot.users[uid] : undefined;
      if (!user) throw new BackendError('auth/invalid-action-code');
      return user.email;
    },

    async confirmPasswordReset(code, newPassword) {
      await pause();
      failIfAsked('confirmPasswordReset');
      const uid = store.snapshot.resetCodes[code];
      if (!uid || !store.snapshot.users[uid]) throw new BackendError('auth/invalid-action-code');
      if (newPassword.length < authRules.minPasswordLength) throw new BackendError('auth/weak-password');
      store.update((state) => {
        const user = state.users[uid];
        if (user) user.password = newPassword;
        delete state.resetCodes[code];
      });
    },

    async changePassword(current, next) {
      await pause();
      failIfAsked('changePassword');
      const user = reauthenticated(store, current);
      if (next.length < authRules.minPasswordLength) throw new BackendError('auth/weak-password');
      store.update((state) => {
        const stored = state.users[user.uid];
        if (stored) stored.password = next;
      });
    },

    // No e-mail leaves the demo: the link is taken as followed at once.
    async sendEmailVerification() {
      await pause();
      failIfAsked('sendEmailVerification');
      const uid = store.snapshot.currentUid;
      if (!uid || !store.snapshot.users[uid]) throw new BackendError('auth/user-token-expired');
      store.update((state) => {
        const stored = state.users[uid];
        if (stored) stored.emailVerified = true;
      });
    },
  };
}

/** The signed-in user once its password is entered again, as Firebase's re-authentication answers. */
export function reauthenticated(store: MemoryStore, password: string) {
  const uid = store.snapshot.currentUid;
  const user = uid ? store.snapshot.users[uid] : undefined;
  if (!user) throw new BackendError('auth/user-token-expired');
  // Firebase's re-authentication answers a wrong password with invalid-credential.
  if (user.password !== password) throw new BackendError('auth/invalid-credential');
  return user;
}
