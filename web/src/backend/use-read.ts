import { useEffect, useState } from 'react';
import type { Backend } from './port';
import { getBackend } from './index';

export type ReadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Reads once from the backend when the component mounts, and again when `key` changes (e.g. the
 * integrator id); a result that arrives after unmounting or after the key changed is dropped.
 * `select` picks the read (or a plain value) from the backend. The one-shot twin of `useLive`.
 */
export function useRead<T>(select: (backend: Backend) => Promise<T> | T, key: string): ReadState<T> {
  const [state, setState] = useState<ReadState<T>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    getBackend()
      .then(select)
      .then(
        (data) => active && setState({ status: 'ready', data }),
        (error: unknown) => active && setState({ status: 'error', error }),
      );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the read's identity
  }, [key]);
  return state;
}
