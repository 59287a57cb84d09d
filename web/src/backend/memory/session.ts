import { integrators } from '@solarcred/domain/data/integrators';
import { members } from '@solarcred/domain/data/members';
import { profiles } from '@solarcred/domain/data/profiles';
import { sessionCompany } from '@solarcred/domain/team/session-company';
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
    const profile = store.doc(profiles, user.uid);
    const membership = role === 'integrador' ? store.doc(members, user.uid) : null;
    const company = sessionCompany(user.uid, role, membership, role === 'integrador' ? store.doc(integrators, user.uid) : null);
    // A member's session carries no company record: the titular's holds its CPF.
    const integrator = company?.papel === 'titular' ? store.doc(integrators, user.uid) : null;
    return { status: 'signed-in', user: { uid: user.uid, email: user.email }, role, profile, integrator, company };
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
