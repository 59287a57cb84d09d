/**
 * Issue 49's shapes: what a bill says (BillFacts, stored on the proposal as conta_luz), what the
 * reader found (BillReading), the admin's energy settings (publico/energia) and the analysis the
 * server stores with the proposal (energia). Rates and tariffs are plain numbers (like interest
 * rates); money is integer centavos.
 */
import type { Millis } from '../model';
import type { DistributorId } from './distributors';

export const connectionTypes = ['monofasico', 'bifasico', 'trifasico'] as const;
export type ConnectionType = (typeof connectionTypes)[number];

/** Low-voltage subgroups: B1 residencial, B2 rural, B3 demais classes. */
export const consumerSubgroups = ['B1', 'B2', 'B3'] as const;
export type ConsumerSubgroup = (typeof consumerSubgroups)[number];

/** The facts a bill gives, confirmed (or typed) by whoever fills the form. */
export const billFactKeys = [
  'distribuidora',
  'titular',
  'uc',
  'classe',
  'subgrupo',
  'ligacao',
  'mes_referencia',
  'consumo_kwh',
  'tarifa_reais_kwh',
  'valor_total_centavos',
] as const;
export type BillFactKey = (typeof billFactKeys)[number];

/** The project address fields a bill can fill (the wizard's projectData names). */
export const billAddressKeys = ['logradouro', 'numero', 'complemento', 'cidade', 'estado', 'cep'] as const;
export type BillAddressKey = (typeof billAddressKeys)[number];

/** Lenders ask to see these: a bill older than 90 days, a bill in another person's name. */
export const billAlertKinds = ['conta_antiga', 'titular_diferente'] as const;
export type BillAlert = (typeof billAlertKinds)[number];

export interface BillFacts {
  distribuidora: DistributorId | '';
  /** The account holder's name as printed. */
  titular: string;
  /** The installation / consumer unit number (UC), digits as printed. */
  uc: string;
  /** 'Residencial', 'Rural', 'Comercial'… as printed. */
  classe: string;
  subgrupo: ConsumerSubgroup | '';
  ligacao: ConnectionType | '';
  /** 'YYYY-MM', '' when unknown. */
  mes_referencia: string;
  /** The due date as printed, 'YYYY-MM-DD', '' when unknown: the 90-day check prefers it to the reference month's end. */
  vencimento: string;
  /** Up to 13 months of consumption in kWh, the reference month first. */
  consumo_kwh: number[];
  /** The tariff with taxes in R$/kWh (R$ 0,30–2,00), null when unknown. */
  tarifa_reais_kwh: number | null;
  /** The amount due, null when unknown. */
  valor_total_centavos: number | null;
  /** The fields (facts and project address) that came from reading the bill and were not edited since. */
  lidos: (BillFactKey | BillAddressKey)[];
  alertas: BillAlert[];
}

/** What the reader found in a text-layer PDF: only what it could read, never a guess. */
export interface BillReading {
  /** Which parser read it: a distributor's or 'generica'. */
  layout: DistributorId | 'generica';
  facts: Partial<Omit<BillFacts, 'lidos' | 'alertas'>>;
  endereco: Partial<Record<BillAddressKey, string>>;
  /** The due date, 'YYYY-MM-DD', when printed (the age check prefers it to the reference month). */
  vencimento: string | null;
  paginas: number;
}

/** One distributor's B1 tariff (ANEEL homologated, without taxes) and its taxes. */
export interface DistributorTariff {
  /** Tarifa de Energia, R$/MWh. */
  te_reais_mwh: number;
  /** Tarifa de Uso do Sistema de Distribuição, R$/MWh (Fio B included). */
  tusd_reais_mwh: number;
  /** The TUSD's Fio B component, R$/MWh: what Lei 14.300 charges on compensated energy. */
  fio_b_reais_mwh: number;
  /** ICMS + PIS/COFINS as an effective share of the bill, percent (the tariff with taxes = (TE+TUSD)/(1 − impostos)). */
  impostos_pct: number;
}

/** publico/energia: read by anyone (the landing, the customer's page), written by updateEnergySettings. */
export interface EnergySettings {
  versao: number;
  /** Performance ratio of the system, 0.50–0.95 (default 0.80). */
  performance_ratio: number;
  /** Yearly tariff growth, percent (0–20). */
  crescimento_tarifa_aa_pct: number;
  /** Flag when the installment exceeds the savings by more than this, percent (0–100). */
  margem_parcela_pct: number;
  tarifas: Record<DistributorId, DistributorTariff>;
  /** Where the tariffs come from and as of when, shown under the table. */
  tarifas_fonte: string;
  tarifas_vigencia: string;
  atualizado_em: Millis;
  atualizado_por: string | null;
}

/** propostas/{id}.energia: computed by createProposal from conta_luz, the settings and the saved simulation. */
export interface EnergyAnalysis {
  consumo_medio_kwh: number;
  disponibilidade_kwh: number;
  irradiacao_kwh_m2_dia: number;
  /** Where the irradiation came from: the municipality's row, or its state's average when the municipality is not in the table. */
  irradiacao_origem: 'municipio' | 'estado';
  ibge: string | null;
  performance_ratio: number;
  /** The size the consumption asks for, kWp with two decimals. */
  kwp_sugerido: number;
  /** The size the proposal quotes (potencia_kwp; the integrator may override the suggestion). */
  kwp_usado: number;
  /** The quoted size's expected generation, kWh a month on average. */
  geracao_mensal_kwh: number;
  tarifa_reais_kwh: number;
  tarifas_versao: number;
  conta_antes_centavos: number;
  conta_depois_primeiro_mes_centavos: number;
  economia_primeiro_mes_centavos: number;
  /** Average monthly savings over the installments' months. */
  economia_media_centavos: number;
  parcela_centavos: number;
  /** parcela / economia média, two decimals. */
  razao: number;
  margem_parcela_pct: number;
  /** The installment exceeds the savings by more than the margin: the admin's risk signal. */
  acima_da_margem: boolean;
  crescimento_tarifa_aa_pct: number;
  meses: number;
  calculado_em: Millis;
}
