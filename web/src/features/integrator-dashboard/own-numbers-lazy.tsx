import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';

/** The card's own chunk (and the analytics reads), asked for once the dashboard has painted. */
const OwnNumbersCard = lazy(() => import('./own-numbers-card'));

/** 'Seus números' after the page: a placeholder of its size until the first paint has passed and its chunk is in. */
export function LazyOwnNumbersCard({ companyId }: { companyId: string }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const placeholder = <Skeleton h="44" role="status" aria-busy="true" aria-label="Carregando" data-testid="own-numbers-place" />;
  return painted ? <Suspense fallback={placeholder}><OwnNumbersCard companyId={companyId} /></Suspense> : placeholder;
}
