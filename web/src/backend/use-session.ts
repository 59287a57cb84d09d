import { useSyncExternalStore } from 'react';
import { session } from './index';
import type { Session } from './port';
import { paths } from '../config/paths';

/** The live session: loading, signed out, or the user with role, profile and integrator record. */
export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/**
 * Where the signed-in user belongs (admin or integrator area); 'signed-out' when nobody is
 * signed in; null while that is not known yet.
 */
export function useSessionHome(): string | null | 'signed-out' {
  const current = useSession();
  if (current.status === 'loading') return null;
  if (current.status === 'signed-out') return 'signed-out';
  if (current.role === 'admin') return paths.admin.dashboard;
  if (current.role === 'integrador') return paths.integrator.dashboard;
  return null;
}
