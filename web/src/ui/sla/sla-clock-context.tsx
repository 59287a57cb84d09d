/**
 * One SLA clock per screen: the board (or the details tab) provides it once, and every card's
 * clock and every column's late count reads it, so a hundred cards share one settings listener
 * and one timer. Without a provider the clocks render nothing.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ProposalScope } from '@solarcred/domain/team/scope';
import { useSlaClock, type SlaClock } from './use-sla-clock';

interface SlaScope extends SlaClock {
  /** Whose proposals are shown: a company's (a seller's, issue 29), or every company's on the admin's screens. */
  proposals: ProposalScope;
}

const SlaClockContext = createContext<SlaScope | null>(null);

export function SlaClockProvider({ proposals, children }: { proposals: ProposalScope; children: ReactNode }) {
  const { now, horas, cutoffs } = useSlaClock();
  const { integratorId, createdBy } = proposals;
  const scope = useMemo(() => ({ now, horas, cutoffs, proposals: { integratorId, createdBy } }), [now, horas, cutoffs, integratorId, createdBy]);
  return <SlaClockContext.Provider value={scope}>{children}</SlaClockContext.Provider>;
}

export const useSlaScope = () => useContext(SlaClockContext);
