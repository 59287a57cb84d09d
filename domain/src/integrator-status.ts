/**
 * Integrator status rules (file 000 sections 2 and 4, file 001 section 4). The legacy status
 * 'pendente' is read as 'pendente_aprovacao' everywhere (DECISIONS.md).
 */
import { isProfileComplete } from './integrator-completeness';
import { accountBadge, guard, statusScreen } from './messages';
import type { Integrator } from './model';
import {
  integratorStatuses,
  integratorStatusOptions,
  labelOf,
  type AdminIntegratorTab,
  type IntegratorStatus,
  type Role,
} from './options';

/** A status after folding the legacy 'pendente'. */
export type EffectiveStatus = Exclude<IntegratorStatus, 'pendente'>;

/** Folds legacy 'pendente' into 'pendente_aprovacao'; null for a missing or unknown status. */
export function effectiveStatus(status: string | null | undefined): EffectiveStatus | null {
  if (status === 'pendente') return 'pendente_aprovacao';
  const known = integratorStatuses.find((s) => s === status);
  return known && known !== 'pendente' ? known : null;
}

/**
 * The stored statuses a list of `status` must query: every status that reads as it, so the
 * legacy 'pendente' is listed with 'pendente_aprovacao'. An unknown status queries itself.
 */
export function storedStatusesOf(status: string): string[] {
  const effective = effectiveStatus(status);
  if (effective === null) return [status];
  return integratorStatuses.filter((stored) => effectiveStatus(stored) === effective);
}

/**
 * The admin list tab a status belongs to; null for an unknown status.
 * 'pendente_documentacao' means the profile is still incomplete, so it sits with 'pendente_cadastro'.
 */
export function adminTabOf(status: string | null | undefined): AdminIntegratorTab | null {
  const s = effectiveStatus(status);
  if (s === 'pendente_documentacao') return 'pendente_cadastro';
  return s;
}

/** The stored statuses an admin list tab queries (legacy 'pendente' and 'pendente_documentacao' included). */
export function storedStatusesOfTab(tab: AdminIntegratorTab): string[] {
  return integratorStatuses.filter((stored) => adminTabOf(stored) === tab);
}

/** Statuses from which the profile wizard may be (re)submitted; the submit callable refuses the others. */
export const profileSubmitStatuses: readonly EffectiveStatus[] = ['pendente_cadastro', 'pendente_documentacao'];

/** Whether the profile may be (re)submitted from `status`. */
export function mayProfileSubmit(status: string | null | undefined): boolean {
  return profileSubmitStatuses.some((s) => s === status);
}

/** Status after the wizard submits: under review when all 26 items are present. */
export function statusAfterProfileSubmit(
  integrator: Integrator,
): 'pendente_aprovacao' | 'pendente_documentacao' {
  return isProfileComplete(integrator) ? 'pendente_aprovacao' : 'pendente_documentacao';
}

export interface RefreshOutcome {
  nextStatus: string;
  changed: boolean;
  message: string;
}

/** The 'Atualizar Status' button: only a complete pendente_documentacao moves to review. */
export function refreshOutcome(integrator: Integrator): RefreshOutcome {
  if (integrator.status === 'pendente_documentacao' && isProfileComplete(integrator)) {
    return { nextStatus: 'pendente_aprovacao', changed: true, message: statusScreen.refreshComplete };
  }
  return { nextStatus: integrator.status, changed: false, message: statusScreen.refreshed };
}

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: '/auth' | '/complete-profile' | '/awaiting-approval'; message?: string };

export interface GuardInput {
  /** The signed-in user's role; null or undefined when nobody is signed in. */
  role: Role | null | undefined;
  /** The integrator record (integrators only); null when it does not exist yet. */
  integrator: Pick<Integrator, 'status'> | null | undefined;
}

/** Decides whether a protected route renders or where the user goes instead. */
export function guardOutcome({ role, integrator }: GuardInput): GuardOutcome {
  if (!role) return { kind: 'redirect', to: '/auth' };
  if (role === 'admin') return { kind: 'allow' };
  if (!integrator) return { kind: 'redirect', to: '/complete-profile' };
  switch (effectiveStatus(integrator.status)) {
    case 'aprovado':
      return { kind: 'allow' };
    case 'pendente_cadastro':
      return { kind: 'redirect', to: '/complete-profile' };
    case 'pendente_documentacao':
    case 'pendente_aprovacao':
      return { kind: 'redirect', to: '/awaiting-approval' };
    case 'rejeitado':
      return { kind: 'redirect', to: '/auth', message: guard.rejected };
    default:
      return { kind: 'redirect', to: '/auth', message: guard.unknownStatus };
  }
}

export type BadgeColor = 'green' | 'yellow' | 'red' | 'gray';

/** Pending is yellow, as file 001 section 4 gives it for the account badge. */
const pendingColor: BadgeColor = 'yellow';

/**
 * The one colour of each status on every screen (badges, counters). 'pendente_cadastro' has not
 * started, so it is grey rather than pending.
 */
export const integratorStatusColor: Readonly<Record<EffectiveStatus, BadgeColor>> = {
  pendente_cadastro: 'gray',
  pendente_documentacao: pendingColor,
  pendente_aprovacao: pendingColor,
  aprovado: 'green',
  rejeitado: 'red',
};

export interface StatusBadge {
  label: string;
  color: BadgeColor;
}

/** The status badge of the admin screens: the status's own label and colour (unknown: as stored, grey). */
export function integratorStatusBadge(status: string): StatusBadge {
  const s = effectiveStatus(status);
  return { label: labelOf(integratorStatusOptions, status) ?? status, color: s ? integratorStatusColor[s] : 'gray' };
}

/** The account-status badge of the integrator profile page: any pending status reads 'Pendente'. */
export function integratorAccountBadge(status: string | null | undefined): StatusBadge {
  const s = effectiveStatus(status);
  if (s === 'aprovado' || s === 'rejeitado') return { label: accountBadge[s], color: integratorStatusColor[s] };
  if (s !== null) return { label: accountBadge.pendente, color: pendingColor };
  return { label: accountBadge.unknown, color: 'gray' };
}
