/** Issue 49's limits, once: the reader, the plausibility checks and the admin's settings' bounds. */
export const billLimits = {
  /** A bill PDF larger than this is refused before reading. */
  maxBytes: 10 * 1024 * 1024,
  /** Pages read at most (a bill is 1–3 pages; a longer PDF is not a bill). */
  maxPages: 6,
  /** Months of consumption history a bill prints at most. */
  maxMonths: 13,
  minMonthlyKwh: 1,
  maxMonthlyKwh: 100_000,
  minTariffReaisKwh: 0.3,
  maxTariffReaisKwh: 2,
  /** A bill older than this (its due date, else its reference month's end) is flagged, as lenders ask. */
  maxAgeDays: 90,
  maxAmountCents: 100_000_000,
} as const;

export const energySettingsLimits = {
  performanceRatio: { min: 0.5, max: 0.95, default: 0.8 },
  tariffGrowthPct: { min: 0, max: 20, default: 6 },
  installmentMarginPct: { min: 0, max: 100, default: 10 },
  /** Any TE, TUSD or Fio B in R$/MWh. */
  tariffReaisMwh: { min: 0, max: 3000 },
  taxesPct: { min: 0, max: 60 },
} as const;

/** The availability charge in kWh a month by connection (REN ANEEL 1.000/2021, art. 291). */
export const availabilityKwh = { monofasico: 30, bifasico: 50, trifasico: 100 } as const;
