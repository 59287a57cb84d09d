/**
 * The in-browser store behind the memory adapter: plain documents grouped by collection path,
 * demo accounts, and an outbox standing in for e-mail. The demo data is persisted to
 * localStorage and shared by the tabs of a browser (other tabs see changes through the
 * `storage` event, so boards stay live across windows just as with Firestore listeners); the
 * signed-in user belongs to one tab (sessionStorage), so two tabs can be two people.
 *
 * Reads and writes are typed by the domain's collection modules (`@solarcred/domain/data/*`):
 * each CollectionSpec names the document type its path holds, so the store is the map from
 * collection to document type and callers need no casts.
 */
import type { CollectionSpec, DocumentSpec } from '@solarcred/domain/data/collection';
import type { AccountClaims } from '@solarcred/domain/team/claims';

/** A document as kept in the state: any fields, always an id. */
export type StoredDoc = { id: string } & Record<string, unknown>;

/** A domain document as the store hands it out: the collection's type with its id. */
export type Stored<T> = T & { id: string };

export interface MemoryUser {
  uid: string;
  email: string;
  password: string;
  claims: Partial<AccountClaims>;
  /** As Auth's metadata.lastSignInTime: set by signIn and signUp. */
  lastSignInAt?: number;
  /** As Auth's emailVerified (issue 45): false for a sign-up until its link is followed; absent (seeded) is confirmed. */
  emailVerified?: boolean;
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
  /** This tab's signed-in user (kept in sessionStorage, never in the shared state). */
  currentUid: string | null;
  resetCodes: Record<string, string>;
  outbox: OutboxMessage[];
}

/** The demo data shared by the tabs of a browser (localStorage). */
export const STATE_KEY = 'solarcred-demo-state';
/** This tab's signed-in uid (sessionStorage). */
export const SESSION_KEY = 'solarcred-demo-session';
/** 2: integrators carry search_tokens; 3: per-integrator and per-month proposal counters; 4: proposals carry search_tokens; 5: pending-item counters, config/sla, the mail outbox; 6: the demo company's team and the per-seller counters; 7: the funding plans, ledger and tranches (issue 48); 8: the API key, webhook and deliveries of issue 52; 9: the proposals' trails and the analytics documents of issue 50 (a demo state saved before starts over). */
const SCHEMA_VERSION = 11;

const browserStorage = (name: 'localStorage' | 'sessionStorage'): Storage | null =>
  typeof globalThis[name] === 'undefined' ? null : globalThis[name];

export class MemoryStore {
  private state: MemoryState;
  private readonly listeners = new Set<() => void>();
  private readonly faults = new Set<string>();
  private overQuota = false;
  /** Documents delivered to live queries since the last resetReads(), as Firestore would bill reads. */
  reads = 0;

  constructor(
    private readonly seed: () => MemoryState,
    private readonly storage: Storage | null = browserStorage('localStorage'),
    private readonly tabStorage: Storage | null = browserStorage('sessionStorage'),
  ) {
    const stored = this.loadShared();
    this.state = this.withTabSession(stored ?? seed());
    // A tab signed in before the data was stored (its session written first) stores the seed it
    // uses, as a sign-in would have: a reload and the other tabs then see the same data.
    if (!stored && this.state.currentUid) this.persist();
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key !== STATE_KEY && event.key !== null) return;
        this.state = this.withTabSession(this.loadShared() ?? seed());
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

  /**
   * Applies a change to a draft of the state, persists the result and notifies every listener.
   * Copy-on-write (issue 46): the draft's users, reset codes and outbox are copies; its documents
   * are copied one by one as the change reaches them (readDoc, `draft.docs[path][id]`, putDoc), so
   * the new state shares every collection the change did not write, and every document of a
   * written collection but the ones it wrote, with the state before it (which stays as it was).
   */
  update(change: (draft: MemoryState) => void): void {
    const docs = new DocsDraft(this.state.docs);
    const draft: MemoryState = {
      ...this.state,
      users: structuredClone(this.state.users),
      resetCodes: { ...this.state.resetCodes },
      outbox: structuredClone(this.state.outbox),
      docs: docs.proxy,
    };
    drafts.set(draft, docs);
    try {
      change(draft);
      this.state = { ...draft, docs: draft.docs === docs.proxy ? docs.commit() : draft.docs };
    } finally {
      docs.close();
    }
    this.persist();
    this.emit();
  }

  collection<T>(spec: CollectionSpec<T>): Stored<T>[] {
    return readCollection(this.state, spec);
  }

