/**
 * Entry point of the port for features. The adapter is loaded on demand so the first paint of
 * public pages (the landing) does not wait for, or download, a backend SDK.
 */
import type { Backend, Session, SessionSource, Unsubscribe } from './port';

export type { Backend, Session, SessionUser, DemoAccount } from './port';
export { BackendError } from './port';

let loaded: Promise<Backend> | null = null;
let source: SessionSource | null = null;
/** Subscribers waiting for the adapter; each attaches to the real session once it is here. */
const waiting = new Set<() => void>();

/** The adapter chosen at build time, loaded once. */
export function getBackend(): Promise<Backend> {
  loaded ??= import('@backend-adapter').then((module) => {
    source ??= module.default.session;
    for (const callback of [...waiting]) {
      waiting.delete(callback);
      callback();
    }
    return module.default;
  });
  return loaded;
}

/** Starts loading the adapter ahead of a command (a form got focus): its first submit need not wait. */
export function warmBackend(): void {
  void getBackend();
}

const loadingSession: Session = { status: 'loading' };
const signedOutSession: Session = { status: 'signed-out' };
/** Read once per page: whether a session may exist (see mightHaveSession). */
let hinted: boolean | null = null;
let watchingStorage = false;

/**
 * Without a stored session nobody is signed in, so the session reads 'signed-out' without loading
 * the adapter (/auth then needs no backend SDK until a form is used). A sign-in in another tab
 * writes its key here too: the adapter loads then, as it would have.
 */
function sessionHinted(): boolean {
  hinted ??= mightHaveSession();
  if (!hinted && !watchingStorage) {
    watchingStorage = true;
    window.addEventListener('storage', function onStorage() {
      if (!mightHaveSession()) return;
      window.removeEventListener('storage', onStorage);
      hinted = true;
      for (const callback of [...waiting]) callback();
      void getBackend();
    });
  }
  return hinted;
}

/** A session source that reads 'loading' (or 'signed-out', when none is stored) until the adapter has arrived. */
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
    if (sessionHinted()) void getBackend();
    return () => {
      active = false;
      waiting.delete(attach);
      inner?.();
    };
  },
  getSnapshot: () => (source ? source.getSnapshot() : sessionHinted() ? loadingSession : signedOutSession),
};

/**
 * Whether this browser may hold a session, read without loading any adapter: Firebase Auth keeps
 * the signed-in user under `firebase:authUser:*` in localStorage (browserLocalPersistence), the
 * demo keeps its state under `solarcred-demo-state` and a tab's signed-in user under
 * `solarcred-demo-session` in sessionStorage. Lets public pages spare anonymous visitors the
 * backend download.
 */
export function mightHaveSession(
  storage: Pick<Storage, 'length' | 'key'> = localStorage,
  tabStorage: Pick<Storage, 'getItem'> = sessionStorage,
): boolean {
  try {
    // Only the demo build knows the memory backend's keys (the production build must not carry them).
    if (import.meta.env.VITE_BACKEND === 'memory' && tabStorage.getItem('solarcred-demo-session')) return true;
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index) ?? '';
      if (key.startsWith('firebase:authUser:')) return true;
      if (import.meta.env.VITE_BACKEND === 'memory' && key === 'solarcred-demo-state') return true;
    }
    return false;
  } catch {
    return true;
  }
}
