import type { Integrator, Profile } from '@solarcred/domain/model';
import type { Session, SessionSource } from '../port';
import type { MemoryStore } from './store';

/** Derives the session from the store, keeping the same object while nothing in it changed. */
export function memorySession(store: MemoryStore): SessionSource {
  let last: Session = { status: 'signed-out' };
  let lastKey = '';
  let lastState: unknown = null;
  const compute = (): Session => {
    const { currentUid, users } = store.snapshot;
    const user = currentUid ? users[currentUid] : undefined;
    if (!user) return { status: 'signed-out' };
    const role = user.claims.role ?? null;
    const profile = store.doc('profiles', user.uid) as unknown as Profile | null;
    const integrator = role === 'integrador' ? (store.doc('integradores', user.uid) as unknown as Integrator | null) : null;
    return { status: 'signed-in', user: { uid: user.uid, email: user.email }, role, profile, integrator };
  };
  return {
    subscribe: (listener) => store.subscribe(listener),
    getSnapshot() {
      if (store.snapshot === lastState) return last;
      lastState = store.snapshot;
      const next = compute();
      const key = JSON.stringify(next);
      if (key !== lastKey) {
        last = next;
        lastKey = key;
      }
      return last;
    },
  };
}
