import { useEffect, useState } from 'react';
import type { Proposal } from '@solarcred/domain/model';
import type { ProposalStatus } from '@solarcred/domain/options';
import type { SlaCutoffs } from '@solarcred/domain/sla';
import { getBackend } from '../../backend';
import type { LiveState } from '../../backend/use-live';

export interface LateProposal {
  proposal: Proposal;
  /** How far past its deadline (ms of calendar time since the cutoff). */
  overdue: number;
}

/**
 * The `limit` proposals furthest past their SLA: per status with an SLA, the `limit` oldest late
 * ones (status == s, status_desde < cutoff, ascending: a bounded query each, at most
 * limit × statuses reads), merged by how far past the deadline they are.
 */
export function useOldestLate(cutoffs: SlaCutoffs | null, limit: number): LiveState<LateProposal[]> {
  const [state, setState] = useState<LiveState<LateProposal[]>>({ status: 'loading' });
  const key = JSON.stringify(cutoffs);
  useEffect(() => {
    if (!cutoffs) return;
    const entries = Object.entries(cutoffs) as [ProposalStatus, number][];
    const found = new Map<ProposalStatus, Proposal[]>();
    const stops: (() => void)[] = [];
    let active = true;
    const publish = () => {
      if (!active || found.size < entries.length) return;
      const merged = entries.flatMap(([status, cutoff]) =>
        (found.get(status) ?? []).map((proposal) => ({ proposal, overdue: cutoff - (proposal.status_desde ?? cutoff) })),
      );
      setState({ status: 'ready', data: merged.sort((a, b) => b.overdue - a.overdue).slice(0, limit) });
    };
    if (entries.length === 0) setState({ status: 'ready', data: [] });
    void getBackend().then((backend) => {
      if (!active) return;
      for (const [status, cutoff] of entries) {
        stops.push(
          backend.sla.oldestLate(status, cutoff, limit)(
            (items) => {
              found.set(status, items);
              publish();
            },
            (error) => active && setState({ status: 'error', error }),
          ),
        );
      }
    });
    return () => {
      active = false;
      for (const stop of stops) stop();
    };
  }, [key, limit]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` is the identity of `cutoffs`
  return state;
}
