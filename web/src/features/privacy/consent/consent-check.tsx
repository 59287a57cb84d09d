import { lazy, Suspense, useEffect, useState } from 'react';
import { changedDocuments, needsConsent } from '@solarcred/domain/privacy/consent-versions';
import type { ConsentVersion } from '@solarcred/domain/privacy/types';
import { getBackend } from '../../../backend';
import { clearConsentCheck } from '../../../ui/auth/consent-check';
import { LoadingScreen } from '../../../ui/loading-screen';

const ConsentDialog = lazy(() => import('./consent-dialog'));

/** What the dialog shows: the changed texts' versions in force (with what changed). */
async function changed(): Promise<ConsentVersion[]> {
  const { consent } = await getBackend();
  const [current, mine] = await Promise.all([consent.current(), consent.mine()]);
  if (!needsConsent(mine, current)) return [];
  return Promise.all(changedDocuments(mine, current).map((tipo) => consent.version(tipo, current[tipo])));
}

/**
 * After a sign-in (issue 51): when a text in force is newer than the person's acceptance, a dialog
 * with what changed, the links, 'Aceitar e continuar' and 'Sair' stands before the area; otherwise
 * the area shows at once.
 */
export default function ConsentCheck() {
  const [versions, setVersions] = useState<ConsentVersion[] | null>(null);

  useEffect(() => {
    let active = true;
    changed().then((found) => {
      if (!active) return;
      if (found.length === 0) clearConsentCheck();
      else setVersions(found);
    }, (error: unknown) => {
      // Not known: the area goes on; the next sign-in asks again.
      console.warn('consent check failed', error);
      if (active) clearConsentCheck();
    });
    return () => {
      active = false;
    };
  }, []);

  if (!versions) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <ConsentDialog versions={versions} />
    </Suspense>
  );
}
