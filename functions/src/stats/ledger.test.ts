import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { applyUnlessSeen, ledgerEntry, ledgerId, ledgerRetentionMs } from './ledger';

type Stats = { total: number };
const add = (stats: Stats, delta: number): Stats => ({ total: stats.total + delta });

/** What the trigger's transaction does, over an in-memory ledger. */
function deliver(state: { stats: Stats; seen: Set<string> }, eventId: string, delta: number): void {
  const next = applyUnlessSeen(state.seen.has(eventId), state.stats, delta, add);
  if (next === null) return;
  state.stats = next;
  state.seen.add(eventId);
}

describe('applyUnlessSeen', () => {
  it('applies a new event', () => {
    expect(applyUnlessSeen(false, { total: 2 }, 1, add)).toEqual({ total: 3 });
  });

  it('leaves the counters unchanged for a replayed event', () => {
    expect(applyUnlessSeen(true, { total: 2 }, 1, add)).toBeNull();
  });

  it('counts each event once however often it is delivered', () => {
    const state = { stats: { total: 0 }, seen: new Set<string>() };
    for (const [id, delta] of [['e1', 1], ['e2', 1], ['e1', 1], ['e3', -1], ['e2', 1], ['e3', -1]] as const) {
      deliver(state, id, delta);
    }
    expect(state.stats).toEqual({ total: 1 });
    expect([...state.seen]).toEqual(['e1', 'e2', 'e3']);
  });
});

describe('ledger records', () => {
  it('are keyed by the event id, made safe as a document id', () => {
    expect(ledgerId('8f1c0a7e-1234')).toBe('8f1c0a7e-1234');
    expect(ledgerId('a/b')).toBe('a_b');
    expect(() => ledgerId(' ')).toThrow();
  });

  it('expire after the retention period (TTL field expira_em)', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(ledgerEntry('integradores/u1', now)).toEqual({
      documento: 'integradores/u1',
      aplicado_em: Timestamp.fromMillis(now),
      expira_em: Timestamp.fromMillis(now + ledgerRetentionMs),
    });
    expect(ledgerRetentionMs).toBe(7 * 24 * 3600 * 1000);
  });
});
