/**
 * Lei 14.300/2022, art. 27: a unit that asks to connect micro/minigeração after 7 January 2023
 * (GD II) pays, on the energy it compensates, a growing share of the TUSD's Fio B component:
 * 15 % in 2023, 30 % 2024, 45 % 2025, 60 % 2026, 75 % 2027, 90 % 2028. From 2029 the law hands the
 * rule to ANEEL (art. 17, after CNPE's valuation of the benefits): until it is set we assume 100 %.
 * Before 2023 nothing (the old REN 482 rule). Shares are fractions 0–1.
 */
const sharesByYear: Readonly<Record<number, number>> = {
  2023: 0.15,
  2024: 0.3,
  2025: 0.45,
  2026: 0.6,
  2027: 0.75,
  2028: 0.9,
};

/** From this year on we assume the whole Fio B is paid on compensated energy (an assumption, not the law's text). */
export const fullFioBFromYear = 2029;

/** The share (0–1) of the Fio B NOT compensated in a calendar year, for a new (GD II) system. */
export function fioBShare(year: number): number {
  if (!Number.isFinite(year)) throw new RangeError(`Invalid year: ${String(year)}`);
  const y = Math.floor(year);
  if (y >= fullFioBFromYear) return 1;
  return sharesByYear[y] ?? 0;
}
