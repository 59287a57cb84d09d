import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { analyticsText as text } from '@solarcred/domain/analytics/analytics-text';

/** The card's own chunk, asked for once the dashboard has painted (its cold-load budget, tests/e2e-firebase/first-loads). */
const OwnNumbersCard = lazy(() => import('./own-numbers-card'));

/** 'Seus números' after the page: a placeholder of its size until the first paint has passed and its chunk is in. */
export function LazyOwnNumbersCard({ companyId }: { companyId: string }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const placeholder = <Skeleton h="40" role="status" aria-busy="true" aria-label={text.loading} />;
  return painted ? <Suspense fallback={placeholder}><OwnNumbersCard companyId={companyId} /></Suspense> : placeholder;
}
