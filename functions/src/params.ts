import { defineString } from 'firebase-functions/params';

/**
 * Comma-separated e-mails that become admins on sign-up. Set per project in
 * functions/.env.<projectId> (the emulator's demo project has its own file) or at deploy time.
 */
export const ADMIN_EMAILS = defineString('ADMIN_EMAILS', {
  default: '',
  description: 'Comma-separated e-mails that get the admin role when they sign up',
});

/** Splits the ADMIN_EMAILS value into trimmed, lower-cased, non-empty e-mails. */
export function parseAdminEmails(value: string): string[] {
  return value
    .split(/[,;\s]+/)
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== '');
}
