import { useEffect, useState } from 'react';
import type { Backend, Live } from './port';
import { getBackend } from './index';

export type LiveState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Subscribes to a live query of the backend while the component is mounted. `select` picks the
 * query from the backend; `key` says when to resubscribe (e.g. the integrator id).
 */
export function useLive<T>(select: (backend: Backend) => Live<T> | null, key: string): LiveState<T> {
  // The state remembers whose it is: on the render where `key` changes, the previous query's
  // data must not show as this one's (a row of the last tab clicked before the new tab loads).
  const [state, setState] = useState<{ key: string; value: LiveState<T> }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    let stop: (() => void) | null = null;
    let active = true;
    setState({ key, value: { status: 'loading' } });
    void getBackend().then((backend) => {
      const live = select(backend);
      if (!active || !live) return;
      stop = live(
        (data) => active && setState({ key, value: { status: 'ready', data } }),
        (error) => active && setState({ key, value: { status: 'error', error } }),
      );
    });
    return () => {
      active = false;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the subscription's identity
  }, [key]);
  return state.key === key ? state.value : loading;
}

const loading = { status: 'loading' } as const;
