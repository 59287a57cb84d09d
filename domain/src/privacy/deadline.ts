/** LGPD art. 19 II: a complete answer within 15 days of the request (calendar days). */
import type { Millis } from '../model';

export const privacyDeadlineDays = 15;
const dayMs = 86_400_000;

export const privacyDeadlineOf = (criadaEm: Millis): Millis => criadaEm + privacyDeadlineDays * dayMs;

/** Whole days left before the deadline (negative once late), as the queue's clock shows it. */
export const daysLeft = (prazoEm: Millis, now: Millis): number => Math.ceil((prazoEm - now) / dayMs);

/** A download link of the access request's ZIP lasts 15 minutes, like the exports'. */
export const privacyExportLinkMs = 15 * 60_000;
