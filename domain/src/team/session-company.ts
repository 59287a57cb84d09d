/**
 * The company a signed-in integrator works for (issue 29), as both backends' sessions derive it:
 * a gestor's or vendedor's membership names it (with its copy of the company's name and status,
 * since members do not read integradores/{id}); the titular, and an account from before teams
 * (no membership yet), is its own company.
 */
import { effectiveStatus, guardOutcome, type GuardOutcome } from '../integrator-status';
import type { Integrator } from '../model';
import type { Role } from '../options';
import type { Member } from './member';
import { normalizePapel, type Papel } from './roles';
import { teamText } from './team-text';

export interface SessionCompany {
  /** integradores/{id}: the titular's uid. */
  id: string;
  papel: Papel;
  nome: string;
  /** The company's status (integradores/{id}.status, or the membership's copy); undefined when it has no record yet. */
  status: string | undefined;
  /** False once the titular deactivated this member. */
  ativo: boolean;
}

/**
 * undefined while the membership (or the titular's record) is still loading; null for anyone who
 * is not an integrator.
 */
export function sessionCompany(
  uid: string,
  role: Role | null,
  membership: Member | null | undefined,
  integrator: Pick<Integrator, 'nome_empresa' | 'status'> | null | undefined,
): SessionCompany | null | undefined {
  if (role !== 'integrador') return null;
  if (membership === undefined) return undefined;
  const papel = membership ? (normalizePapel(membership.papel) ?? 'vendedor') : 'titular';
  if (membership && papel !== 'titular') {
    return { id: membership.empresa, papel, nome: membership.empresa_nome ?? '', status: membership.empresa_status, ativo: membership.ativo };
  }
  if (integrator === undefined) return undefined;
  return { id: uid, papel: 'titular', nome: integrator?.nome_empresa ?? '', status: integrator?.status, ativo: true };
}

/**
 * Where a signed-in integrator goes: the titular by its record's status as before teams; a member
 * only into an approved company, and out (signed off with the reason) once deactivated or once
 * the company is no longer approved.
 */
export function companyGuardOutcome(company: SessionCompany, integrator: Pick<Integrator, 'status'> | null): GuardOutcome {
  if (company.papel === 'titular') return guardOutcome({ role: 'integrador', integrator });
  if (!company.ativo) return { kind: 'redirect', to: '/auth', message: teamText.deactivated };
  if (effectiveStatus(company.status) !== 'aprovado') return { kind: 'redirect', to: '/auth', message: teamText.companyClosed };
  return { kind: 'allow' };
}
