import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { recordCommentEvent, type CommentEvent } from './count-comments';

/** Just enough of Firestore for one transaction: documents by path, committed on success. */
function fakeFirestore(docs: Map<string, Record<string, unknown>>) {
  const ref = (path: string) => ({ path });
  const snapshot = (path: string) => ({ exists: docs.has(path), data: () => docs.get(path) });
  const db = {
    doc: ref,
    collection: (name: string) => ({ doc: (id: string) => ref(`${name}/${id}`) }),
    async runTransaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> {
      const pending = new Map<string, Record<string, unknown>>();
      const tx = {
        getAll: async (...refs: { path: string }[]) => refs.map((r) => snapshot(r.path)),
        update: (r: { path: string }, data: Record<string, unknown>) => pending.set(r.path, { ...docs.get(r.path), ...data }),
        create: (r: { path: string }, data: Record<string, unknown>) => {
          if (docs.has(r.path)) throw new Error('already exists');
          pending.set(r.path, data);
        },
      };
      const result = await work(tx);
      for (const [path, data] of pending) docs.set(path, data);
      return result;
    },
  };
  return db as unknown as Firestore;
}

const event = (id: string, createdAt: number): CommentEvent => ({ id, proposalId: 'p1', document: `propostas/p1/comentarios/${id}`, createdAt });

describe('the comment counter trigger', () => {
  it('counts each event once however often it is delivered, keeping the latest time', async () => {
    const docs = new Map<string, Record<string, unknown>>([['propostas/p1', { comentarios_count: 0, ultimo_comentario_em: null }]]);
    const db = fakeFirestore(docs);
    expect(await recordCommentEvent(db, event('e1', 1_000))).toBe(true);
    expect(await recordCommentEvent(db, event('e1', 1_000))).toBe(false);
    expect(await recordCommentEvent(db, event('e2', 3_000))).toBe(true);
    expect(await recordCommentEvent(db, event('e3', 2_000))).toBe(true);
    expect(await recordCommentEvent(db, event('e2', 3_000))).toBe(false);
    const proposal = docs.get('propostas/p1');
    expect(proposal?.['comentarios_count']).toBe(3);
    expect((proposal?.['ultimo_comentario_em'] as { toMillis(): number }).toMillis()).toBe(3_000);
    expect([...docs.keys()].filter((path) => path.startsWith('stats_events/'))).toHaveLength(3);
  });

  it('does nothing when the proposal is gone', async () => {
    const docs = new Map<string, Record<string, unknown>>();
    expect(await recordCommentEvent(fakeFirestore(docs), event('e1', 1))).toBe(false);
    expect(docs.size).toBe(0);
  });
});
