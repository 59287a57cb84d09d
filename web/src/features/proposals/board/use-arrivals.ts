/**
 * Cards that changed column because of someone else's action: briefly highlighted, so a move made
 * on another board is seen and not only applied. Moves made on this board (`ownMoves`) are not.
 */
import { useEffect, useRef, useState } from 'react';
import type { ProposalStatus } from '@solarcred/domain/options';
import { placesOf } from './board-view';
import type { Columns } from './use-board-data';

export const ARRIVAL_HIGHLIGHT_MS = 2500;

export function useArrivals(live: Columns, ownMoves: ReadonlySet<string>): ReadonlySet<string> {
  const previous = useRef<Map<string, ProposalStatus> | null>(null);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    const places = placesOf(live);
    const before = previous.current;
    previous.current = places;
    if (!before) return;
    const moved = [...places].filter(([id, status]) => {
      const was = before.get(id);
      return was !== undefined && was !== status && !ownMoves.has(id);
    });
    if (moved.length === 0) return;
    const ids = moved.map(([id]) => id);
    setArrived((current) => new Set([...current, ...ids]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setArrived((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }, ARRIVAL_HIGHLIGHT_MS);
    timers.current.add(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per live update; ownMoves is read as of then
  }, [live]);

  return arrived;
}
