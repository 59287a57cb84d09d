/**
 * One SLA clock per screen: the board (or the details tab) provides it once, and every card's
 * clock and every column's late count reads it, so a hundred cards share one settings listener
 * and one timer. Without a provider the clocks render nothing.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSlaClock, type SlaClock } from './use-sla-clock';

interface SlaScope extends SlaClock {
  /** The integrator whose own proposals are shown; null on the admin's screens. */
  integratorId: string | null;
}

const SlaClockContext = createContext<SlaScope | null>(null);

export function SlaClockProvider({ integratorId, children }: { integratorId: string | null; children: ReactNode }) {
  const { now, horas, cutoffs } = useSlaClock();
  const scope = useMemo(() => ({ now, horas, cutoffs, integratorId }), [now, horas, cutoffs, integratorId]);
  return <SlaClockContext.Provider value={scope}>{children}</SlaClockContext.Provider>;
}

export const useSlaScope = () => useContext(SlaClockContext);
