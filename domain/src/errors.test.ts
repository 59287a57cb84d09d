import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  appendToLog,
  DomainError,
  errorCode,
  friendlyMessage,
  isDomainError,
  retry,
  severityOf,
  toastDurationMs,
  toLogEntry,
  type ErrorLogEntry,
} from './errors';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('severityOf', () => {
  it('maps Firestore and Functions codes by analogy with the spec', () => {
    const cases: [string, string][] = [
      ['not-found', 'low'],
      ['already-exists', 'low'],
      ['failed-precondition', 'medium'],
      ['invalid-argument', 'medium'],
      ['unauthenticated', 'medium'],
      ['permission-denied', 'high'],
      ['unavailable', 'high'],
      ['deadline-exceeded', 'high'],
      ['internal', 'high'],
      ['functions/permission-denied', 'high'],
      ['functions/not-found', 'low'],
      ['firestore/unavailable', 'high'],
      ['storage/object-not-found', 'low'],
      ['storage/unauthorized', 'high'],
      ['storage/retry-limit-exceeded', 'high'],
      ['auth/network-request-failed', 'high'],
      ['resource-exhausted', 'medium'],
      ['auth/invalid-credential', 'medium'],
    ];
    for (const [code, severity] of cases) expect([code, severityOf(withCode(code))]).toEqual([code, severity]);
  });

  it('maps HTTP statuses', () => {
    expect(severityOf({ status: 500 })).toBe('high');
    expect(severityOf({ status: 503 })).toBe('high');
    expect(severityOf({ response: { status: 502 } })).toBe('high');
    expect(severityOf({ status: 404 })).toBe('low');
    expect(severityOf({ status: 401 })).toBe('medium');
    expect(severityOf({ status: 400 })).toBe('medium');
  });

  it('treats offline and fetch failures as high', () => {
    expect(severityOf(new Error('qualquer'), { offline: true })).toBe('high');
    expect(severityOf(new TypeError('Failed to fetch'))).toBe('high');
  });

  it('treats validation errors as low', () => {
    const result = z.object({ a: z.string() }).safeParse({});
    expect(result.success).toBe(false);
    expect(severityOf(result.error)).toBe('low');
  });

  it('reads a DomainError by its code', () => {
    expect(severityOf(new DomainError('not-found', 'Integrador não encontrado'))).toBe('low');
    expect(severityOf(new DomainError('permission-denied', 'x'))).toBe('high');
  });

  it('defaults anything else to medium', () => {
    expect(severityOf(new Error('boom'))).toBe('medium');
    expect(severityOf('texto')).toBe('medium');
    expect(severityOf(null)).toBe('medium');
    expect(severityOf(undefined)).toBe('medium');
  });

  it('always gives a severity with a toast duration', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(Object.keys(toastDurationMs)).toContain(severityOf(value));
      }),
    );
  });

  it('has the spec toast durations', () => {
    expect(toastDurationMs).toEqual({ critical: 10000, high: 8000, medium: 5000, low: 3000 });
  });
});

describe('friendlyMessage', () => {
  it('picks the spec texts', () => {
    expect(friendlyMessage(new Error('x'), { offline: true })).toBe('Erro de conexão. Verifique sua internet.');
    expect(friendlyMessage(new TypeError('Failed to fetch'))).toBe('Erro de conexão. Verifique sua internet.');
    expect(friendlyMessage(withCode('auth/network-request-failed'))).toBe('Erro de conexão. Verifique sua internet.');
    expect(friendlyMessage(withCode('functions/unavailable'))).toBe('Erro de conexão. Tente novamente.');
    expect(friendlyMessage(withCode('cancelled'))).toBe('Operação cancelada. Tente novamente.');
    expect(friendlyMessage(withCode('storage/canceled'))).toBe('Operação cancelada. Tente novamente.');
    expect(friendlyMessage(withCode('deadline-exceeded'))).toBe('Operação demorou muito. Tente novamente.');
    expect(friendlyMessage(withCode('permission-denied'))).toBeNull();
    expect(friendlyMessage(new Error('boom'))).toBeNull();
  });

  it('strips known prefixes from codes', () => {
    expect(errorCode(withCode('firestore/permission-denied'))).toBe('permission-denied');
    expect(errorCode(new Error('no code'))).toBeNull();
  });
});

describe('retry', () => {
  it('waits base delay × attempt between tries and returns the first success', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const fn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('1'))
      .mockRejectedValueOnce(new Error('2'))
      .mockResolvedValueOnce('ok');
    await expect(retry(fn, { sleep })).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [2000]]);
  });

  it('throws the last error after the attempts are spent', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    let n = 0;
    const fn = () => Promise.reject(new Error(`falha ${++n}`));
    await expect(retry(fn, { attempts: 4, baseDelayMs: 10, sleep })).rejects.toThrow('falha 4');
    expect(sleep.mock.calls).toEqual([[10], [20], [30]]);
  });

  it('waits with real timers when no sleep is injected', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const promise = retry(() => (++calls < 2 ? Promise.reject(new Error('x')) : Promise.resolve(calls)));
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(promise).resolves.toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops at once when shouldRetry says no', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const fn = vi.fn(() => Promise.reject(new DomainError('permission-denied', 'negado')));
    await expect(retry(fn, { sleep, shouldRetry: (e) => !isDomainError(e) })).rejects.toThrow('negado');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe('DomainError', () => {
  it('carries a code and a pt-BR message', () => {
    const error = new DomainError('not-found', 'Integrador não encontrado');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('not-found');
    expect(error.message).toBe('Integrador não encontrado');
    expect(error.name).toBe('DomainError');
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
  });
});

describe('error log', () => {
  const entry = (i: number): ErrorLogEntry => ({
    message: `e${i}`,
    timestamp: new Date(i).toISOString(),
    severity: 'low',
  });

  it('keeps the newest 100 entries in order', () => {
    fc.assert(
      fc.property(fc.nat(250), (count) => {
        let log: ErrorLogEntry[] = [];
        for (let i = 0; i < count; i += 1) log = appendToLog(log, entry(i));
        expect(log).toHaveLength(Math.min(count, 100));
        expect(log.map((e) => e.message)).toEqual(
          Array.from({ length: Math.min(count, 100) }, (_, k) => `e${count - Math.min(count, 100) + k}`),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('builds an entry from an error', () => {
    const error = withCode('permission-denied');
    const logged = toLogEntry(error, { now: new Date('2025-01-02T03:04:05Z'), context: 'kanban' });
    expect(logged).toEqual({
      message: 'x',
      stack: error.stack,
      context: 'kanban',
      timestamp: '2025-01-02T03:04:05.000Z',
      severity: 'high',
    });
    expect(toLogEntry('texto', { now: new Date(0), severity: 'critical' })).toEqual({
      message: 'texto',
      timestamp: '1970-01-01T00:00:00.000Z',
      severity: 'critical',
    });
  });
});
