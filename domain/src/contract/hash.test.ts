import { describe, expect, it } from 'vitest';
import { sha256Hex } from './hash';

describe('sha256Hex', () => {
  it('is the standard SHA-256 of bytes and of a string\'s UTF-8 bytes (FIPS 180-2 "abc" vector)', async () => {
    const abc = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(await sha256Hex('abc')).toBe(abc);
    expect(await sha256Hex(new Uint8Array([0x61, 0x62, 0x63]))).toBe(abc);
    // 'ç' is two bytes in UTF-8 (c3 a7), not Latin-1's one.
    expect(await sha256Hex('ç')).toBe(await sha256Hex(new Uint8Array([0xc3, 0xa7])));
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
