/**
 * Where a webhook may be delivered (issue 52): an https URL whose host resolves only to public
 * addresses. The domain decides from the URL and the addresses (webhookUrlProblem); this module
 * asks DNS, at registration and again before each attempt, and the POST connects to an address
 * it checked (post.ts's lookup), so a name that resolved publicly at registration and privately
 * later (DNS rebinding) is refused at the attempt.
 *
 * The tests' receiver listens on http://127.0.0.1: a loopback URL is allowed only inside the Functions emulator
 * (FUNCTIONS_EMULATOR=true, set by the CLI, never by Cloud Functions) AND when the test run sets
 * WEBHOOK_ALLOW_LOOPBACK=1 (scripts/test.mjs, tier 5). Never in production.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { webhookUrlProblem } from '@solarcred/domain/api/webhook';
import { apiText } from '@solarcred/domain/api/api-text';

/** The resolved addresses of a host name (an IP literal answers itself). */
export type Resolve = (host: string) => Promise<string[]>;

export const dnsResolve: Resolve = async (host) => {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  const answers = await lookup(bare, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
};

/** Loopback receivers are allowed: the emulator, and a test run that asked for it. */
export function loopbackAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env['FUNCTIONS_EMULATOR'] === 'true' && env['WEBHOOK_ALLOW_LOOPBACK'] === '1';
}

export interface CheckedUrl {
  /** The Portuguese reason the URL is refused, or null. */
  problem: string | null;
  /** The addresses it resolved to (all public, or loopback in a test run, when there is no problem). */
  addresses: string[];
}

/** The URL checked as the domain says (webhookUrlProblem), with its host resolved now. */
export async function checkWebhookUrl(url: string, resolve: Resolve = dnsResolve, env: NodeJS.ProcessEnv = process.env): Promise<CheckedUrl> {
  const allowLoopback = loopbackAllowed(env);
  // The URL's own shape first (https, length, credentials, a private literal): no DNS for a URL refused anyway.
  const shape = webhookUrlProblem(url, { allowLoopback });
  if (shape) return { problem: shape, addresses: [] };
  let addresses: string[];
  try {
    addresses = await resolve(new URL(url).hostname);
  } catch {
    return { problem: apiText.webhooks.unresolved, addresses: [] };
  }
  return { problem: webhookUrlProblem(url, { resolved: addresses, allowLoopback }), addresses };
}
