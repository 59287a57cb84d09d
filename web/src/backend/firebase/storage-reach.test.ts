/** Storage out of reach is told at once (issue 45), not after the SDK's silent retries. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transfersText } from '@solarcred/domain/messages';
import { storageReachable, unlessStorageUnreachable } from './storage-reach';

afterEach(() => vi.unstubAllGlobals());

const never = new Promise<never>(() => {});

describe('unlessStorageUnreachable', () => {
  it("fails with 'storage/unavailable' and the words for it when Storage's host refuses, while the work still hangs", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(unlessStorageUnreachable(never)).rejects.toMatchObject({ code: 'storage/unavailable', message: transfersText.unavailable });
  });

  it("is the work's outcome when the host answers (any status: an opaque answer is a reachable host)", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))));
    await expect(unlessStorageUnreachable(Promise.resolve('feito'))).resolves.toBe('feito');
    await expect(storageReachable()).resolves.toBe(true);
  });
});
