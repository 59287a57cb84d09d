/** MemoryStore.update and its persistence (issue 46). */
import { describe, expect, it } from 'vitest';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { MemoryStore, STATE_KEY, emptyState, putDoc, readCollection, readDoc, removeDoc, type MemoryState } from './store';

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

/** A Storage kept in a Map (the store's persistence, without a browser). */
function mapStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as unknown as Storage;
}

function seeded(): MemoryState {
  const state = emptyState();
  putDoc(state, proposals, { id: 'p0', status: 'enviada', cliente_nome: 'Ana', integrador: { nome_empresa: 'Sol' }, search_tokens: ['ana'] } as never);
  putDoc(state, proposals, { id: 'p1', status: 'enviada', cliente_nome: 'Bia', integrador: { nome_empresa: 'Sol' } } as never);
  putDoc(state, integrators, { id: 'i0', nome_empresa: 'Sol', status: 'aprovado' } as never);
  return state;
}

describe('MemoryStore.update copies on write (issue 46)', () => {
  it('leaves a snapshot taken before a change as it was, whichever way the change edits in place', () => {
    const store = new MemoryStore(seeded, null, null);
    const before = store.snapshot;
    const beforeJson = JSON.stringify(before);
    store.update((draft) => {
      const p0 = readDoc(draft, proposals, 'p0')!;
      p0.status = 'aprovada';
      (p0.integrador as { nome_empresa: string }).nome_empresa = 'Lua';
      p0.search_tokens!.push('lua');
      const p1 = draft.docs['propostas']!['p1']!;
      p1['status'] = 'reprovada';
      draft.users['u1'] = { uid: 'u1', email: 'a@b.c', password: 'x', claims: {} };
      draft.outbox.push({ to: 'a@b.c', kind: 'password-reset', link: 'l', code: 'c', sentAt: 1 });
    });
    expect(JSON.stringify(before)).toBe(beforeJson);
    expect(readDoc(store.snapshot, proposals, 'p0')).toMatchObject({ status: 'aprovada', integrador: { nome_empresa: 'Lua' }, search_tokens: ['ana', 'lua'] });
    expect(readDoc(store.snapshot, proposals, 'p1')?.status).toBe('reprovada');
    expect(store.snapshot.outbox).toHaveLength(1);
  });

  it('shares with the state before it every collection and document the change did not write', () => {
    const store = new MemoryStore(seeded, null, null);
    const before = store.snapshot;
    store.update((draft) => {
      readDoc(draft, integrators, 'i0');
      const p0 = readDoc(draft, proposals, 'p0')!;
      putDoc(draft, proposals, { ...p0, status: 'aprovada' });
    });
    const after = store.snapshot;
    expect(after).not.toBe(before);
    expect(after.docs['integradores']).toBe(before.docs['integradores']);
    expect(after.docs['propostas']).not.toBe(before.docs['propostas']);
    expect(readDoc(after, proposals, 'p1')).toBe(readDoc(before, proposals, 'p1'));
    expect(readDoc(after, proposals, 'p0')).not.toBe(readDoc(before, proposals, 'p0'));
  });

  it('keeps what the change writes into a collection it creates, and what readCollection sees of the draft', () => {
    const store = new MemoryStore(seeded, null, null);
    let seen: string[] = [];
    store.update((draft) => {
      (draft.docs['links_cliente'] ??= {})['l1'] = { id: 'l1', token_hash: 'h' };
      removeDoc(draft, proposals, 'p1');
      putDoc(draft, proposals, { id: 'p2', status: 'enviada' } as never);
      seen = readCollection(draft, proposals).map((p) => p.id);
    });
    expect(seen).toEqual(['p0', 'p2']);
    expect(store.snapshot.docs['links_cliente']).toEqual({ l1: { id: 'l1', token_hash: 'h' } });
    expect(Object.keys(store.snapshot.docs['propostas']!)).toEqual(['p0', 'p2']);
  });

  it('leaves no draft in the state: a change spreading what it read survives many updates, JSON and a reload', () => {
    const storage = mapStorage();
    const store = new MemoryStore(seeded, storage, null);
    for (let n = 0; n < 300; n += 1) {
      store.update((draft) => {
        const p0 = readDoc(draft, proposals, 'p0')!;
        putDoc(draft, proposals, { ...p0, id: `q${n}`, integrador: { ...(p0.integrador as object) }, copia_de: draft.docs['propostas']!['p1'] } as never);
      });
    }
    let kept: MemoryState | null = null;
    store.update((draft) => void (kept = draft));
    expect(() => readDoc(kept!, proposals, 'p0')).toThrow(TypeError);
    const reloaded = new MemoryStore(() => emptyState(), storage, null);
    expect(readCollection(reloaded.snapshot, proposals)).toHaveLength(302);
    expect(readDoc(reloaded.snapshot, proposals, 'q299')).toMatchObject({ cliente_nome: 'Ana', integrador: { nome_empresa: 'Sol' }, copia_de: { id: 'p1', cliente_nome: 'Bia' } });
    expect(JSON.parse(storage.getItem(STATE_KEY)!)).toEqual(JSON.parse(JSON.stringify(store.snapshot, (key, value: unknown) => (key === 'currentUid' ? undefined : value))));
  });

  it('throws a storage failure other than the quota instead of losing the change silently', () => {
    const broken = { getItem: () => null, setItem: () => { throw new TypeError('cannot serialise'); }, removeItem: () => undefined } as unknown as Storage;
    const store = new MemoryStore(() => emptyState(), broken, null);
    expect(() => store.update((draft) => putDoc(draft, proposals, { id: 'p0' } as never))).toThrow('cannot serialise');
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
