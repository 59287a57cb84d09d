import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session, SessionSource } from './port';

const signedIn = { status: 'signed-in' } as unknown as Session;
const source: SessionSource = { subscribe: () => () => undefined, getSnapshot: () => signedIn };
const adapter = { loads: 0, signedIn };

/** The port as on a fresh page, over a stand-in adapter that counts its loads. */
async function freshPort() {
  vi.resetModules();
  vi.doMock('@backend-adapter', () => {
    adapter.loads += 1;
    return { default: { session: source } };
  });
  return import('./index');
}

describe('the session before the adapter', () => {
  beforeEach(() => {
    localStorage.clear();
    adapter.loads = 0;
  });
  afterEach(() => localStorage.clear());

  it('reads signed-out without loading the adapter when no session is stored', async () => {
    const { session } = await freshPort();
    const stop = session.subscribe(() => undefined);
    expect(session.getSnapshot()).toEqual({ status: 'signed-out' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(adapter.loads).toBe(0);
    stop();
  });

  it('loads the adapter when a session is stored, and reads loading until it is here', async () => {
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
    const { session } = await freshPort();
    const listener = vi.fn();
    session.subscribe(listener);
    expect(session.getSnapshot()).toEqual({ status: 'loading' });
    await vi.waitFor(() => expect(session.getSnapshot()).toBe(adapter.signedIn));
    expect(listener).toHaveBeenCalled();
    expect(adapter.loads).toBe(1);
  });

  it('loads the adapter when another tab signs in', async () => {
    const { session } = await freshPort();
    const listener = vi.fn();
    session.subscribe(listener);
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
    window.dispatchEvent(new StorageEvent('storage', { key: 'firebase:authUser:key:[DEFAULT]' }));
    await vi.waitFor(() => expect(session.getSnapshot()).toBe(adapter.signedIn));
    expect(adapter.loads).toBe(1);
  });
});
