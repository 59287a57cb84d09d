import { useSyncExternalStore } from 'react';
import { session } from './index';
import type { Session } from './port';

/** The live session: loading, signed out, or the user with role, profile and integrator record. */
export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
