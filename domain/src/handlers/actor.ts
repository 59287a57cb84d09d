/** Who issues a command, as the callable sees it (uid and role claim). */
import { DomainError } from '../errors';
import { auth as authText } from '../messages';
import type { Role } from '../options';

export interface Actor {
  uid: string;
  role: Role | null;
}

/** The caller must be signed in. */
export function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw new DomainError('unauthenticated', authText.mustBeAuthenticated);
  return actor;
}

/** The caller must be an admin. */
export function requireAdmin(actor: Actor | null): Actor {
  const signedIn = requireSignedIn(actor);
  if (signedIn.role !== 'admin') throw new DomainError('permission-denied', authText.adminsOnly);
  return signedIn;
}

/** The caller must be an integrator (its own onboarding commands). */
export function requireIntegrator(actor: Actor | null): Actor {
  const signedIn = requireSignedIn(actor);
  if (signedIn.role !== 'integrador') throw new DomainError('permission-denied', authText.integratorsOnly);
  return signedIn;
}
