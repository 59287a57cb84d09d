import { useEffect } from 'react';
import { storageKeys } from '@solarcred/domain/constants';
import type { UseFormWatch } from 'react-hook-form';
import { keepBrowserDraft } from '../../ui/browser-draft';
import { draftSchema, type WizardDraft, type WizardFormValues } from './wizard-form';

/** localStorage key of a user's wizard draft. */
export const draftKey = (uid: string) => `${storageKeys.profileDraftPrefix}${uid}`;

/** The stored draft, or null when there is none or it cannot be read. */
export function readDraft(uid: string, now = Date.now()): WizardDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(uid));
    if (!raw) return null;
    const json: unknown = JSON.parse(raw);
    // Issue 51: untouched for 90 days, it is dropped (ui/browser-draft.ts).
    if (!keepBrowserDraft(draftKey(uid), json, now)) return null;
    const parsed = draftSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearDraft(uid: string): void {
  try {
    localStorage.removeItem(draftKey(uid));
  } catch {
    // storage unavailable: nothing was kept
  }
}

/**
 * Keeps the typed text (never files, consent or the account e-mail) in localStorage as it
 * changes, so nothing is lost on a reload; paused while sending (the form is then reset).
 */
export function useDraftAutosave(uid: string, watch: UseFormWatch<WizardFormValues>, paused: boolean): void {
  useEffect(() => {
    if (paused) return;
    const subscription = watch((values) => {
      const { email: _email, ...owner } = values.owner ?? {};
      const draft = { company: values.company, owner, projects: values.projects, savedAt: Date.now() };
      try {
        localStorage.setItem(draftKey(uid), JSON.stringify(draft));
      } catch {
        // storage full or blocked: the wizard still works, only the draft is not kept
      }
    });
    return () => subscription.unsubscribe();
  }, [uid, watch, paused]);
}
