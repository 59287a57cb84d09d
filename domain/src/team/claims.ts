/**
 * The custom claims of an integrator account (issue 29): `role`, plus the company and the role in
 * it. Set by Cloud Functions only (sign-up, joining, a role change); the client routes by them,
 * the rules and callables trust membros/{uid} instead, so a stale token grants nothing.
 */
import type { Role } from '../options';
import type { Member } from './member';
import { normalizePapel, type Papel } from './roles';

export interface AccountClaims {
  role: Role;
  empresa?: string;
  papel?: Papel;
}

/** The claims of an active member; a deactivated one keeps only its role, so its next token names no company. */
export function memberClaims(member: Pick<Member, 'empresa' | 'papel' | 'ativo'>): AccountClaims {
  return member.ativo ? { role: 'integrador', empresa: member.empresa, papel: member.papel } : { role: 'integrador' };
}

/**
 * The company and role a token names. An integrator token without them is the titular's of its
 * own company (accounts made before teams, until the migration or their next token refresh).
 */
export function companyClaimsOf(uid: string, claims: Record<string, unknown>): { empresa: string; papel: Papel } {
  const empresa = typeof claims['empresa'] === 'string' && claims['empresa'] !== '' ? claims['empresa'] : uid;
  return { empresa, papel: normalizePapel(claims['papel']) ?? (empresa === uid ? 'titular' : 'vendedor') };
}
