/**
 * How long each kind of record outlives its use (issue 51; retention.ts says why and when each
 * goes). Alone, without imports: the browser drafts' check rides on the customer's page.
 */
export const dayMs = 86_400_000;

export const retentionDays = {
  customerDraft: 90,
  customerLink: 30,
  invitation: 30,
  privacyExport: 1,
  browserDraft: 90,
} as const;

/** A browser draft last saved at `savedAt` is dropped when read 90 days later or more. */
export const isBrowserDraftExpired = (savedAt: number, now: number): boolean => now - savedAt >= retentionDays.browserDraft * dayMs;
