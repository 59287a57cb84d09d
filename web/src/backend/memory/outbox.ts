/** The demo's outbox: mail/{id} as the triggers queued it, newest first (what /admin/outbox shows). */
import { mailDocuments } from '@solarcred/domain/data/mail';
import type { OutboxPort } from '../port-mail';
import { liveQuery } from './live';
import type { MemoryStore } from './store';

export function memoryOutbox(store: MemoryStore): OutboxPort {
  return {
    recent: (limit) =>
      liveQuery(
        store,
        () => [...store.collection(mailDocuments)].sort((a, b) => b.created_at - a.created_at || a.id.localeCompare(b.id)).slice(0, limit),
        (found) => found.length,
      ),
  };
}
