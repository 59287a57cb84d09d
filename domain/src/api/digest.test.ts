import { describe, expect, it } from 'vitest';
import { constantTimeEqual, hexOf, hmacSha256, sha256, utf8 } from './digest';

interface NodeCrypto {
  createHash(algorithm: string): { update(data: Uint8Array): { digest(encoding: 'hex'): string } };
  createHmac(algorithm: string, key: Uint8Array): { update(data: Uint8Array): { digest(encoding: 'hex'): string } };
  randomBytes(size: number): Uint8Array;
}
// Imported by a computed name: the domain compiles without Node's types.
const nodeCryptoName = 'node:crypto';
const nodeCrypto = (await import(/* @vite-ignore */ nodeCryptoName)) as NodeCrypto;

describe('sha256 and hmacSha256', () => {
  it('match the published vectors (FIPS 180-2, RFC 4231)', () => {
    expect(hexOf(sha256('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hexOf(sha256(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hexOf(sha256('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
    // RFC 4231 test case 2 and 6 (a key longer than the block).
    expect(hexOf(hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect(hexOf(hmacSha256(new Uint8Array(131).fill(0xaa), 'Test Using Larger Than Block-Size Key - Hash Key First'))).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
  });

  it('agree with node:crypto on random inputs of every length around the block boundaries', () => {
    for (let length = 0; length < 300; length++) {
      const data = nodeCrypto.randomBytes(length);
      const key = nodeCrypto.randomBytes(length % 100);
      expect(hexOf(sha256(data))).toBe(nodeCrypto.createHash('sha256').update(data).digest('hex'));
      expect(hexOf(hmacSha256(key, data))).toBe(nodeCrypto.createHmac('sha256', key).update(data).digest('hex'));
    }
  });

  it('hashes strings as UTF-8', () => {
    const text = 'Integração ☀ SolarCred';
    expect(hexOf(sha256(text))).toBe(nodeCrypto.createHash('sha256').update(utf8(text)).digest('hex'));
  });

  it('compares strings exactly', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', 'a')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});
