/**
 * Overlays (menus, popovers, tooltips) whose code loads the first time someone reaches for them.
 * The page renders a look-alike trigger without the overlay's code; the first activation fetches
 * the module, swaps in the real trigger and does that activation again on it (`replay`), so the
 * first use behaves as every later one: the menu opens, focus lands where it always does.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { errorsText } from '@solarcred/domain/messages';
import { notifyError } from '../toaster';

/**
 * An overlay's code could not be fetched (offline, a deploy replaced it): the person is told.
 * Chromium keeps a failed import() for the page's life, so only a reload fetches it again.
 */
export function notifyOverlayUnavailable(): void {
  notifyError('medium', { title: errorsText.connectionRetry });
}

/** One module, fetched at most once at a time; a failed fetch (offline, a replaced deploy) may be retried. */
export interface OnDemand<T> {
  load(): Promise<T>;
  /** The module once it has arrived. */
  current(): T | undefined;
  /** Calls `listener` when the module arrives; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | null = null;
  let module: T | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      pending ??= importer().then(
        (loaded) => {
          module = loaded;
          listeners.forEach((listener) => listener());
          return loaded;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => module,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The state of the look-alike trigger when the real one replaced it, to carry over. */
export interface Activation {
  /** It had focus: the real trigger takes it (unless focus has moved on meanwhile). */
  focused: boolean;
  /** What opened it: a click (mouse, touch, or Enter/Space on a button) or a key the overlay handles. */
  open?: { kind: 'click' } | { kind: 'key'; key: string };
}

/**
 * Does `activation` again on the real trigger, through the same events a person would cause —
 * unless focus has moved to something else while the code was on its way (on a slow network the
 * person may have clicked into a field and be typing: opening then would take their focus).
 */
export function replay(trigger: HTMLElement, activation: Activation): void {
  const active = document.activeElement;
  const movedOn = active !== null && active !== document.body && active !== trigger;
  if (movedOn) return;
  if (activation.focused) trigger.focus({ preventScroll: true });
  if (activation.open?.kind === 'click') trigger.click();
  if (activation.open?.kind === 'key') {
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: activation.open.key, bubbles: true, cancelable: true }));
  }
}

/**
 * Replays `activation` on the trigger behind `ref` once, when the real overlay has mounted and can
 * take it: Zag starts an overlay's state machine in a microtask queued by a layout effect (and
 * StrictMode, in `npm run demo`, stops and starts it again), and a machine not started yet drops
 * the click. When React flushed this effect with the commit, the replay came first and the first
 * click opened nothing; a task later every start has run.
 */
export function useReplay(ref: RefObject<HTMLElement | null>, activation: Activation | undefined): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !activation) return;
    const timer = setTimeout(() => {
      if (done.current || !ref.current) return;
      done.current = true;
      replay(ref.current, activation);
    });
    return () => clearTimeout(timer);
  }, [ref, activation]);
}

/**
 * For a menu or popover: `warm` fetches the overlay early (pointer over, focus); `activate` fetches
 * it if need be and then swaps it in with that activation. Until then `loaded` is null.
 */
export function useFirstUse<T>(demand: OnDemand<T>) {
  const [loaded, setLoaded] = useState<{ module: T; activation: Activation } | null>(null);
  const activate = useCallback(
    (activation: Activation) =>
      void demand.load().then(
        (module) => setLoaded({ module, activation }),
        // The trigger stays as it is; the next activation tries again where the browser allows.
        notifyOverlayUnavailable,
      ),
    [demand],
  );
  const warm = useCallback(() => void demand.load().catch(() => undefined), [demand]);
  return { loaded, activate, warm };
}
