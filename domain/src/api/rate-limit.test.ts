import { describe, expect, it } from 'vitest';
import { apiUsageDocId, rateDecision, retryAfterSeconds, windowKeys } from './rate-limit';

describe('API rate windows', () => {
  it('count a request in its second and its minute', () => {
    const now = 1_767_225_659_250;
    const [second, minute] = windowKeys(now);
    expect(second).toEqual({ nome: 'segundo', chave: 's1767225659', limite: 20, inicio: 1_767_225_659_000, fim: 1_767_225_660_000 });
    expect(minute).toEqual({ nome: 'minuto', chave: 'm29453760', limite: 600, inicio: 1_767_225_600_000, fim: 1_767_225_660_000 });
    expect(apiUsageDocId('abc', second!)).toBe('abc_s1767225659');
    expect(windowKeys(now + 750)[0]!.chave).toBe('s1767225660');
  });

  it('allow the 20th request of a second and refuse the 21st until the second ends', () => {
    const now = 1_767_225_630_250;
    const windows = windowKeys(now);
    expect(rateDecision(windows, [20, 300], now)).toEqual({ allowed: true });
    expect(rateDecision(windows, [21, 300], now)).toEqual({ allowed: false, retryAfter: 1 });
  });

  it('refuse the 601st request of a minute until the minute ends', () => {
    const now = 1_767_225_630_250;
    expect(rateDecision(windowKeys(now), [3, 601], now)).toEqual({ allowed: false, retryAfter: 30 });
    expect(retryAfterSeconds(now + 100, now)).toBe(1);
    expect(retryAfterSeconds(now, now)).toBe(1);
  });
});
