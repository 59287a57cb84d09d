/**
 * The municipalities the irradiation table knows, by IBGE code (the 27 capitals and a selection of
 * the largest of each state; codes from IBGE's list as published in kelvins/municipios-brasileiros),
 * and the lookups the sizing needs: a typed city and state to its IBGE code, and to its irradiation
 * (the municipality's, else its state's average).
 */
import { ufs, type Uf } from '../options';
import { municipalIrradiation, stateIrradiation } from './irradiation-data';

/** [IBGE code, name, UF]. */
export const municipalities: readonly (readonly [ibge: string, nome: string, uf: Uf])[] = [
  // AC
  ["1200401", "Rio Branco", "AC"],
  ["1200203", "Cruzeiro do Sul", "AC"],
  // AL
  ["2704302", "Maceió", "AL"],
  ["2700300", "Arapiraca", "AL"],
  ["2707701", "Rio Largo", "AL"],
  // AM
  ["1302603", "Manaus", "AM"],
  ["1301902", "Itacoatiara", "AM"],
  ["1302504", "Manacapuru", "AM"],
  ["1303403", "Parintins", "AM"],
  // AP
  ["1600303", "Macapá", "AP"],
  ["1600600", "Santana", "AP"],
  // BA
  ["2927408", "Salvador", "BA"],
  ["2903201", "Barreiras", "BA"],
  ["2905701", "Camaçari", "BA"],
  ["2910800", "Feira de Santana", "BA"],
  ["2913606", "Ilhéus", "BA"],
  ["2914802", "Itabuna", "BA"],
  ["2918407", "Juazeiro", "BA"],
  ["2919207", "Lauro de Freitas", "BA"],
  ["2933307", "Vitória da Conquista", "BA"],
  // CE
  ["2304400", "Fortaleza", "CE"],
  ["2303709", "Caucaia", "CE"],
  ["2304202", "Crato", "CE"],
  ["2307304", "Juazeiro do Norte", "CE"],
  ["2307650", "Maracanaú", "CE"],
  ["2312908", "Sobral", "CE"],
  // DF
  ["5300108", "Brasília", "DF"],
  // ES
  ["3205309", "Vitória", "ES"],
  ["3201209", "Cachoeiro de Itapemirim", "ES"],
  ["3201308", "Cariacica", "ES"],
  ["3203205", "Linhares", "ES"],
  ["3205002", "Serra", "ES"],
  ["3205200", "Vila Velha", "ES"],
  // GO
  ["5208707", "Goiânia", "GO"],
  ["5200258", "Águas Lindas de Goiás", "GO"],
  ["5201108", "Anápolis", "GO"],
  ["5201405", "Aparecida de Goiânia", "GO"],
  ["5212501", "Luziânia", "GO"],
  ["5218805", "Rio Verde", "GO"],
  // MA
  ["2111300", "São Luís", "MA"],
  ["2103000", "Caxias", "MA"],
  ["2105302", "Imperatriz", "MA"],
  ["2111201", "São José de Ribamar", "MA"],
  ["2112209", "Timon", "MA"],
  // MG
  ["3106200", "Belo Horizonte", "MG"],
  ["3106705", "Betim", "MG"],
  ["3118601", "Contagem", "MG"],
  ["3122306", "Divinópolis", "MG"],
  ["3127701", "Governador Valadares", "MG"],
  ["3131307", "Ipatinga", "MG"],
  ["3136702", "Juiz de Fora", "MG"],
  ["3143302", "Montes Claros", "MG"],
  ["3154606", "Ribeirão das Neves", "MG"],
  ["3167202", "Sete Lagoas", "MG"],
  ["3170107", "Uberaba", "MG"],
  ["3170206", "Uberlândia", "MG"],
  // MS
  ["5002704", "Campo Grande", "MS"],
  ["5003207", "Corumbá", "MS"],
  ["5003702", "Dourados", "MS"],
  ["5008305", "Três Lagoas", "MS"],
  // MT
  ["5103403", "Cuiabá", "MT"],
  ["5107602", "Rondonópolis", "MT"],
  ["5107909", "Sinop", "MT"],
  ["5107925", "Sorriso", "MT"],
  ["5108402", "Várzea Grande", "MT"],
  // PA
  ["1501402", "Belém", "PA"],
  ["1500800", "Ananindeua", "PA"],
  ["1502400", "Castanhal", "PA"],
  ["1504208", "Marabá", "PA"],
  ["1505536", "Parauapebas", "PA"],
  ["1506807", "Santarém", "PA"],
  // PB
  ["2507507", "João Pessoa", "PB"],
  ["2504009", "Campina Grande", "PB"],
  ["2510808", "Patos", "PB"],
  ["2513703", "Santa Rita", "PB"],
  // PE
  ["2611606", "Recife", "PE"],
  ["2604106", "Caruaru", "PE"],
  ["2607901", "Jaboatão dos Guararapes", "PE"],
  ["2609600", "Olinda", "PE"],
  ["2610707", "Paulista", "PE"],
  ["2611101", "Petrolina", "PE"],
  // PI
  ["2211001", "Teresina", "PI"],
  ["2207702", "Parnaíba", "PI"],
  ["2208007", "Picos", "PI"],
  // PR
  ["4106902", "Curitiba", "PR"],
  ["4104808", "Cascavel", "PR"],
  ["4105805", "Colombo", "PR"],
  ["4108304", "Foz do Iguaçu", "PR"],
  ["4113700", "Londrina", "PR"],
  ["4115200", "Maringá", "PR"],
  ["4119905", "Ponta Grossa", "PR"],
  ["4125506", "São José dos Pinhais", "PR"],
  // RJ
  ["3304557", "Rio de Janeiro", "RJ"],
  ["3300456", "Belford Roxo", "RJ"],
  ["3301009", "Campos dos Goytacazes", "RJ"],
  ["3301702", "Duque de Caxias", "RJ"],
  ["3302403", "Macaé", "RJ"],
  ["3303302", "Niterói", "RJ"],
  ["3303500", "Nova Iguaçu", "RJ"],
  ["3303906", "Petrópolis", "RJ"],
  ["3304904", "São Gonçalo", "RJ"],
  ["3305109", "São João de Meriti", "RJ"],
  ["3306305", "Volta Redonda", "RJ"],
  // RN
  ["2408102", "Natal", "RN"],
  ["2408003", "Mossoró", "RN"],
  ["2403251", "Parnamirim", "RN"],
  ["2412005", "São Gonçalo do Amarante", "RN"],
  // RO
  ["1100205", "Porto Velho", "RO"],
  ["1100023", "Ariquemes", "RO"],
  ["1100122", "Ji-Paraná", "RO"],
  ["1100304", "Vilhena", "RO"],
  // RR
  ["1400100", "Boa Vista", "RR"],
  ["1400472", "Rorainópolis", "RR"],
  // RS
  ["4314902", "Porto Alegre", "RS"],
  ["4304606", "Canoas", "RS"],
  ["4305108", "Caxias do Sul", "RS"],
  ["4309209", "Gravataí", "RS"],
  ["4313409", "Novo Hamburgo", "RS"],
  ["4314100", "Passo Fundo", "RS"],
  ["4314407", "Pelotas", "RS"],
  ["4316907", "Santa Maria", "RS"],
  // SC
  ["4205407", "Florianópolis", "SC"],
  ["4202404", "Blumenau", "SC"],
  ["4204202", "Chapecó", "SC"],
  ["4204608", "Criciúma", "SC"],
  ["4208203", "Itajaí", "SC"],
  ["4209102", "Joinville", "SC"],
  ["4211900", "Palhoça", "SC"],
  ["4216602", "São José", "SC"],
  // SE
  ["2800308", "Aracaju", "SE"],
  ["2802908", "Itabaiana", "SE"],
  ["2803500", "Lagarto", "SE"],
  ["2804805", "Nossa Senhora do Socorro", "SE"],
  // SP
  ["3550308", "São Paulo", "SP"],
  ["3506003", "Bauru", "SP"],
  ["3509502", "Campinas", "SP"],
  ["3518800", "Guarulhos", "SP"],
  ["3525904", "Jundiaí", "SP"],
  ["3530607", "Mogi das Cruzes", "SP"],
  ["3534401", "Osasco", "SP"],
  ["3538709", "Piracicaba", "SP"],
  ["3541406", "Presidente Prudente", "SP"],
  ["3543402", "Ribeirão Preto", "SP"],
  ["3547809", "Santo André", "SP"],
  ["3548500", "Santos", "SP"],
  ["3548708", "São Bernardo do Campo", "SP"],
  ["3549805", "São José do Rio Preto", "SP"],
  ["3549904", "São José dos Campos", "SP"],
  ["3552205", "Sorocaba", "SP"],
  // TO
  ["1721000", "Palmas", "TO"],
  ["1702109", "Araguaína", "TO"],
  ["1709500", "Gurupi", "TO"],
];

