/**
 * The board's horizontal scroll while a card is dragged with the pointer: each move of the pointer
 * inside a band along the board's left or right edge scrolls the board a step that way (longer
 * the nearer the edge), and nothing scrolls while the pointer is still. dnd-kit's own auto-scroll
 * (turned off on the board) kept scrolling every 5 ms while a still pointer sat in the outer 20 %
 * of the board, so the columns slid under a pointer that had stopped on its target and the drop
 * landed a column or two further on (issue 46). The keyboard's drag scrolls by itself (dnd-kit's
 * keyboard sensor brings the next column into view).
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Width of the bands along the board's edges where a moving pointer scrolls it (at most a quarter of the board). */
export const EDGE_BAND_PX = 64;
/** The longest step one pointer move scrolls the board (at the edge or beyond it). */
export const EDGE_STEP_PX = 40;

/** How far one pointer move at `x` scrolls a board whose visible box spans [left, right): negative is to the left, 0 outside the bands. */
export function edgeScrollStep(x: number, left: number, right: number): number {
  const band = Math.min(EDGE_BAND_PX, (right - left) / 4);
  if (band <= 0) return 0;
  const depth = x > right - band ? x - (right - band) : x < left + band ? -(left + band - x) : 0;
  if (depth === 0) return 0;
  return Math.sign(depth) * Math.ceil(EDGE_STEP_PX * Math.min(1, Math.abs(depth) / band));
}

/** `start(event)` when a drag starts (only a pointer drag is followed), `stop()` when it ends. */
export function useEdgeScroll(board: RefObject<HTMLElement | null>) {
  const detach = useRef<(() => void) | null>(null);
  const stop = useCallback(() => {
    detach.current?.();
    detach.current = null;
  }, []);
  const start = useCallback(
    (activator: Event | null) => {
      stop();
      if (typeof PointerEvent === 'undefined' || !(activator instanceof PointerEvent)) return;
      let last = { x: activator.clientX, y: activator.clientY };
      const move = (event: PointerEvent) => {
        if (event.clientX === last.x && event.clientY === last.y) return;
        last = { x: event.clientX, y: event.clientY };
        const element = board.current;
        if (!element) return;
        const left = element.getBoundingClientRect().left + element.clientLeft;
        const step = edgeScrollStep(event.clientX, left, left + element.clientWidth);
        if (step !== 0) element.scrollBy({ left: step, behavior: 'instant' });
      };
      window.addEventListener('pointermove', move, { passive: true });
      detach.current = () => window.removeEventListener('pointermove', move);
    },
    [board, stop],
  );
  useEffect(() => stop, [stop]);
  return { start, stop };
}
