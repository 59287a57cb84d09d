/**
 * Sign-up: what the `onUserCreated` trigger writes for a new Auth account. Pure, so the
 * Cloud Function and the memory backend decide the same way.
 */
import type { Integrator, Millis, Profile } from '../model';
import type { Role } from '../options';
import { memberClaims, type AccountClaims } from '../team/claims';
import { titularMember, type Member } from '../team/member';

export interface SignUpInput {
  uid: string;
  email: string | null | undefined;
  displayName?: string | null | undefined;
  now: Millis;
  /** The role claim the account already carries (a retried event, or the grant script ran first). */
  currentRole?: Role | null | undefined;
}

export interface SignUpWrites {
  role: Role;
  /** The custom claims to set: the role, and for an integrator its company and role in it. */
  claims: AccountClaims;
  /** profiles/{uid} */
  profile: Profile;
  /** integradores/{uid}; null for admins. */
  integrator: Integrator | null;
  /** membros/{uid}: an integrator signs up as the titular of its own company (issue 29); null for admins. */
  member: Member | null;
}

export const defaultProfileName = 'Usuário';

/** Lower-cases and trims an e-mail so comparisons ignore case and stray spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Decides the role claim and the documents a new account gets. Signing up never makes an admin:
 * the address is not verified at that point, so whoever registered a listed address first would
 * own the portal. Admins are made by `scripts/grant-admin.mjs`; a role granted before this runs is kept.
 */
export function signUpWrites(input: SignUpInput): SignUpWrites {
  const email = input.email?.trim() ?? '';
  const role: Role = input.currentRole ?? 'integrador';
  const profile: Profile = {
    id: input.uid,
    email,
    nome: input.displayName?.trim() || defaultProfileName,
    tipo_usuario: role,
    created_at: input.now,
    messages_seen_at: null,
  };
  const integrator: Integrator | null =
    role === 'integrador'
      ? {
          id: input.uid,
          user_id: input.uid,
          email,
          nome_empresa: email,
          status: 'pendente_cadastro',
          created_at: input.now,
          updated_at: input.now,
        }
      : null;
  const member = integrator ? titularMember(input.uid, profile.nome === defaultProfileName ? email : profile.nome, email, input.now) : null;
  return { role, claims: member ? memberClaims(member) : { role }, profile, integrator, member };
}
