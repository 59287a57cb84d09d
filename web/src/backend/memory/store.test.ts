/** MemoryStore.update and its persistence (issue 46). */
import { describe, expect, it } from 'vitest';
import { proposals } from '@solarcred/domain/data/proposals';
import { MemoryStore, emptyState, putDoc, readDoc, type MemoryState } from './store';

function storeWith(count: number): MemoryStore {
  const state: MemoryState = emptyState();
  for (let n = 0; n < count; n += 1) putDoc(state, proposals, { id: `p${n}`, status: 'enviada', cliente_nome: `Cliente ${n}`, integrador: { nome_empresa: 'Sol' } } as never);
  return new MemoryStore(() => state, null, null);
}

describe('MemoryStore.update', () => {
  it('leaves the state as it was when the change throws, and tells no listener', () => {
    const store = storeWith(2);
    const before = store.snapshot;
    let told = 0;
    store.subscribe(() => (told += 1));
    expect(() =>
      store.update((draft) => {
        readDoc(draft, proposals, 'p0')!.status = 'aprovada';
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(store.snapshot).toBe(before);
    expect(readDoc(store.snapshot, proposals, 'p0')?.status).toBe('enviada');
    expect(told).toBe(0);
  });
});

describe('MemoryStore over the storage quota', () => {
  it('stops serialising the state after the browser refused it once, and tries again after reset()', () => {
    let attempts = 0;
    const full = {
      getItem: () => null,
      setItem: () => {
        attempts += 1;
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = new MemoryStore(() => emptyState(), full, null);
    store.update((draft) => putDoc(draft, proposals, { id: 'p0', status: 'enviada' } as never));
    store.update((draft) => putDoc(draft, proposals, { id: 'p1', status: 'enviada' } as never));
    expect(attempts).toBe(1);
    expect(readDoc(store.snapshot, proposals, 'p1')).not.toBeNull();
    store.reset();
    expect(attempts).toBe(2);
  });
});