  doc<T>(spec: CollectionSpec<T>, id: string): Stored<T> | null {
    return readDoc(this.state, spec, id);
  }

  /** A document of known id, e.g. stats/integradores (read through doc(), which tests may wrap). */
  single<T>(spec: DocumentSpec<T>): Stored<T> | null {
    return this.doc(spec.collection, spec.id);
  }

  /** Test hook: the next call of `operation` (e.g. 'signOut') fails as if the network dropped. */
  failNext(operation: string): void {
    this.faults.add(operation);
  }

  /**
   * Test hook: the next call of `operation` does its work, then fails as if the answer were lost
   * on the way back (the case idempotent commands exist for).
   */
  loseNextAnswer(operation: string): void {
    this.faults.add(`${operation}:answer`);
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

  /** Back to the seeded demo data (and this tab signed out). */
  reset(): void {
    this.overQuota = false;
    this.state = this.seed();
    this.persist();
    this.emit();
  }

  private loadShared(): MemoryState | null {
    const raw = this.storage?.getItem(STATE_KEY);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as MemoryState;
      return parsed.version === SCHEMA_VERSION ? parsed : null;
    } catch {
      return null;
    }
  }

  /** The shared state with this tab's signed-in user (a signed-in uid of older saves is ignored). */
  private withTabSession(shared: MemoryState): MemoryState {
    return { ...shared, currentUid: this.tabStorage?.getItem(SESSION_KEY) || null };
  }

