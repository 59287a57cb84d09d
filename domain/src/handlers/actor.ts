/** Who issues a command, as the callable sees it (uid and role claim). */
import { DomainError } from '../errors';
import { auth as authText } from '../messages';
import type { Role } from '../options';
import type { Papel } from '../team/roles';
import { teamText } from '../team/team-text';

export interface Actor {
  uid: string;
  role: Role | null;
  /**
   * An integrator's company (its titular's uid) and role in it, from membros/{uid} as the command
   * read it (issue 29; never from the claims). Absent: the titular of its own company, uid.
   */
  empresa?: string;
  papel?: Papel;
  /** The member's name (membros/{uid}.nome), which its proposals and comments are signed with. */
  nome?: string;
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

/**
 * The caller must be its company's titular (issue 29): the company's record, photo, customer
 * links and payout data are the titular's. An integrator without a membership is one.
 */
export function requireTitular(actor: Actor | null): Actor {
  const integrator = requireIntegrator(actor);
  const ownCompany = integrator.empresa === undefined || integrator.empresa === integrator.uid;
  if ((integrator.papel !== undefined && integrator.papel !== 'titular') || !ownCompany) throw new DomainError('permission-denied', teamText.titularOnly);
  return integrator;
}

/** The caller must be an integrator (its own onboarding commands). */
export function requireIntegrator(actor: Actor | null): Actor {
  const signedIn = requireSignedIn(actor);
  if (signedIn.role !== 'integrador') throw new DomainError('permission-denied', authText.integratorsOnly);
  return signedIn;
}
