import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashLinkToken, isLinkToken, linkTokenBytes, linkTokenPattern, newLinkToken } from './token';

/**
 * Node's own implementations, the reference the token module is checked against. The domain
 * compiles without Node's types, hence the structural types and the import by a variable name.
 */
interface NodeBuffer {
  from(data: Uint8Array | string, encoding?: 'base64url'): { length: number; toString(encoding: 'base64url'): string; [index: number]: number };
}
const { Buffer } = globalThis as unknown as { Buffer: NodeBuffer };
interface NodeCrypto {
  createHash(algorithm: 'sha256'): { update(data: string, encoding: 'ascii'): { digest(encoding: 'hex'): string } };
}
const nodeCryptoModule = 'node:crypto';
const nodeCrypto = async () => (await import(/* @vite-ignore */ nodeCryptoModule)) as NodeCrypto;

const webCrypto = (globalThis as unknown as { crypto: { getRandomValues(bytes: Uint8Array): Uint8Array } }).crypto;

/** Makes the next newLinkToken draw exactly `bytes`. */
function drawing(bytes: Uint8Array) {
  return vi.spyOn(webCrypto, 'getRandomValues').mockImplementationOnce((target: Uint8Array) => {
    target.set(bytes);
    return target;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('newLinkToken', () => {
  it('is 43 base64url characters matching linkTokenPattern', () => {
    const token = newLinkToken();
    expect(token).toHaveLength(43);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).toMatch(linkTokenPattern);
    expect(isLinkToken(token)).toBe(true);
  });

  it('carries 256 bits: it decodes to 32 bytes and is their canonical base64url', () => {
    expect(linkTokenBytes).toBe(32);
    for (let i = 0; i < 20; i++) {
      const token = newLinkToken();
      const decoded = Buffer.from(token, 'base64url');
      expect(decoded.length).toBe(32);
      expect(decoded.toString('base64url')).toBe(token);
    }
  });

  it('draws 32 bytes from Web Crypto and encodes them exactly as base64url without padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const spy = drawing(bytes);
        const token = newLinkToken();
        expect(spy).toHaveBeenCalledTimes(1);
        expect(spy.mock.calls[0]?.[0]).toHaveLength(32);
        expect(token).toBe(Buffer.from(bytes).toString('base64url'));
        spy.mockRestore();
      }),
      { numRuns: 200 },
    );
  });

  it('encodes the extreme byte values', () => {
    drawing(new Uint8Array(32));
    expect(newLinkToken()).toBe('A'.repeat(43));
    drawing(new Uint8Array(32).fill(255));
    expect(newLinkToken()).toBe(`${'_'.repeat(42)}8`);
  });

  it('two calls differ', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newLinkToken()));
    expect(tokens.size).toBe(50);
    expect(newLinkToken()).not.toBe(newLinkToken());
  });
});

describe('hashLinkToken', () => {
  const known = 'abcdefghijklmnopqrstuvwxyz-_0123456789ABCDE';

  it('is the SHA-256 (hex) of the token', async () => {
    // Computed independently: printf '%s' "$token" | sha256sum
    expect(await hashLinkToken(known)).toBe('37ff71cdd8367f35f983efd4e13da33d2fada0f7fd1de2929f99382fd1ee9a9f');
    expect(await hashLinkToken('A'.repeat(43))).toBe('0f007385b6f9d4b7eeb2748605afe1a984a0a3bfa3f014d09e2a784ce9e5cd1a');
  });

  it('matches node:crypto createHash on known and fresh tokens', async () => {
    const { createHash } = await nodeCrypto();
    for (const token of [known, newLinkToken(), newLinkToken()]) {
      expect(await hashLinkToken(token)).toBe(createHash('sha256').update(token, 'ascii').digest('hex'));
    }
  });

  it('is stable, 64 lowercase hex characters, and differs between tokens', async () => {
    const token = newLinkToken();
    const first = await hashLinkToken(token);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashLinkToken(token)).toBe(first);
    expect(await hashLinkToken(newLinkToken())).not.toBe(first);
    expect(first).not.toContain(token);
  });
});

describe('isLinkToken', () => {
  const valid = 'abcdefghijklmnopqrstuvwxyz-_0123456789ABCDE';

  it('accepts exactly 43 base64url characters', () => {
    expect(isLinkToken(valid)).toBe(true);
    expect(isLinkToken('A'.repeat(43))).toBe(true);
    expect(isLinkToken('-'.repeat(43))).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['42 characters', valid.slice(1)],
    ['44 characters', `${valid}A`],
    ['standard base64 "+"', `+${valid.slice(1)}`],
    ['standard base64 "/"', `/${valid.slice(1)}`],
    ['padding "="', `${valid.slice(1)}=`],
    ['a space', ` ${valid.slice(1)}`],
    ['a trailing newline', `${valid}\n`],
    ['a dot', `.${valid.slice(1)}`],
    ['an accented letter', `é${valid.slice(1)}`],
    ['a path', `../${valid.slice(3)}`],
    ['a 64-character hash', 'a'.repeat(64)],
  ])('refuses %s', (_label, value) => {
    expect(isLinkToken(value)).toBe(false);
  });

  it.each([[null], [undefined], [43], [{}], [[valid]], [{ token: valid }], [new String(valid)], [true]])('refuses the non-string %j', (value) => {
    expect(isLinkToken(value)).toBe(false);
  });
});
