/**
 * The in-browser store behind the memory adapter: plain documents grouped by collection path,
 * demo accounts, and an outbox standing in for e-mail. Persisted to localStorage so a demo
 * survives a reload; other tabs see changes through the `storage` event, so boards stay live
 * across windows just as with Firestore listeners.
 */
import type { Role } from '@solarcred/domain/options';

export type StoredDoc = { id: string } & Record<string, unknown>;

export interface MemoryUser {
  uid: string;
  email: string;
  password: string;
  claims: { role?: Role };
}

export interface OutboxMessage {
  to: string;
  kind: 'password-reset';
  link: string;
  code: string;
  sentAt: number;
}

export interface MemoryState {
  version: number;
  users: Record<string, MemoryUser>;
  /** collection path (e.g. 'integradores' or 'propostas/p1/comentarios') -> id -> document */
  docs: Record<string, Record<string, StoredDoc>>;
  currentUid: string | null;
  resetCodes: Record<string, string>;
  outbox: OutboxMessage[];
}

export const STATE_KEY = 'solarcred-demo-state';
const SCHEMA_VERSION = 1;

export class MemoryStore {
  private state: MemoryState;
  private readonly listeners = new Set<() => void>();
  private readonly faults = new Set<string>();
  /** Documents delivered to live queries since the last resetReads(), as Firestore would bill reads. */
  reads = 0;

  constructor(
    private readonly seed: () => MemoryState,
    private readonly storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
  ) {
    this.state = this.load() ?? seed();
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key !== STATE_KEY) return;
        this.state = this.load() ?? seed();
        this.emit();
      });
    }
  }

  get snapshot(): MemoryState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Applies a change to a copy of the state, persists it and notifies every listener. */
  update(change: (draft: MemoryState) => void): void {
    const draft = structuredClone(this.state);
    change(draft);
    this.state = draft;
    this.persist();
    this.emit();
  }

  collection(path: string): StoredDoc[] {
    return Object.values(this.state.docs[path] ?? {});
  }

  doc(path: string, id: string): StoredDoc | null {
    return this.state.docs[path]?.[id] ?? null;
  }

  /** Test hook: the next call of `operation` (e.g. 'signOut') fails as if the network dropped. */
  failNext(operation: string): void {
    this.faults.add(operation);
  }

  /** True once after failNext(operation). */
  takeFault(operation: string): boolean {
    return this.faults.delete(operation);
  }

  countReads(documents: number): void {
    this.reads += documents;
  }

  resetReads(): void {
    this.reads = 0;
  }

  /** Back to the seeded demo data (and signed out). */
  reset(): void {
    this.state = this.seed();
    this.persist();
    this.emit();
  }

  private load(): MemoryState | null {
    const raw = this.storage?.getItem(STATE_KEY);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as MemoryState;
      return parsed.version === SCHEMA_VERSION ? parsed : null;
    } catch {
      return null;
    }
  }

  private persist(): void {
    this.storage?.setItem(STATE_KEY, JSON.stringify(this.state));
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

export function emptyState(): MemoryState {
  return { version: SCHEMA_VERSION, users: {}, docs: {}, currentUid: null, resetCodes: {}, outbox: [] };
}

/** Writes a document into a draft state. */
export function putDoc(state: MemoryState, path: string, doc: StoredDoc): void {
  (state.docs[path] ??= {})[doc.id] = doc;
}