/** Lower case, no accents, punctuation and repeated spaces folded ('Ji-Paraná' → 'ji parana'). */
export function normalizePlaceName(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

const byKey = new Map(municipalities.map(([ibge, nome, uf]) => [`${uf}|${normalizePlaceName(nome)}`, ibge]));

/** A valid UF from what the user typed ('sp', ' SP '), else null. */
export function ufOf(uf: string | null | undefined): Uf | null {
  const upper = (uf ?? '').trim().toUpperCase();
  return (ufs as readonly string[]).includes(upper) ? (upper as Uf) : null;
}

/** The IBGE code of a municipality in the table (accent-, case- and punctuation-insensitive), else null. */
export function ibgeOf(cidade: string, uf: string): string | null {
  const state = ufOf(uf);
  if (!state) return null;
  return byKey.get(`${state}|${normalizePlaceName(cidade)}`) ?? null;
}

export interface IrradiationAt {
  kwhM2Dia: number;
  origem: 'municipio' | 'estado';
  ibge: string | null;
}

/** The municipality's irradiation, else its state's average; null when the state is unknown. */
export function irradiationAt(cidade: string, uf: string): IrradiationAt | null {
  const state = ufOf(uf);
  if (!state) return null;
  const ibge = ibgeOf(cidade, state);
  const own = ibge === null ? undefined : municipalIrradiation[ibge];
  if (ibge !== null && own !== undefined) return { kwhM2Dia: own, origem: 'municipio', ibge };
  return { kwhM2Dia: stateIrradiation[state], origem: 'estado', ibge: null };
}
