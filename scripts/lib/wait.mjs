/** Waiting on a condition with a deadline (never a fixed sleep). */

/**
 * Polls `probe` until it returns something other than undefined and returns that; at the deadline
 * throws, naming what was awaited and, through `lastSeen`, what was seen last.
 */
export async function waitUntil(what, probe, { timeoutMs = 30_000, intervalMs = 100, lastSeen } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const seen = lastSeen ? `\n  last seen: ${await lastSeen()}` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${seen}`);
    }
    await new Promise((done) => setTimeout(done, intervalMs));
  }
}
