/**
 * The board's animation without its weight on the first load: the cards are framer-motion `m`
 * elements, static until the layout features (domMax, ~30 kB gzip) arrive; they load the first
 * time they are needed — a drag starts, or a card is about to change column — and nothing animates
 * under prefers-reduced-motion. Such a move waits for them (at most MOTION_WAIT_MS), so the first
 * card someone else moves glides as every later one does.
 */
import { LazyMotion, MotionConfig, useReducedMotion, type FeatureBundle } from 'framer-motion';
import { useEffect, useState, type ReactNode } from 'react';
import { placesOf } from './board-view';
import type { Columns } from './use-board-data';

/** The longest a move is held back while the features load. */
export const MOTION_WAIT_MS = 1500;

let release = () => {};
const wanted = new Promise<void>((resolve) => {
  release = resolve;
});
// If their chunk cannot load (offline, a deploy replaced it) the cards just do not animate.
const features: Promise<FeatureBundle> = wanted.then(() =>
  import('./motion-features').then(
    (module) => module.domMax,
    () => ({}) as FeatureBundle,
  ),
);
const loadFeatures = () => features;

/** Starts loading the animation features (once; later calls do nothing). */
export const warmMotion = (): void => release();

export function BoardMotion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

const settled = (columns: Columns) => Object.values(columns).every((column) => !column.loading);

/** True when a card of `before` is in another column in `after`: a move the board should show gliding. */
function movesACard(before: Columns, after: Columns): boolean {
  const places = placesOf(after);
  return [...placesOf(before)].some(([id, status]) => {
    const now = places.get(id);
    return now !== undefined && now !== status;
  });
}

/**
 * Sets `ready` once the features are in and the cards have rendered once with them (their layout
 * is known, so the next move glides), or once a hold has lasted MOTION_WAIT_MS.
 */
function useMotionReady(holding: boolean, setReady: (ready: true) => void): void {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    // Registered after LazyMotion's own (a child's effects run first): both updates render together.
    void features.then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, []);
  useEffect(() => {
    if (loaded) setReady(true);
  }, [loaded, setReady]);
  useEffect(() => {
    if (!holding) return;
    warmMotion();
    const timer = setTimeout(() => setReady(true), MOTION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [holding, setReady]);
}

/**
 * The live columns as the board shows them. Until the features are ready, an update that moves a
 * card to another column of a fully loaded board is held back and asks for them; any other update
 * (the first load, new cards, a search, a spinner, any update under prefers-reduced-motion) goes
 * through at once.
 */
export function useGlidingColumns(incoming: Columns): Columns {
  const [shown, setShown] = useState(incoming);
  const [ready, setReady] = useState(false);
  // Under prefers-reduced-motion nothing glides: nothing to wait for.
  const still = useReducedMotion() === true;
  const holding = !ready && !still && incoming !== shown && settled(shown) && movesACard(shown, incoming);
  useMotionReady(holding, setReady);
  if (ready) return incoming;
  if (incoming !== shown && !holding) setShown(incoming);
  return holding ? shown : incoming;
}
