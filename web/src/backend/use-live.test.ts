import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBackend } from './index';
import type { Live } from './port';
import { useLive } from './use-live';

/** A live query whose emissions the test makes. */
function controlled<T>() {
  const emit: { next?: (data: T) => void } = {};
  const live: Live<T> = (next) => {
    emit.next = next;
    return () => undefined;
  };
  return { live, emit };
}

describe('useLive', () => {
  beforeAll(async () => {
    await getBackend();
  });

  it("on a new key is loading at once: the previous query's data never shows as the new one's", async () => {
    const first = controlled<string[]>();
    const second = controlled<string[]>();
    // Every render's value, as the component sees it (act would hide the render before the effect).
    const renders: { key: string; state: unknown }[] = [];
    const { result, rerender } = renderHook(
      ({ key }) => {
        const state = useLive(() => (key === 'pendentes' ? first.live : second.live), key);
        renders.push({ key, state });
        return state;
      },
      { initialProps: { key: 'pendentes' } },
    );
    await waitFor(() => expect(first.emit.next).toBeDefined());
    act(() => first.emit.next?.(['row of pendentes']));
    expect(result.current).toEqual({ status: 'ready', data: ['row of pendentes'] });

    rerender({ key: 'aprovados' });
    expect(renders.filter((render) => render.key === 'aprovados').map((render) => render.state)).toEqual(
      renders.filter((render) => render.key === 'aprovados').map(() => ({ status: 'loading' })),
    );
    await waitFor(() => expect(second.emit.next).toBeDefined());
    act(() => second.emit.next?.(['row of aprovados']));
    expect(result.current).toEqual({ status: 'ready', data: ['row of aprovados'] });
  });
});
