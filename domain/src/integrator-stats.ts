/**
 * The integrator counters kept in stats/integradores: per-status counts (legacy 'pendente' counted
 * as 'pendente_aprovacao') and sign-ups per São Paulo day. Functions apply a delta per write;
 * a recount over all integrators yields the same document.
 */
import { saoPauloDayKey } from './format';
import { adminTabOf, effectiveStatus } from './integrator-status';
import type { Integrator, IntegratorStats, Millis } from './model';
import type { AdminIntegratorTab } from './options';

export type StatsStatus = keyof IntegratorStats['por_status'];

export interface IntegratorStatsDelta {
  total: number;
  /** Non-zero increments only. */
  por_status: Partial<Record<StatsStatus, number>>;
  /** Non-zero increments only, keyed by São Paulo day (YYYY-MM-DD). */
  cadastros_por_dia: Record<string, number>;
}

type Counted = Pick<Integrator, 'status' | 'created_at'>;

const millis = (at: Millis | Date): Millis => (typeof at === 'number' ? at : at.getTime());

/** The day key `days` calendar days before (negative: after) a day key. */
export function shiftDayKey(dayKey: string, days: number): string {
  const [y, m, d] = dayKey.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) - days)).toISOString().slice(0, 10);
}

export function emptyIntegratorStats(): IntegratorStats {
  return {
    por_status: {
      pendente_cadastro: 0,
      pendente_documentacao: 0,
      pendente_aprovacao: 0,
      aprovado: 0,
      rejeitado: 0,
    },
    total: 0,
    cadastros_por_dia: {},
  };
}

function addTo(record: Record<string, number>, key: string, amount: number): void {
  const next = (record[key] ?? 0) + amount;
  if (next === 0) delete record[key];
  else record[key] = next;
}

function contribute(delta: IntegratorStatsDelta, integrator: Counted, sign: 1 | -1): void {
  delta.total += sign;
  const status = effectiveStatus(integrator.status);
  if (status) addTo(delta.por_status, status, sign);
  addTo(delta.cadastros_por_dia, saoPauloDayKey(integrator.created_at), sign);
}

/** What one write (create: before null; delete: after null) changes in the counters. */
export function statsDelta(before: Counted | null, after: Counted | null): IntegratorStatsDelta {
  const delta: IntegratorStatsDelta = { total: 0, por_status: {}, cadastros_por_dia: {} };
  if (before) contribute(delta, before, -1);
  if (after) contribute(delta, after, 1);
  return delta;
}

/** True when the delta changes nothing (the write need not touch the counters). */
export function isEmptyStatsDelta(delta: IntegratorStatsDelta): boolean {
  return (
    delta.total === 0 &&
    Object.keys(delta.por_status).length === 0 &&
    Object.keys(delta.cadastros_por_dia).length === 0
  );
}

/** The counters after a delta; days whose count reaches zero are dropped. */
export function applyStatsDelta(stats: IntegratorStats, delta: IntegratorStatsDelta): IntegratorStats {
  const next: IntegratorStats = {
    por_status: { ...stats.por_status },
    total: stats.total + delta.total,
    cadastros_por_dia: { ...stats.cadastros_por_dia },
  };
  for (const [status, amount] of Object.entries(delta.por_status) as [StatsStatus, number][]) {
    next.por_status[status] += amount;
  }
  for (const [day, amount] of Object.entries(delta.cadastros_por_dia)) {
    addTo(next.cadastros_por_dia, day, amount);
  }
  return next;
}

/** The counters computed from scratch over every integrator. */
export function recountIntegratorStats(integrators: readonly Counted[]): IntegratorStats {
  return integrators.reduce(
    (stats, integrator) => applyStatsDelta(stats, statsDelta(null, integrator)),
    emptyIntegratorStats(),
  );
}

/** Sign-ups over the last `days` São Paulo calendar days, today included. */
export function signupsInWindow(stats: IntegratorStats, now: Millis | Date, days: number): number {
  if (days <= 0) return 0;
  const today = saoPauloDayKey(millis(now));
  const first = shiftDayKey(today, days - 1);
  return sumDays(stats, (day) => day >= first && day <= today);
}

/** Sign-ups in the current São Paulo calendar month up to today. */
export function signupsThisMonth(stats: IntegratorStats, now: Millis | Date): number {
  const today = saoPauloDayKey(millis(now));
  const month = today.slice(0, 8);
  return sumDays(stats, (day) => day.startsWith(month) && day <= today);
}

function sumDays(stats: IntegratorStats, include: (day: string) => boolean): number {
  return Object.entries(stats.cadastros_por_dia)
    .filter(([day]) => include(day))
    .reduce((sum, [, count]) => sum + count, 0);
}

/** The admin list's count per tab from stats/integradores ('pendente_documentacao' sits with 'pendente_cadastro'). */
export function tabCountsOf(stats: IntegratorStats | null): Record<AdminIntegratorTab, number> {
  const counts: Record<AdminIntegratorTab, number> = { pendente_cadastro: 0, pendente_aprovacao: 0, aprovado: 0, rejeitado: 0 };
  for (const [status, amount] of Object.entries(stats?.por_status ?? {})) {
    const tab = adminTabOf(status);
    if (tab) counts[tab] += amount;
  }
  return counts;
}
