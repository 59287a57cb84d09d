/**
 * A port whose module (and the Firebase SDKs it imports) loads on first use, so /auth downloads
 * Auth alone and each area brings the services it reads. Methods returning a promise wait for the
 * module; live reads subscribe as soon as it has arrived and can be cancelled before that.
 */
import type { Live, Unsubscribe } from '../port';

/* eslint-disable @typescript-eslint/no-explicit-any -- keys are classified by their types below */
type Fn = (...args: any[]) => any;
/** Members that are a live read themselves, e.g. `stats`. */
type LiveKey<P> = { [K in keyof P]: P[K] extends Live<any> ? K : never }[keyof P];
/** Members that return a live read, e.g. `history(id, limit)`. */
type LiveFactoryKey<P> = { [K in keyof P]: P[K] extends (...args: any[]) => Live<any> ? K : never }[keyof P];
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface LiveMembers<P, L extends readonly LiveKey<P>[], F extends readonly LiveFactoryKey<P>[]> {
  live?: L;
  liveFactories?: F;
  /** Synchronous members that need no SDK (e.g. a new document id), served as they are. */
  eager?: Partial<P>;
}

/** A compile error naming any live member left out: unlisted, it would be called as a promise. */
type EveryLiveMemberListed<P, L extends readonly unknown[], F extends readonly unknown[]> =
  [Exclude<LiveKey<P>, L[number]> | Exclude<LiveFactoryKey<P>, F[number]>] extends [never]
    ? unknown
    : { unlistedLiveMembers: Exclude<LiveKey<P>, L[number]> | Exclude<LiveFactoryKey<P>, F[number]> };

/** Subscribes to `pick(port)` once the port has loaded; the returned stop works at any moment. */
function deferredLive<P, T>(load: () => Promise<P>, pick: (port: P) => Live<T>): Live<T> {
  return (listener, onError) => {
    let stop: Unsubscribe | null = null;
    let active = true;
    load().then((port) => {
      if (active) stop = pick(port)(listener, onError);
    }, onError);
    return () => {
      active = false;
      stop?.();
    };
  };
}

export function deferredPort<
  P extends object,
  const L extends readonly LiveKey<P>[] = [],
  const F extends readonly LiveFactoryKey<P>[] = [],
>(importPort: () => Promise<P>, members: LiveMembers<P, L, F> & EveryLiveMemberListed<P, L, F> = {} as never): P {
  let loading: Promise<P> | null = null;
  const load = () => (loading ??= importPort());
  const live = new Set<PropertyKey>(members.live ?? []);
  const factories = new Set<PropertyKey>(members.liveFactories ?? []);
  return new Proxy({} as P, {
    get(_, key) {
      // Not a thenable (an async function may return the port) and no symbol-keyed members.
      if (key === 'then' || typeof key === 'symbol') return undefined;
      if (members.eager && key in members.eager) return (members.eager as Record<PropertyKey, unknown>)[key];
      const member = (port: P) => (port as Record<PropertyKey, Fn>)[key] as Fn;
      if (live.has(key)) return deferredLive(load, (port) => member(port) as Live<unknown>);
      if (factories.has(key)) return (...args: unknown[]) => deferredLive(load, (port) => member(port)(...args) as Live<unknown>);
      return async (...args: unknown[]) => member(await load())(...args);
    },
  });
}
