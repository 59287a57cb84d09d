import { Box, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { errorsText } from '@solarcred/domain/messages';

/** The card's own chunk (and its two reads), asked for once its place is on screen. */
const OwnNumbersCard = lazy(() => import('./own-numbers-card'));

/**
 * 'Seus números' after the page: below the fold, its code and reads wait until its place shows on
 * screen — watched only once the dashboard's own numbers are in (`settled`), so the cards above
 * have their height and a skeleton's short first layout does not pull it into the cold load (the
 * dashboard's 350 kB gzip budget, tests/e2e-firebase/first-loads). On a short page it loads at once.
 */
export function LazyOwnNumbersCard({ companyId, settled }: { companyId: string; settled: boolean }) {
  const place = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!settled || shown || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [settled, shown]);
  // Until its place shows, nothing is loading: an empty reserved box, not a busy one (a page whose
  // reader never scrolls down is settled, not loading for ever).
  if (!shown) return <Box ref={place} h="44" data-testid="own-numbers-place" />;
  const loading = <Skeleton h="44" role="status" aria-busy="true" aria-label={errorsText.loading} data-testid="own-numbers-loading" />;
  return <Suspense fallback={loading}><OwnNumbersCard companyId={companyId} /></Suspense>;
}
