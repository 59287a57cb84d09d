import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getBackend, type Backend } from './index';
import { useRead } from './use-read';

/** A promise settled by the test, so each read's timing is the test's choice. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRead', () => {
  // The adapter's first load is slow on a busy machine; the tests time the reads, not the import.
  beforeAll(async () => {
    await getBackend();
  });

  it('is loading, then ready with what the backend gave; same key, no second read', async () => {
    const read = deferred<string[]>();
    const select = vi.fn((_backend: Backend) => read.promise);
    const { result, rerender } = renderHook(() => useRead(select, 'a'));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(select).toHaveBeenCalledTimes(1));
    expect(select.mock.calls[0]?.[0]).toBe(await getBackend());
    await act(async () => read.resolve(['p1']));
    expect(result.current).toEqual({ status: 'ready', data: ['p1'] });
    rerender();
    expect(select).toHaveBeenCalledTimes(1);
  });

  it('takes a plain value as well as a promise', async () => {
    const { result } = renderHook(() => useRead((backend) => backend.demo !== undefined, 'plain'));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: true }));
  });

  it('reports a failed read, and a select that throws, as errors', async () => {
    const failure = new Error('offline');
    const rejected = renderHook(() => useRead(() => Promise.reject(failure), 'x'));
    await waitFor(() => expect(rejected.result.current).toEqual({ status: 'error', error: failure }));
    const thrown = renderHook(() =>
      useRead(() => {
        throw failure;
      }, 'y'),
    );
    await waitFor(() => expect(thrown.result.current).toEqual({ status: 'error', error: failure }));
  });

  it('reads again when the key changes and drops the answer meant for the old key', async () => {
    const reads: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const { result, rerender } = renderHook(({ id }) => useRead(() => reads[id]?.promise ?? '', id), { initialProps: { id: 'a' } });
    rerender({ id: 'b' });
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => reads['a']?.resolve('for a'));
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => reads['b']?.resolve('for b'));
    expect(result.current).toEqual({ status: 'ready', data: 'for b' });
  });
});
