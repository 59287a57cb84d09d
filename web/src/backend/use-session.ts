import { useSyncExternalStore } from 'react';
import { session } from './index';
import type { Session } from './port';
import type { SessionCompany } from '@solarcred/domain/team/session-company';
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

/**
 * The company the signed-in integrator works for and its role there (issue 29): every read of
 * the company's data names this id, never the person's uid. null while loading, signed out, or
 * for an admin.
 */
export function useCompany(): SessionCompany | null {
  const current = useSession();
  return current.status === 'signed-in' ? (current.company ?? null) : null;
}
