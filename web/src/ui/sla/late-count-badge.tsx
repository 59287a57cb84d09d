/**
 * A column's late count: one count aggregation (one billed read per 1,000 matches), asked again
 * only when its inputs change: the step's cutoff (every slaStepMs in business hours, never at
 * night or on weekends, when the cutoff stands still) or the column's total from the live
 * counters (a card came or went). Nothing is asked for a status without an SLA or an empty column.
 */
import { Badge } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { ProposalStatus } from '@solarcred/domain/options';
import { everyProposal, scopeKey } from '@solarcred/domain/team/scope';
import { getBackend } from '../../backend';
import { AlertIcon } from './icons';
import { useSlaScope } from './sla-clock-context';
import { slaText } from './sla-text';

export function LateCountBadge({ status, total }: { status: ProposalStatus; total: number | null }) {
  const scope = useSlaScope();
  const cutoff = scope?.cutoffs[status];
  const proposals = scope?.proposals ?? everyProposal;
  const [late, setLate] = useState<{ key: string; count: number } | null>(null);
  const key = `${status}|${scopeKey(proposals)}|${cutoff ?? '-'}|${total ?? '?'}`;

  useEffect(() => {
    // Asked once the live total is known (so a board load asks once per column, not twice).
    if (cutoff === undefined || total === null || total === 0) return;
    let active = true;
    void getBackend()
      .then((backend) => backend.sla.lateCount({ status, scope: proposals, cutoff }))
      .then((count) => active && setLate({ key, count }), () => undefined);
    return () => {
      active = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` names every input

  // The last answer stays shown while the next one is on its way (no flicker every step).
  const count = cutoff === undefined || total === 0 ? 0 : (late?.count ?? 0);
  if (count === 0) return null;
  return (
    <Badge colorPalette="red" variant="subtle" gap="1" ms="auto" title={slaText.lateCountLabel(count)} data-testid="column-late-count">
      <AlertIcon />
      {slaText.lateCount(count)}
    </Badge>
  );
}