  private persist(): void {
    const { currentUid, ...shared } = this.state;
    // Over the quota once (a load test's thousands of proposals), this tab keeps the state in
    // memory until reset(): serialising it again on every write cost ~90 ms at 10,000 proposals.
    if (!this.overQuota) {
      try {
        this.storage?.setItem(STATE_KEY, JSON.stringify(shared));
      } catch (error) {
        // Any other failure (a state that cannot be serialised) is a bug to hear about, not to lose data over.
        if (!(error instanceof DOMException && error.name === 'QuotaExceededError')) throw error;
        this.overQuota = true;
      }
    }
    if (currentUid) this.tabStorage?.setItem(SESSION_KEY, currentUid);
    else this.tabStorage?.removeItem(SESSION_KEY);
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

export function emptyState(): MemoryState {
  return { version: SCHEMA_VERSION, users: {}, docs: {}, currentUid: null, resetCodes: {}, outbox: [] };
}

/**
 * Every document of a collection, typed by its collection module. In a draft (inside update())
 * the documents are the state's own, shared with the snapshot before the change, so they are for
 * reading: write a changed document with putDoc (`{ ...doc, field }`), never in place.
 */
export function readCollection<T>(state: MemoryState, spec: CollectionSpec<T>): Stored<T>[] {
  const draft = drafts.get(state);
  return Object.values((draft ? draft.read(spec.path) : state.docs[spec.path]) ?? {}) as Stored<T>[];
}

/** One document, typed by its collection module; null when missing. */
export function readDoc<T>(state: MemoryState, spec: CollectionSpec<T>, id: string): Stored<T> | null {
  return (state.docs[spec.path]?.[id] as Stored<T> | undefined) ?? null;
}

/** Writes a document into a draft state. */
export function putDoc<T>(state: MemoryState, spec: CollectionSpec<T>, doc: Stored<T>): void {
  (state.docs[spec.path] ??= {})[doc.id] = doc as StoredDoc;
}

/** Deletes a document from a draft state (nothing happens when it is missing). */
export function removeDoc<T>(state: MemoryState, spec: CollectionSpec<T>, id: string): void {
  delete state.docs[spec.path]?.[id];
}

/** Writes a document of known id (e.g. stats/integradores) into a draft state. */
export function putSingle<T>(state: MemoryState, spec: DocumentSpec<T>, value: T): void {
  putDoc(state, spec.collection, { ...value, id: spec.id });
}

type DocsMap = Record<string, Record<string, StoredDoc>>;

/** The copy-on-write documents of each draft update() hands out (readCollection reads through them). */
const drafts = new WeakMap<MemoryState, DocsDraft>();

/** One collection as a draft reaches it: a shallow copy of its map, and which of its documents are the draft's own. */
interface DraftCollection {
  readonly map: Record<string, StoredDoc>;
  /** Ids whose document in `map` is the draft's (copied on access, or written); the rest are shared with the base. Null: a map the change assigned, all its own. */
  readonly owned: Set<string> | null;
  /** A document was written or deleted (not only read). */
  written: boolean;
  readonly proxy: Record<string, StoredDoc>;
}

/**
 * The documents of a draft state, copied on write, as proxies over the base state's maps:
 * `proxy[path]` copies the collection's map (not its documents) on first access; `map[id]` copies
 * that document (structuredClone) on first access, since a change may edit what it read in place;
 * a document or collection assigned is the change's own. commit() builds the new docs map: the
 * base's maps for collections never reached, and a document only read keeps the base's object.
 * After commit() or a failed change, the proxies throw: none can be left in the state.
 */
class DocsDraft {
  private readonly paths: DocsMap;
  private readonly collections = new Map<string, DraftCollection>();
  private closed = false;
  readonly proxy: DocsMap;

  constructor(private readonly base: DocsMap) {
    this.paths = { ...base };
    this.proxy = new Proxy(this.paths, {
      get: (target, path, receiver) => {
        this.check();
        if (typeof path !== 'string' || !Object.hasOwn(target, path)) return Reflect.get(target, path, receiver);
        return this.reach(path).proxy;
      },
      set: (target, path, value: Record<string, StoredDoc>) => {
        this.check();
        if (typeof path !== 'string') return Reflect.set(target, path, value);
        // The change's own object (`state.docs[path] ??= {}` goes on writing into it), unless it
        // is another collection of this draft: then a copy of that one's documents.
        const map = this.isProxy(value) ? { ...value } : value;
        const collection = this.collection(map, null);
        this.collections.set(path, collection);
        target[path] = map;
        return true;
      },
      deleteProperty: (target, path) => {
        this.check();
        if (typeof path === 'string') this.collections.delete(path);
        return Reflect.deleteProperty(target, path);
      },
      has: (target, path) => (this.check(), Reflect.has(target, path)),
      ownKeys: (target) => (this.check(), Reflect.ownKeys(target)),
    });
  }

  /** A collection's documents for reading, without copying them (readCollection in a draft). */
  read(path: string): Record<string, StoredDoc> | undefined {
    this.check();
    return this.collections.get(path)?.map ?? this.paths[path];
  }

  /** The new docs map: untouched collections and documents only read are the base's objects. */
  commit(): DocsMap {
    this.check();
    const docs = this.paths;
    for (const [path, collection] of this.collections) {
      if (!Object.hasOwn(docs, path)) continue;
      const before = this.base[path];
      if (!collection.owned) continue;
      let same = !collection.written && before !== undefined;
      for (const id of collection.owned) {
        const original = before?.[id];
        const now = collection.map[id];
        if (original && now && JSON.stringify(original) === JSON.stringify(now)) collection.map[id] = original;
        else same = false;
      }
      docs[path] = same && before ? before : collection.map;
    }
    return docs;
  }

  close(): void {
    this.closed = true;
  }

  private check(): void {
    if (this.closed) throw new TypeError('A draft of MemoryStore.update() was used after its update ended.');
  }

  private reach(path: string): DraftCollection {
    let collection = this.collections.get(path);
    if (!collection) {
      collection = this.collection({ ...this.paths[path] }, new Set());
      this.collections.set(path, collection);
      this.paths[path] = collection.map;
    }
    return collection;
  }

  private isProxy(value: unknown): boolean {
    return [...this.collections.values()].some((collection) => collection.proxy === value);
  }

  private collection(map: Record<string, StoredDoc>, owned: Set<string> | null): DraftCollection {
    const collection: DraftCollection = {
      map,
      owned,
      written: owned === null,
      proxy: new Proxy(map, {
        get: (target, id, receiver) => {
          this.check();
          if (owned && typeof id === 'string' && Object.hasOwn(target, id) && !owned.has(id)) {
            target[id] = structuredClone(target[id]!);
            owned.add(id);
          }
          return Reflect.get(target, id, receiver);
        },
        set: (target, id, value: StoredDoc) => {
          this.check();
          if (typeof id === 'string') owned?.add(id);
          collection.written = true;
          return Reflect.set(target, id, value);
        },
        deleteProperty: (target, id) => {
          this.check();
          if (typeof id === 'string') owned?.delete(id);
          collection.written = true;
          return Reflect.deleteProperty(target, id);
        },
        has: (target, id) => (this.check(), Reflect.has(target, id)),
        ownKeys: (target) => (this.check(), Reflect.ownKeys(target)),
      }),
    };
    return collection;
  }
}
