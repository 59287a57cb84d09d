import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { consentCheckPending, subscribeConsentCheck } from '../ui/auth/consent-check';
import { LoadingScreen } from '../ui/loading-screen';

/** Loaded only after a sign-in: an area opened in a session already going carries none of it. */
const ConsentCheck = lazy(() => import('../features/privacy/consent/consent-check'));

/**
 * Issue 51: right after a sign-in, the area waits until the person has accepted the texts in force
 * (or had nothing to accept); see ui/auth/consent-check.ts.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const pending = useSyncExternalStore(subscribeConsentCheck, consentCheckPending, () => false);
  if (!pending) return children;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <ConsentCheck />
    </Suspense>
  );
}
