/**
 * Sign-up: what the `onUserCreated` trigger writes for a new Auth account. Pure, so the
 * Cloud Function and the memory backend decide the same way.
 */
import type { Integrator, Millis, Profile } from '../model';
import type { Role } from '../options';

export interface SignUpInput {
  uid: string;
  email: string | null | undefined;
  displayName?: string | null | undefined;
  now: Millis;
  /** The configured admin e-mails (any case). */
  adminEmails: readonly string[];
  /** The role claim the account already carries (a retried event, or the grant script ran first). */
  currentRole?: Role | null | undefined;
}

export interface SignUpWrites {
  role: Role;
  /** profiles/{uid} */
  profile: Profile;
  /** integradores/{uid}; null for admins. */
  integrator: Integrator | null;
}

export const defaultProfileName = 'Usuário';

/** Lower-cases and trims an e-mail so comparisons ignore case and stray spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** True when the e-mail is one of the configured admin e-mails (case-insensitive). */
export function isAdminEmail(email: string | null | undefined, adminEmails: readonly string[]): boolean {
  if (!email) return false;
  const wanted = normalizeEmail(email);
  return wanted !== '' && adminEmails.some((admin) => normalizeEmail(admin) === wanted);
}

/** Decides the role claim and the documents a new account gets. An existing role is kept. */
export function signUpWrites(input: SignUpInput): SignUpWrites {
  const email = input.email?.trim() ?? '';
  const role: Role = input.currentRole ?? (isAdminEmail(email, input.adminEmails) ? 'admin' : 'integrador');
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
  return { role, profile, integrator };
}
