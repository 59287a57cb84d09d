/**
 * Business-time arithmetic for the SLA clocks, in São Paulo's wall time whatever the machine's
 * time zone: a business day runs 08:00–18:00 (ten hours, the usual commercial hours of Brazilian
 * credit desks), Monday to Friday, except Brazil's national holidays. Brazil has had no daylight
 * saving since 2019, but the offset is read from Intl, never assumed, so older instants are right
 * too (past transitions happened at midnight, never inside a business window).
 */
import { isBrazilianNationalHoliday } from './br-holidays';

export const businessTimeZone = 'America/Sao_Paulo';
export const businessDay = { startHour: 8, endHour: 18 } as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How far the walk over calendar days may go (ten years): a guard, never reached by real SLAs. */
const MAX_DAYS = 3660;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: businessTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The São Paulo wall time of an instant, written as if it were UTC (so UTC getters read it). */
function wallClock(instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0) + (instant % 1000 + 1000) % 1000;
}

/** The local calendar day (UTC midnight of the same date) that holds an instant. */
const localDay = (instant: number) => Math.floor(wallClock(instant) / DAY) * DAY;

/** The instant São Paulo's clocks read `hour`:00 on `day`. */
function instantAt(day: number, hour: number): number {
  const wall = day + hour * HOUR;
  const guess = wall - (wallClock(wall) - wall);
  return wall - (wallClock(guess) - guess);
}

function isBusinessDay(day: number): boolean {
  const date = new Date(day);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isBrazilianNationalHoliday(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The business window of a day as instants, or null on weekends and holidays. */
function windowOf(day: number): [number, number] | null {
  return isBusinessDay(day) ? [instantAt(day, businessDay.startHour), instantAt(day, businessDay.endHour)] : null;
}

/** Business milliseconds between two instants (0 when `to` is not after `from`). */
export function businessMsBetween(from: number, to: number): number {
  if (!(to > from)) return 0;
  let total = 0;
  const last = localDay(to);
  for (let day = localDay(from), n = 0; day <= last && n < MAX_DAYS * 10; day += DAY, n++) {
    const window = windowOf(day);
    if (window) total += Math.max(0, Math.min(window[1], to) - Math.max(window[0], from));
  }
  return total;
}

/** Business hours (fractional) between two instants. */
export const businessHoursBetween = (from: number, to: number) => businessMsBetween(from, to) / HOUR;

/**
 * The SLA deadline seen from `now`: something that started before this instant has lasted more
 * than `hours` business hours; from it on, at most. So "late" is `since < cutoff`, a range a
 * Firestore query can filter on. Outside business hours the cutoff stands still.
 */
export function businessCutoff(now: number, hours: number): number {
  let remaining = Math.max(0, hours) * HOUR;
  let exhausted = remaining === 0;
  for (let day = localDay(now), n = 0; n < MAX_DAYS; day -= DAY, n++) {
    const window = windowOf(day);
    if (!window) continue;
    const end = Math.min(window[1], now);
    if (end <= window[0]) continue;
    // The budget ran out exactly at a window's start: the deadline is the previous window's end.
    if (exhausted) return end;
    const length = end - window[0];
    if (remaining < length) return end - remaining;
    remaining -= length;
    exhausted = remaining === 0;
  }
  return Number.NEGATIVE_INFINITY;
}
