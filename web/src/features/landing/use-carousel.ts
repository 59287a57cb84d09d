import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

interface Options {
  count: number;
  intervalMs: number;
  /** How long auto-advance waits after a manual action before it resumes its rhythm. */
  pauseAfterManualMs?: number;
}

export interface Carousel {
  index: number;
  /** Auto-advance is on: not paused by the person and no reduced motion. */
  playing: boolean;
  reducedMotion: boolean;
  goTo(index: number): void;
  next(): void;
  previous(): void;
  togglePlaying(): void;
}

/**
 * Index of a rotating carousel. It advances every `intervalMs`; a manual action (next, previous,
 * a dot) holds it for `pauseAfterManualMs`, after which the rhythm starts again. With reduced
 * motion, or after the pause button, it never advances by itself.
 */
export function useCarousel({ count, intervalMs, pauseAfterManualMs = 0 }: Options): Carousel {
  const reducedMotion = useReducedMotion();
  // A new object on every move (auto or manual), so the timer restarts from each move.
  const [state, setState] = useState({ index: 0, manual: false });
  const [paused, setPaused] = useState(false);
  const playing = !reducedMotion && !paused;

  useEffect(() => {
    if (!playing) return;
    const delay = state.manual ? pauseAfterManualMs + intervalMs : intervalMs;
    const timer = window.setTimeout(
      () => setState((current) => ({ index: (current.index + 1) % count, manual: false })),
      delay,
    );
    return () => window.clearTimeout(timer);
  }, [playing, state, count, intervalMs, pauseAfterManualMs]);

  const goTo = useCallback(
    (target: number) => setState({ index: ((target % count) + count) % count, manual: true }),
    [count],
  );

  return {
    index: state.index,
    playing,
    reducedMotion,
    goTo,
    next: () => goTo(state.index + 1),
    previous: () => goTo(state.index - 1),
    togglePlaying: () => setPaused((value) => !value),
  };
}
