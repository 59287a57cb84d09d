/**
 * PLACEHOLDER (contract commit): the tables helper (H2) replaces these rows with ANEEL's homologated
 * B1 tariffs per distributor, with their source and date.
 */
import { distributorIds, type DistributorId } from './distributors';
import type { DistributorTariff } from './types';

export const tariffTableSource = 'ANEEL — Tarifas homologadas (a preencher)';
export const tariffTableDate = '2025-01';

export const defaultTariffs: Record<DistributorId, DistributorTariff> = Object.fromEntries(
  distributorIds.map((id) => [id, { te_reais_mwh: 300, tusd_reais_mwh: 450, fio_b_reais_mwh: 250, impostos_pct: 25 }]),
) as Record<DistributorId, DistributorTariff>;
