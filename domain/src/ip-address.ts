/**
 * IP address literals as numbers, for the checks that must not be fooled by a notation: the
 * customer link's rate limit (a caller's address, by /64 for IPv6) and the webhooks' private
 * address check. IPv4-mapped IPv6 ('::ffff:10.0.0.1') is read as the IPv6 it is.
 */

/** An IPv4 address's four octets, or null when `text` is not one. */
export function ipv4Octets(text: string): number[] | null {
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) return null;
  const octets = text.split('.').map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** An IPv6 address's 16-bit groups, or null when `text` is not one (IPv4-mapped addresses included). */
export function ipv6Groups(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return null;
  const mapped = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  let body = text;
  if (mapped) {
    const octets = ipv4Octets(mapped[2]!);
    if (!octets) return null;
    body = `${mapped[1]}${((octets[0]! << 8) | octets[1]!).toString(16)}:${((octets[2]! << 8) | octets[3]!).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const part = (half: string | undefined) => (half ? half.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}
