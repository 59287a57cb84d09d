/**
 * Notices (avisos): where a notice's image lives, who it is for, and the integrator bell's
 * window (the last 7 days, at most 5, unread = no read record). Pure, so both adapters and the
 * functions decide the same way.
 */
import { bells, storageFolders } from './constants';
import type { Millis, Notice } from './model';
import { uploadFileName } from './storage-names';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The audience value of a notice for every integrator. */
export const EVERYONE = 'todos';

/** `avisos/{noticeId}/`: the folder of one notice's image, removed with the notice. */
export function noticeFolder(noticeId: string): string {
  return `${storageFolders.notices}/${noticeId}/`;
}

const extensionByType: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** `avisos/{noticeId}/imagem_{epochMillis}.{jpg|png|webp}` (storage-names' noticeImage pattern). */
export function noticeImagePath(noticeId: string, contentType: string, at: Millis): string {
  const extension = extensionByType[contentType.toLowerCase()] ?? 'jpg';
  return `${noticeFolder(noticeId)}${uploadFileName('imagem', at, extension)}`;
}

/** ['todos'] or [integratorId]: the array the integrator's queries and the rules test. */
export function audienceOf(target: { destinatario_tipo: 'todos' | 'especifico'; integrador_id: string | null }): string[] {
  return target.destinatario_tipo === 'especifico' && target.integrador_id ? [target.integrador_id] : [EVERYONE];
}

/** The two audiences an integrator's bell queries, one array-contains query each. */
export function audiencesOf(integratorId: string): [string, string] {
  return [EVERYONE, integratorId];
}

/** The oldest creation time the bell shows: 7 days before `now`. */
export function noticesWindowStart(now: Millis): Millis {
  return now - bells.noticesWindowDays * DAY_MS;
}

/** Newest first, without duplicates, at most `limit` (the bell merges its two queries with it). */
export function newestNotices(lists: readonly (readonly Notice[])[], limit: number = bells.recentNotices): Notice[] {
  const byId = new Map<string, Notice>();
  for (const list of lists) for (const notice of list) byId.set(notice.id, notice);
  return [...byId.values()].sort((a, b) => b.created_at - a.created_at || a.id.localeCompare(b.id)).slice(0, limit);
}

/** A notice in the bell, with whether this integrator has a read record for it. */
export type BellNotice = Notice & { lido: boolean };

/** The badge: '9+' above 9, nothing at 0. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > bells.badgeCap ? `${bells.badgeCap}+` : String(count);
}
