import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  window.addEventListener('resize', listener);
  return () => {
    window.removeEventListener('scroll', listener);
    window.removeEventListener('resize', listener);
  };
}

/**
 * A value derived from the scroll position. The component re-renders only when the value
 * changes, so select something coarse (a boolean, an id, a rounded number).
 */
export function useScrollValue<T extends string | number | boolean>(select: () => T, initial: T): T {
  return useSyncExternalStore(subscribe, select, () => initial);
}

/** Share of the page scrolled, 0 to 1, in steps of 1 %. */
export function scrollProgress(): number {
  const root = document.documentElement;
  const scrollable = root.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, Math.round((window.scrollY / scrollable) * 100) / 100));
}

/** The last of `ids` whose section has reached the upper third of the viewport. */
export function activeSection<Id extends string>(ids: readonly Id[]): Id {
  const line = window.innerHeight / 3;
  let active = ids[0] as Id;
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top <= line) active = id;
  }
  return active;
}
