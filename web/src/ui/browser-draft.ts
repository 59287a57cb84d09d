/**
 * Issue 51: the drafts this browser keeps (the proposal wizard's, the customer's on its link,
 * onboarding's) carry `savedAt`, and one untouched for 90 days (domain/privacy/retention.ts) is
 * removed when read, as if it had never been kept. A draft saved before it carried a time is kept
 * and dated by its next save.
 */
import { isBrowserDraftExpired } from '@solarcred/domain/privacy/retention-periods';

/** The `savedAt` of a stored draft's JSON, or null when it has none. */
export function savedAtOf(draft: unknown): number | null {
  const savedAt = typeof draft === 'object' && draft !== null ? (draft as { savedAt?: unknown }).savedAt : undefined;
  return typeof savedAt === 'number' && Number.isFinite(savedAt) ? savedAt : null;
}

/** False, and the key removed, when the draft under `key` is past its 90 days. */
export function keepBrowserDraft(key: string, draft: unknown, now: number = Date.now()): boolean {
  const savedAt = savedAtOf(draft);
  if (savedAt === null || !isBrowserDraftExpired(savedAt, now)) return true;
  try {
    localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing to remove
  }
  return false;
}
