import { onIdTokenChanged } from 'firebase/auth';
import { normalizeRole } from '@solarcred/domain/options';
import { sessionCompany } from '@solarcred/domain/team/session-company';
import type { Session, SessionSource, Unsubscribe } from '../port';
import { auth } from './app';

/**
 * Auth state + role claim + live profile, integrator record and membership (the session's company). Signed out (e.g. on /auth)
 * nothing but Auth is loaded; Firestore arrives with the first signed-in session.
 */
export function firebaseSession(): SessionSource {
  let current: Session = { status: 'loading' };
  const listeners = new Set<() => void>();
  let detach: Unsubscribe[] = [];
  /** Bumped on every token change, so a late-arriving Firestore module follows only the latest user. */
  let generation = 0;
  const emit = (next: Session) => {
    current = next;
    for (const listener of [...listeners]) listener();
  };

  let started = false;
  const start = () => {
    started = true;
    onIdTokenChanged(auth, async (user) => {
      const mine = ++generation;
      for (const stop of detach) stop();
      detach = [];
      if (!user) return emit({ status: 'signed-out' });
      const role = normalizeRole((await user.getIdTokenResult()).claims.role);
      if (mine !== generation) return;
      const base = { status: 'signed-in' as const, user: { uid: user.uid, email: user.email ?? '' }, role };
      const loading = role === 'integrador' ? undefined : null;
      emit({ ...base, profile: null, integrator: loading, company: loading });
      const { followSessionDocuments } = await import('./session-documents');
      if (mine !== generation) return;
      detach = followSessionDocuments(user, role, ({ profile, integrator, membership }) => {
        const company = sessionCompany(user.uid, role, membership, integrator);
        // A member's session carries no company record: the titular's holds its CPF.
        emit({ ...base, profile, integrator: company?.papel === 'titular' ? integrator : company === undefined ? undefined : null, company });
      });
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
