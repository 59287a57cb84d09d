/**
 * The electricity distributors (distribuidoras) SolarCred knows by name (issue 49): the largest by
 * consumer units (ANEEL, 'Ranking de consumidores por distribuidora', 2025) and the ones its
 * integrators quote most. The bill reader has a parser for the first eight plus a generic one; the
 * tariff table has a row for every one. Not to be confused with the wizard's 'Distribuidor
 * Escolhido' (the kit's wholesaler, file 001 section 3), which the bill never fills.
 */
export const distributorIds = [
  'cemig',
  'enel_sp',
  'neoenergia_coelba',
  'copel',
  'cpfl_paulista',
  'light',
  'neoenergia_pernambuco',
  'enel_ce',
  'celesc',
  'enel_rj',
  'equatorial_pa',
  'rge',
  'edp_sp',
  'edp_es',
  'energisa_mt',
  'equatorial_go',
] as const;

export type DistributorId = (typeof distributorIds)[number];

export interface Distributor {
  id: DistributorId;
  /** As the bill and ANEEL name it. */
  nome: string;
  /** Where it serves (most serve one state). */
  uf: string;
}

export const distributors: Record<DistributorId, Distributor> = {
  cemig: { id: 'cemig', nome: 'CEMIG Distribuição', uf: 'MG' },
  enel_sp: { id: 'enel_sp', nome: 'Enel Distribuição São Paulo', uf: 'SP' },
  neoenergia_coelba: { id: 'neoenergia_coelba', nome: 'Neoenergia Coelba', uf: 'BA' },
  copel: { id: 'copel', nome: 'Copel Distribuição', uf: 'PR' },
  cpfl_paulista: { id: 'cpfl_paulista', nome: 'CPFL Paulista', uf: 'SP' },
  light: { id: 'light', nome: 'Light', uf: 'RJ' },
  neoenergia_pernambuco: { id: 'neoenergia_pernambuco', nome: 'Neoenergia Pernambuco', uf: 'PE' },
  enel_ce: { id: 'enel_ce', nome: 'Enel Distribuição Ceará', uf: 'CE' },
  celesc: { id: 'celesc', nome: 'Celesc Distribuição', uf: 'SC' },
  enel_rj: { id: 'enel_rj', nome: 'Enel Distribuição Rio', uf: 'RJ' },
  equatorial_pa: { id: 'equatorial_pa', nome: 'Equatorial Pará', uf: 'PA' },
  rge: { id: 'rge', nome: 'RGE Sul', uf: 'RS' },
  edp_sp: { id: 'edp_sp', nome: 'EDP São Paulo', uf: 'SP' },
  edp_es: { id: 'edp_es', nome: 'EDP Espírito Santo', uf: 'ES' },
  energisa_mt: { id: 'energisa_mt', nome: 'Energisa Mato Grosso', uf: 'MT' },
  equatorial_go: { id: 'equatorial_go', nome: 'Equatorial Goiás', uf: 'GO' },
};

export const isDistributorId = (value: unknown): value is DistributorId => typeof value === 'string' && (distributorIds as readonly string[]).includes(value);
