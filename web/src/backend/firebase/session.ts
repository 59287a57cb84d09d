import { onIdTokenChanged, type User } from 'firebase/auth';
import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import type { Integrator, Profile } from '@solarcred/domain/model';
import { normalizeRole, type Role } from '@solarcred/domain/options';
import type { Session, SessionSource } from '../port';
import { auth, db } from './app';

const toMillis = (value: unknown): unknown =>
  value && typeof value === 'object' && 'toMillis' in value && typeof value.toMillis === 'function'
    ? (value.toMillis as () => number)()
    : value;

/** Firestore Timestamps become epoch milliseconds at the edge of the port. */
export function fromFirestore<T>(id: string, data: Record<string, unknown>): T {
  const entries = Object.entries(data).map(([key, value]) => [key, toMillis(value)]);
  return { id, ...Object.fromEntries(entries) } as T;
}

/**
 * Auth state + role claim + live profile and integrator documents. A fresh sign-up has no claim
 * until the trigger has run: when its profile appears, the token is refreshed to pick it up.
 */
export function firebaseSession(): SessionSource {
  let current: Session = { status: 'loading' };
  const listeners = new Set<() => void>();
  let detach: Unsubscribe[] = [];
  const emit = (next: Session) => {
    current = next;
    for (const listener of [...listeners]) listener();
  };

  const follow = (user: User, role: Role | null) => {
    const base = { status: 'signed-in' as const, user: { uid: user.uid, email: user.email ?? '' }, role };
    let profile: Profile | null = null;
    let integrator: Integrator | null | undefined = role === 'integrador' ? undefined : null;
    const publish = () => emit({ ...base, profile, integrator });
    publish();
    detach.push(
      onSnapshot(doc(db, 'profiles', user.uid), (snapshot) => {
        profile = snapshot.exists() ? fromFirestore<Profile>(snapshot.id, snapshot.data()) : null;
        if (profile && role === null) void user.getIdToken(true);
        publish();
      }, () => publish()),
    );
    if (role === 'integrador') {
      detach.push(
        onSnapshot(doc(db, 'integradores', user.uid), (snapshot) => {
          integrator = snapshot.exists() ? fromFirestore<Integrator>(snapshot.id, snapshot.data()) : null;
          publish();
        }, () => {
          integrator = null;
          publish();
        }),
      );
    }
  };

  let started = false;
  const start = () => {
    started = true;
    onIdTokenChanged(auth, async (user) => {
      for (const stop of detach) stop();
      detach = [];
      if (!user) return emit({ status: 'signed-out' });
      const token = await user.getIdTokenResult();
      follow(user, normalizeRole(token.claims.role));
    });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!started) start();
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
  };
}
