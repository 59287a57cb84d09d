/**
 * The customer link's secret (issue 28): 32 random bytes as base64url (256 bits, 43 characters),
 * given to the integrator once and stored only as its SHA-256 (hex). Both runtimes (functions,
 * the browser's demo backend) have Web Crypto; the domain compiles without DOM or Node types,
 * hence the small structural types.
 */
interface WebCrypto {
  getRandomValues(bytes: Uint8Array): Uint8Array;
  subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
}

const webCrypto = (): WebCrypto => (globalThis as unknown as { crypto: WebCrypto }).crypto;

export const linkTokenBytes = 32;
/** A token as the page reads it from /c/{token}: anything else is refused before any lookup. */
export const linkTokenPattern = /^[A-Za-z0-9_-]{43}$/;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url without padding. */
function base64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += alphabet[(chunk >> (18 - 6 * c)) & 63];
  }
  return out;
}

export function newLinkToken(): string {
  return base64Url(webCrypto().getRandomValues(new Uint8Array(linkTokenBytes)));
}

export function isLinkToken(value: unknown): value is string {
  return typeof value === 'string' && linkTokenPattern.test(value);
}

/** SHA-256 of the token (ASCII), hex: what links_cliente stores and looks up. */
export async function hashLinkToken(token: string): Promise<string> {
  const bytes = Uint8Array.from(token, (char) => char.charCodeAt(0) & 0xff);
  const digest = new Uint8Array(await webCrypto().subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
