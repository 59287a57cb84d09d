import { onIdTokenChanged, type User } from 'firebase/auth';
import { onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { integrators } from '@solarcred/domain/data/integrators';
import { profiles } from '@solarcred/domain/data/profiles';
import type { Integrator, Profile } from '@solarcred/domain/model';
import { normalizeRole, type Role } from '@solarcred/domain/options';
import type { Session, SessionSource } from '../port';
import { auth } from './app';
import { docRef } from './refs';

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
      onSnapshot(docRef(profiles, user.uid), (snapshot) => {
        profile = snapshot.data() ?? null;
        if (profile && role === null) void user.getIdToken(true);
        publish();
      }, () => publish()),
    );
    if (role === 'integrador') {
      detach.push(
        onSnapshot(docRef(integrators, user.uid), (snapshot) => {
          integrator = snapshot.data() ?? null;
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
