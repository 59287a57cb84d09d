import { describe, expect, it } from 'vitest';
import { slaHoursSchema } from './schemas/sla';
import { defaultSlaHours, isLate, lateCutoffs, slaOf, slaStep, slaStepMs } from './sla';

const sp = (local: string) => Date.parse(`${local}-03:00`);

describe('SLA settings', () => {
  it('accepts whole hours from 1 to the maximum, or none', () => {
    expect(slaHoursSchema.parse({ enviada: 8, aprovada: null })).toEqual({ enviada: 8, aprovada: null });
    expect(slaHoursSchema.safeParse({ enviada: 0 }).success).toBe(false);
    expect(slaHoursSchema.safeParse({ enviada: 1.5 }).success).toBe(false);
    expect(slaHoursSchema.safeParse({ enviada: 651 }).success).toBe(false);
    expect(slaHoursSchema.safeParse({ outra: 8 }).success).toBe(false);
  });

  it('gives no SLA to a status without a positive number', () => {
    expect(slaOf(defaultSlaHours, 'enviada')).toBe(8);
    expect(slaOf(defaultSlaHours, 'finalizada')).toBeNull();
    expect(slaOf({ enviada: null }, 'enviada')).toBeNull();
  });
});

describe('isLate', () => {
  const now = sp('2026-04-22T10:00'); // Wednesday after Tiradentes
  const cutoffs = lateCutoffs({ enviada: 8, em_analise: null }, now);

  it('is late once more business hours than the SLA have passed', () => {
    expect(cutoffs.enviada).toBe(sp('2026-04-20T12:00'));
    expect(isLate({ status: 'enviada', status_desde: sp('2026-04-20T11:59') }, cutoffs)).toBe(true);
    expect(isLate({ status: 'enviada', status_desde: sp('2026-04-20T12:00') }, cutoffs)).toBe(false);
  });

  it('needs status_desde, and is never late without an SLA', () => {
    const withoutSince = { status: 'enviada', created_at: sp('2026-04-10T09:00') };
    expect(isLate(withoutSince, cutoffs)).toBe(false);
    expect(isLate({ status: 'em_analise', status_desde: 0 }, cutoffs)).toBe(false);
    expect(isLate({ status: 'finalizada', status_desde: 0 }, cutoffs)).toBe(false);
  });

  it('steps the clock in whole steps', () => {
    expect(slaStep(sp('2026-04-22T10:04'))).toBe(sp('2026-04-22T10:00'));
    expect(slaStep(sp('2026-04-22T10:05')) - slaStep(sp('2026-04-22T10:04'))).toBe(slaStepMs);
  });
});
