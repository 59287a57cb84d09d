/**
 * What the board shows: the live columns, or the snapshot taken when a drag started (listener
 * updates wait until the drop), with the optimistic moves laid over them until the listeners
 * confirm them or the move fails (then the card returns to where the server has it).
 */
import type { Proposal } from '@solarcred/domain/model';
import { proposalStatuses, type ProposalStatus } from '@solarcred/domain/options';
import type { Columns } from './use-board-data';

export interface PendingMove {
  proposal: Proposal;
  from: ProposalStatus;
  to: ProposalStatus;
  /** The callable answered: the move is dropped once the listeners show it. */
  saved: boolean;
}

const newestFirst = (a: Proposal, b: Proposal) => b.created_at - a.created_at;

/** `columns` with every pending move applied (the card leaves its column and enters its target, in date order). */
export function withPendingMoves(columns: Columns, pending: ReadonlyMap<string, PendingMove>): Columns {
  if (pending.size === 0) return columns;
  const next = { ...columns };
  for (const status of proposalStatuses) {
    const items = columns[status].items.filter((p) => !pending.has(p.id));
    next[status] = { ...columns[status], items };
  }
  for (const move of pending.values()) {
    const target = next[move.to];
    next[move.to] = { ...target, items: [...target.items, { ...move.proposal, status: move.to }].sort(newestFirst) };
  }
  return next;
}

/** Saved moves the live columns no longer contradict (the card has left its old column). */
export function confirmedMoves(live: Columns, pending: ReadonlyMap<string, PendingMove>): string[] {
  return [...pending.entries()]
    .filter(([id, move]) => move.saved && !live[move.from].items.some((p) => p.id === id))
    .map(([id]) => id);
}

/** The column a card sits in on `columns` (null when not shown). */
export function columnOf(columns: Columns, id: string): ProposalStatus | null {
  return proposalStatuses.find((status) => columns[status].items.some((p) => p.id === id)) ?? null;
}

/** id -> status of every shown card. */
export function placesOf(columns: Columns): Map<string, ProposalStatus> {
  const places = new Map<string, ProposalStatus>();
  for (const status of proposalStatuses) for (const p of columns[status].items) places.set(p.id, status);
  return places;
}

/**
 * A move this board made, for the column counts: they come from the counters document, which the
 * server's trigger updates a moment after the move (seconds, on Firestore), so until it does the
 * counts are the document's with the move applied. `base` is what the document said of the two
 * columns when the move was made.
 */
export interface CountedMove {
  from: ProposalStatus;
  to: ProposalStatus;
  base: { from: number; to: number };
}

/** The counters document shows the move: either column's count went the move's way (the trigger writes both at once). */
const counted = (byStatus: Readonly<Record<string, number>>, move: CountedMove) =>
  (byStatus[move.from] ?? 0) < move.base.from || (byStatus[move.to] ?? 0) > move.base.to;

/** The moves the counters document does not show yet. */
export function movesNotCounted(byStatus: Readonly<Record<string, number>> | null, moves: readonly CountedMove[]): CountedMove[] {
  return byStatus ? moves.filter((move) => !counted(byStatus, move)) : [];
}

/** The column counts to show: the document's, with this board's moves it does not show yet. */
export function countsWithMoves(byStatus: Readonly<Record<string, number>> | null, moves: readonly CountedMove[]): Record<string, number> | null {
  if (!byStatus) return null;
  const counts = { ...byStatus };
  for (const move of movesNotCounted(byStatus, moves)) {
    counts[move.from] = Math.max(0, (counts[move.from] ?? 0) - 1);
    counts[move.to] = (counts[move.to] ?? 0) + 1;
  }
  return counts;
}
