/**
 * The B1 residencial tariffs per distributor (issue 49): ANEEL's homologated 'Tarifa de Aplicação'
 * (Convencional, without taxes, R$/MWh) — TE, TUSD and the TUSD's Fio B component (ANEEL's
 * 'Componentes tarifárias', TUSD_FioB) — plus a typical effective tax share. The admin updates the
 * table (publico/energia); these rows are the defaults until then.
 *
 * Where the numbers come from (we could not reach ANEEL's portal from here; every value below was
 * read from public copies of ANEEL's open data, and none is a guess):
 * - 15 rows: the vigência in force on 08/01/2026, as Canal Solar's 'Simulador Fio B' extracted it
 *   from ANEEL (GitHub Thavia/canalsolar_tools, backend/src/data/tusd_fiob.json: TE, TUSD, Fio B).
 *   Their TE and TUSD match, to the centavo, the rows of ANEEL's 'Tarifas homologadas' dataset of
 *   May 2026 (GitHub diogoobs/tarifas-aneel, data/tarifas_aneel.csv) for every distributor that had
 *   no tariff event between January and May 2026 (the REH is named where that copy gives it).
 * - CEMIG: REH 3.589/2026, in force from 28/05/2026 (TE, TUSD and Fio B as copied from ANEEL's
 *   datasets in GitHub genarolins1975/scrutiniums, pipeline/tests/test_energia_conta.py).
 * Eight distributors had a newer tariff event in 2026 whose TE and TUSD we have but whose Fio B we
 * do not; their rows keep the January vigência so TE, TUSD and Fio B stay of one vigência, and the
 * newer TE/TUSD are noted beside them for the admin's update.
 *
 * Taxes (impostos_pct): one effective share, so that the tariff with taxes = (TE+TUSD)/(1 − share)
 * equals ANEEL's cascade (TE+TUSD)/((1 − ICMS)(1 − PIS/COFINS)): share = 1 − (1 − ICMS)(1 − 6 %).
 * ICMS = the state's general (modal) rate of 2024, which caps energy's since LC 194/2022, for
 * consumption above the reduced bands some states keep (SP ≤ 200 kWh, SC ≤ 150 kWh, RS ≤ 50 kWh):
 * SC, RS, ES, MT 17 (Comsefaz via Estadão 01/2024), BA and PE 20.5 (same), MG and SP 18 (Comsefaz's
 * 2023/2024 table), CE 20 (Valor 10/2023), PA and GO 19 (GZH 04/2024). NOT confirmed: PR 19.5 and
 * RJ 20 (both states raised the rate for 2024; the new value was not seen in a source; RJ's 2 % FECP
 * left out). Later changes (2025–2026) were not checked.
 * PIS/COFINS ≈ 6 %: their rates change monthly per distributor (CEMIG 1.20 + 5.50, CPFL 1.12 + 5.12,
 * RGE 1.05 + 4.85 in 2026 pages); 6 % is a typical value, not any one month's.
 */
import type { DistributorId } from './distributors';
import type { DistributorTariff } from './types';

export const tariffTableSource =
  'ANEEL, tarifas homologadas B1 residencial (Tarifa de Aplicação) e componente TUSD Fio B; impostos típicos (ICMS modal + PIS/COFINS ≈ 6%)';
/** The vigência of most rows (CEMIG's row is of 05/2026). */
export const tariffTableDate = '2026-01';

/** The effective tax share (percent) for a state's ICMS and PIS/COFINS of 6 %, two decimals. */
export const effectiveTaxesPct = (icmsPct: number, pisCofinsPct = 6): number =>
  Math.round((1 - (1 - icmsPct / 100) * (1 - pisCofinsPct / 100)) * 10_000) / 100;

const row = (te: number, tusd: number, fioB: number, icmsPct: number): DistributorTariff => ({
  te_reais_mwh: te,
  tusd_reais_mwh: tusd,
  fio_b_reais_mwh: Math.round(fioB * 100) / 100,
  impostos_pct: effectiveTaxesPct(icmsPct),
});

export const defaultTariffs: Record<DistributorId, DistributorTariff> = {
  // REH 3.589/2026, from 28/05/2026.
  cemig: row(310.21, 593.08, 268.193, 18),
  // REH 3.477/2025 (from 04/07/2025). Newer: REH 3.596/2026 from 04/07/2026, TE 316.96, TUSD 472.42.
  enel_sp: row(292.74, 432.44, 212.4649833, 18),
  // Cycle 2025. Newer: REH 3.578/2026 from 22/04/2026, TE 257.65, TUSD 620.08.
  neoenergia_coelba: row(277.24, 560.48, 350.5259231, 20.5),
  // REH 3.472/2025 (from 24/06/2025). ICMS 19.5 % not confirmed.
  copel: row(275.75, 366.67, 159.1363027, 19.5),
  // Cycle 2025. Newer: REH 3.579/2026 from 08/04/2026, TE 290.20, TUSD 449.25.
  cpfl_paulista: row(287.38, 388.15, 206.6458973, 18),
  // Cycle 2025. Newer: REH 3.571/2026 from 15/03/2026, TE 302.00, TUSD 578.56. ICMS 20 % not confirmed.
  light: row(310.26, 513.3, 210.3790407, 20),
  // Cycle 2025. Newer: REH 3.583/2026 from 29/04/2026, TE 263.65, TUSD 535.21.
  neoenergia_pernambuco: row(281.4, 487.78, 270.8386418, 20.5),
  // Cycle 2025. Newer: REH 3.574/2026 from 22/04/2026, TE 260.99, TUSD 488.78.
  enel_ce: row(245.19, 464.88, 291.7009681, 20),
  // REH 3.511/2025 (from 22/08/2025).
  celesc: row(321.93, 373.75, 132.746176, 17),
  // Cycle 2025. Newer: REH 3.570/2026 from 15/03/2026, TE 329.38, TUSD 731.72. ICMS 20 % not confirmed.
  enel_rj: row(293.41, 631.98, 352.3575174, 20),
  // REH 3.507/2025 (from 07/08/2025).
  equatorial_pa: row(286.22, 692.08, 385.8238501, 19),
  // REH 3.473/2025 (from 19/06/2025).
  rge: row(304.45, 517.75, 303.5328643, 17),
  // REH 3.541/2025 (from 23/10/2025).
  edp_sp: row(330.03, 456.67, 198.7656457, 18),
  // REH 3.508/2025 (from 07/08/2025).
  edp_es: row(320.68, 468.63, 203.8307219, 17),
  // Cycle 2025. Newer: REH 3.581/2026 from 08/04/2026, TE 294.14, TUSD 605.28.
  energisa_mt: row(302.66, 549.47, 319.9388246, 17),
  // REH 3.544/2025 (from 22/10/2025).
  equatorial_go: row(324.14, 567.67, 291.8575432, 19),
};
