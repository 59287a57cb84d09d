/**
 * Entry point of the port for features. The adapter is loaded on demand so the first paint of
 * public pages (the landing) does not wait for, or download, a backend SDK.
 */
import type { Backend, Session, SessionSource, Unsubscribe } from './port';

export type { Backend, Session, SessionUser, DemoAccount } from './port';
export { BackendError } from './port';

let loaded: Promise<Backend> | null = null;

/** The adapter chosen at build time, loaded once. */
export function getBackend(): Promise<Backend> {
  loaded ??= import('@backend-adapter').then((module) => module.default);
  return loaded;
}

const loadingSession: Session = { status: 'loading' };
let source: SessionSource | null = null;
const waiting = new Set<() => void>();

/** A session source that reads 'loading' until the adapter has arrived. */
export const session: SessionSource = {
  subscribe(listener): Unsubscribe {
    if (source) return source.subscribe(listener);
    let inner: Unsubscribe | null = null;
    let active = true;
    const attach = () => {
      if (active && source) inner = source.subscribe(listener);
      listener();
    };
    waiting.add(attach);
    void getBackend().then((backend) => {
      source ??= backend.session;
      for (const callback of [...waiting]) {
        waiting.delete(callback);
        callback();
      }
    });
    return () => {
      active = false;
      waiting.delete(attach);
      inner?.();
    };
  },
  getSnapshot: () => (source ? source.getSnapshot() : loadingSession),
};

/**
 * Whether this browser may hold a session, read without loading any adapter: Firebase Auth keeps
 * the signed-in user under `firebase:authUser:*` in localStorage (browserLocalPersistence), the
 * demo keeps its state under `solarcred-demo-state`. Lets public pages spare anonymous visitors
 * the backend download.
 */
export function mightHaveSession(storage: Pick<Storage, 'length' | 'key'> = localStorage): boolean {
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index) ?? '';
      if (key.startsWith('firebase:authUser:')) return true;
      // Only the demo build knows the memory backend's key (the production build must not carry it).
      if (import.meta.env.VITE_BACKEND === 'memory' && key === 'solarcred-demo-state') return true;
    }
    return false;
  } catch {
    return true;
  }
}
