/**
 * For unit tests of trigger bodies: just enough of Firestore for one transaction (documents by
 * path, `getAll`, `update`, `create` that refuses an existing document), committed on success.
 */
import type { Firestore } from 'firebase-admin/firestore';

export function fakeFirestore(docs: Map<string, Record<string, unknown>>): Firestore {
  let autoId = 0;
  const ref = (path: string) => ({ path });
  const db = {
    doc: ref,
    collection: (name: string) => ({ doc: (id = `auto${++autoId}`) => ref(`${name}/${id}`) }),
    async runTransaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> {
      const pending = new Map<string, Record<string, unknown>>();
      const tx = {
        getAll: async (...refs: { path: string }[]) => refs.map((r) => ({ exists: docs.has(r.path), data: () => docs.get(r.path) })),
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
