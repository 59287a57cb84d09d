/**
 * Installment due dates: the release date plus whole months, on the same day of the month (the
 * month's last day when it is shorter), counted in calendar days from the release, as the CET's
 * exponents (d/365) need.
 */
const dayMs = 86_400_000;

/** Midnight UTC of `isoDate` (YYYY-MM-DD) in days since the epoch. */
export function epochDay(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) throw new RangeError(`not a date: ${isoDate}`);
  return Date.UTC(year, month - 1, day) / dayMs;
}

/** Days from `releaseDay` (epoch days) to the same day `months` months later. */
export function daysAfterMonths(releaseDay: number, months: number): number {
  const release = new Date(releaseDay * dayMs);
  const year = release.getUTCFullYear();
  const month = release.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const due = Date.UTC(year, month, Math.min(release.getUTCDate(), lastDay)) / dayMs;
  return due - releaseDay;
}

/** The day a simulation made at `now` (epoch ms) assumes the credit is released: the UTC day, on client and server alike. */
export const releaseDayOf = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** Today's release day. */
export const releaseToday = (): string => releaseDayOf(Date.now());

/** YYYY-MM-DD of an epoch day. */
export function isoOfEpochDay(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}
