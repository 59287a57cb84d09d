import { afterEach, describe, expect, it } from 'vitest';
import { businessCutoff, businessHoursBetween, businessMsBetween } from './business-hours';

/** São Paulo wall time, written with its offset so the test reads the same on any machine. */
const sp = (local: string) => Date.parse(`${local}-03:00`);
const HOUR = 3_600_000;

describe('businessHoursBetween (08:00–18:00, Monday–Friday, São Paulo)', () => {
  it('counts the part of one day inside the window', () => {
    expect(businessHoursBetween(sp('2026-04-13T09:00'), sp('2026-04-13T12:30'))).toBe(3.5);
    expect(businessHoursBetween(sp('2026-04-13T06:00'), sp('2026-04-13T20:00'))).toBe(10);
    expect(businessHoursBetween(sp('2026-04-13T19:00'), sp('2026-04-14T07:59'))).toBe(0);
  });

  it('skips the weekend', () => {
    // Friday 16:00 to Monday 10:00: two hours on Friday, two on Monday.
    expect(businessHoursBetween(sp('2026-04-17T16:00'), sp('2026-04-20T10:00'))).toBe(4);
    expect(businessHoursBetween(sp('2026-04-18T09:00'), sp('2026-04-19T17:00'))).toBe(0);
  });

  it('skips a national holiday (Tiradentes, Tuesday 21/04/2026) but not Carnaval', () => {
    expect(businessHoursBetween(sp('2026-04-20T17:00'), sp('2026-04-22T09:00'))).toBe(2);
    // Carnaval Tuesday (17/02/2026) is not a national holiday: a full day counts.
    expect(businessHoursBetween(sp('2026-02-16T17:00'), sp('2026-02-18T09:00'))).toBe(12);
  });

  it('is zero for an empty or reversed span', () => {
    expect(businessMsBetween(sp('2026-04-13T10:00'), sp('2026-04-13T10:00'))).toBe(0);
    expect(businessMsBetween(sp('2026-04-13T12:00'), sp('2026-04-13T10:00'))).toBe(0);
  });

  it('reads old instants with the daylight-saving offset São Paulo had then (-02:00 in November 2018)', () => {
    expect(businessHoursBetween(Date.parse('2018-11-05T10:00Z'), Date.parse('2018-11-05T20:00Z'))).toBe(10);
    expect(businessHoursBetween(Date.parse('2018-11-05T09:00Z'), Date.parse('2018-11-05T10:00Z'))).toBe(0);
  });
});

describe('businessCutoff', () => {
  it('walks back over a holiday and a partial day', () => {
    // Wednesday 10:00, 8 business hours back: 2 on Wednesday, none on Tiradentes, 6 on Monday.
    const cutoff = businessCutoff(sp('2026-04-22T10:00'), 8);
    expect(cutoff).toBe(sp('2026-04-20T12:00'));
    expect(businessHoursBetween(cutoff, sp('2026-04-22T10:00'))).toBe(8);
  });

  it('stands still outside business hours', () => {
    const friday = businessCutoff(sp('2026-04-17T18:30'), 4);
    expect(friday).toBe(sp('2026-04-17T14:00'));
    expect(businessCutoff(sp('2026-04-18T10:00'), 4)).toBe(friday);
    expect(businessCutoff(sp('2026-04-20T07:59'), 4)).toBe(friday);
  });

  it('puts the deadline at the previous window end when the budget ends at a window start', () => {
    // Monday 18:00, ten hours: all of Monday, so anything since Friday 18:00 has lasted exactly 10.
    const cutoff = businessCutoff(sp('2026-04-20T18:00'), 10);
    expect(cutoff).toBe(sp('2026-04-17T18:00'));
    expect(businessHoursBetween(sp('2026-04-18T12:00'), sp('2026-04-20T18:00'))).toBe(10);
    expect(businessHoursBetween(sp('2026-04-17T17:59'), sp('2026-04-20T18:00'))).toBeGreaterThan(10);
  });

  it('agrees with businessMsBetween: since < cutoff exactly when more than the SLA has passed', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    for (let i = 0; i < 300; i++) {
      const now = sp('2026-01-05T00:00') + Math.floor(random() * 300 * 24) * HOUR / 4;
      const hours = 1 + Math.floor(random() * 60);
      const cutoff = businessCutoff(now, hours);
      const since = now - Math.floor(random() * 40 * 24) * HOUR / 4;
      expect(since < cutoff, `${new Date(now).toISOString()} ${hours}h since ${new Date(since).toISOString()}`).toBe(
        businessMsBetween(since, now) > hours * HOUR,
      );
    }
  });
});

/** Node's environment (the domain is typed without Node: it runs in browsers too). */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;

describe('whatever the machine time zone', () => {
  const original = env.TZ;
  afterEach(() => {
    if (original === undefined) delete env.TZ;
    else env.TZ = original;
  });

  it.each([
    ['UTC', 0],
    ['Asia/Tokyo', -540],
    ['America/Los_Angeles', 480],
    ['Pacific/Kiritimati', -840],
  ])('gives the same answers in %s', (zone, offset) => {
    env.TZ = zone;
    // The switch took effect (Node reads TZ again when it is assigned).
    expect(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset()).toBe(offset);
    expect(businessHoursBetween(sp('2026-04-17T16:00'), sp('2026-04-20T10:00'))).toBe(4);
    expect(businessHoursBetween(sp('2026-04-20T17:00'), sp('2026-04-22T09:00'))).toBe(2);
    expect(businessCutoff(sp('2026-04-22T10:00'), 8)).toBe(sp('2026-04-20T12:00'));
  });
});
