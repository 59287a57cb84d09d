/**
 * Where the board's horizontal scroll ends after a drag. dnd-kit scrolls the board while a card
 * travels (its auto-scroll, and the keyboard sensor bringing the next column into view), and
 * restores focus to the grip afterwards; left alone, a drop into a column that was on screen all
 * along could leave the board scrolled by a few pixels with the first column clipped.
 *
 * The rule: after a drop (or a cancel), the board goes back to the scroll it had when the drag
 * started if the target column is fully visible there; otherwise it scrolls just enough to show the
 * whole target column (so the dropped card is in view and no column is cut at the side it came from).
 */
import { useCallback, useRef, type RefObject } from 'react';
import type { ProposalStatus } from '@solarcred/domain/options';

/** The scrollLeft that shows `[left, right)` (in the board's scroll coordinates) from `start` with the least movement. */
export function scrollAfterDrop(start: number, viewWidth: number, column: { left: number; right: number } | null): number {
  if (!column) return start;
  if (column.left >= start && column.right <= start + viewWidth) return start;
  if (column.left < start || column.right - column.left > viewWidth) return column.left;
  return column.right - viewWidth;
}

/** Remembers the scroll at drag start; `settle(to)` applies the rule once dnd-kit has finished (focus restored). */
export function useDropScroll(board: RefObject<HTMLElement | null>) {
  const start = useRef(0);
  const remember = useCallback(() => {
    start.current = board.current?.scrollLeft ?? 0;
  }, [board]);
  const settle = useCallback(
    (to: ProposalStatus | null) => {
      const from = start.current;
      // Two frames: after React's render of the drop and after dnd-kit's focus restoration.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const element = board.current;
          if (!element) return;
          const target = to ? element.querySelector<HTMLElement>(`[data-testid="column-${to}"]`) : null;
          const box = element.getBoundingClientRect();
          const column = target?.getBoundingClientRect();
          const left = column ? column.left - box.left + element.scrollLeft - element.clientLeft : 0;
          const place = column ? { left, right: left + column.width } : null;
          element.scrollTo({ left: scrollAfterDrop(from, element.clientWidth, place), behavior: 'instant' });
        }),
      );
    },
    [board],
  );
  return { remember, settle };
}
