/**
 * SHA-256 (hex) with Web Crypto, which functions (Node 20+) and the browser both have: the stored
 * hash of a contract's PDF, the signing code's hash, and what /verificar computes of a dropped file.
 * The domain compiles without DOM or Node types, hence the small structural types.
 */
interface Subtle {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}
interface Encoder {
  encode(text: string): Uint8Array;
}

const runtime = globalThis as unknown as { crypto: { subtle: Subtle }; TextEncoder: new () => Encoder };

/** The SHA-256 of bytes, or of a string's UTF-8 bytes, as 64 lowercase hex digits. */
export async function sha256Hex(data: Uint8Array | string): Promise<string> {
  const bytes = typeof data === 'string' ? new runtime.TextEncoder().encode(data) : data;
  const digest = new Uint8Array(await runtime.crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
