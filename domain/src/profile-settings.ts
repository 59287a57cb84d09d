/**
 * The account settings a user keeps on profiles/{uid}: display name and notification switches
 * (file 001 section 2, admin settings). The rules (firestore.rules, profiles) accept the same.
 */
import type { NotificationPrefs, Profile } from './model';

/** The longest display name firestore.rules accepts on profiles/{uid}.nome. */
export const profileNameMaxLength = 120;

/** As the spec's static form showed them: new integrators on, proposal status updates off. */
export const defaultNotificationPrefs: Readonly<NotificationPrefs> = {
  novos_integradores: true,
  status_propostas: false,
  instalacoes_atrasadas: true,
  repasses_atrasados: true,
};

/** The switches as saved, each missing one at its default (what the notifications issue reads). */
export function notificationPrefsOf(profile: Pick<Profile, 'notificacoes'> | null | undefined): NotificationPrefs {
  return { ...defaultNotificationPrefs, ...(profile?.notificacoes ?? {}) };
}

/** Two letters for an avatar: first and last word ('Sol Nascente Energia Ltda' → 'SE'). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\s+(ltda\.?|me|epp|eireli|s\.?\/?a\.?)$/i, '')
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
