/**
 * The sign-in's consent check (issue 51): signing in marks this tab (sessionStorage), and the
 * signed-in areas ask, before showing anything, whether the person accepted the versions in force
 * (the areas' ConsentGate). A session already open is not interrupted: only a sign-in marks it, and
 * the mark stays until the person accepts or leaves (a reload in between asks again).
 */
const key = 'solarcred-consent-check';
const listeners = new Set<() => void>();
const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

function set(pending: boolean): void {
  if (pending) storage()?.setItem(key, '1');
  else storage()?.removeItem(key);
  for (const listener of [...listeners]) listener();
}

/** Marks the sign-in about to happen. */
export const markConsentCheck = () => set(true);
/** The check is done (accepted, nothing to accept, or signed out). */
export const clearConsentCheck = () => set(false);
export const consentCheckPending = (): boolean => storage()?.getItem(key) === '1';
export function subscribeConsentCheck(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
