/**
 * Daily global horizontal irradiation, annual average (kWh/m²/dia), by IBGE municipality code, and
 * each state's average. Source: Atlas Brasileiro de Energia Solar, 2ª edição (INPE/CCST/LABREN,
 * 2017), the file of municipal seats 'global_horizontal_means_sedes-munic' (annual mean in
 * Wh/m²/dia at each of the 5,570 seats; the same database CRESESB's SunData v3.0 uses since 2018).
 * We read a public copy of that file (GitHub serbinario/solarlifenergy, commit 4a13e79, 2020) and
 * joined it to the IBGE codes of kelvins/municipios-brasileiros by name and nearest coordinates
 * (< 0.15°). One quirk of the file: Porto Alegre carries Rio Grande do Norte's state index; we
 * count it in RS. The municipalities are the 27 capitals and a selection of the largest of each
 * state (municipalities.ts); a state's average is the plain mean of all its municipal seats (not
 * weighted by area or population), used when a municipality is not in the table.
 */
import type { Uf } from '../options';

export const irradiationSource =
  'Atlas Brasileiro de Energia Solar, 2ª ed. (INPE/LABREN, 2017), irradiação global horizontal média anual nas sedes municipais (base do SunData v3.0, CRESESB)';
export const irradiationDate = '2017';

/** Annual average daily global horizontal irradiation at the municipal seat, kWh/m²/dia, by IBGE code. */
export const municipalIrradiation: Readonly<Record<string, number>> = {
  // AC
  '1200401': 4.56, // Rio Branco
  '1200203': 4.663, // Cruzeiro do Sul
  // AL
  '2704302': 5.523, // Maceió
  '2700300': 5.288, // Arapiraca
  '2707701': 5.243, // Rio Largo
  // AM
  '1302603': 4.323, // Manaus
  '1301902': 4.538, // Itacoatiara
  '1302504': 4.464, // Manacapuru
  '1303403': 4.618, // Parintins
  // AP
  '1600303': 4.944, // Macapá
  '1600600': 4.832, // Santana
  // BA
  '2927408': 5.365, // Salvador
  '2903201': 5.873, // Barreiras
  '2905701': 5.05, // Camaçari
  '2910800': 5.051, // Feira de Santana
  '2913606': 5.181, // Ilhéus
  '2914802': 4.9, // Itabuna
  '2918407': 5.767, // Juazeiro
  '2919207': 5.249, // Lauro de Freitas
  '2933307': 5.081, // Vitória da Conquista
  // CE
  '2304400': 5.776, // Fortaleza
  '2303709': 5.701, // Caucaia
  '2304202': 5.848, // Crato
  '2307304': 5.875, // Juazeiro do Norte
  '2307650': 5.448, // Maracanaú
  '2312908': 5.491, // Sobral
  // DF
  '5300108': 5.252, // Brasília
  // ES
  '3205309': 4.957, // Vitória
  '3201209': 5.013, // Cachoeiro de Itapemirim
  '3201308': 4.783, // Cariacica
  '3203205': 4.852, // Linhares
  '3205002': 4.903, // Serra
  '3205200': 5.026, // Vila Velha
  // GO
  '5208707': 5.247, // Goiânia
  '5200258': 5.263, // Águas Lindas de Goiás
  '5201108': 5.21, // Anápolis
  '5201405': 5.256, // Aparecida de Goiânia
  '5212501': 5.338, // Luziânia
  '5218805': 5.189, // Rio Verde
  // MA
  '2111300': 5.208, // São Luís
  '2103000': 5.483, // Caxias
  '2105302': 5.025, // Imperatriz
  '2111201': 5.317, // São José de Ribamar
  '2112209': 5.572, // Timon
  // MG
  '3106200': 5.129, // Belo Horizonte
  '3106705': 5.158, // Betim
  '3118601': 5.135, // Contagem
  '3122306': 5.165, // Divinópolis
  '3127701': 4.885, // Governador Valadares
  '3131307': 4.844, // Ipatinga
  '3136702': 4.53, // Juiz de Fora
  '3143302': 5.561, // Montes Claros
  '3154606': 5.15, // Ribeirão das Neves
  '3167202': 5.224, // Sete Lagoas
  '3170107': 5.148, // Uberaba
  '3170206': 5.238, // Uberlândia
  // MS
  '5002704': 5.031, // Campo Grande
  '5003207': 4.971, // Corumbá
  '5003702': 4.898, // Dourados
  '5008305': 5.156, // Três Lagoas
  // MT
  '5103403': 5.106, // Cuiabá
  '5107602': 5.168, // Rondonópolis
  '5107909': 4.974, // Sinop
  '5107925': 5.04, // Sorriso
  '5108402': 5.132, // Várzea Grande
  // PA
  '1501402': 4.864, // Belém
  '1500800': 4.731, // Ananindeua
  '1502400': 4.71, // Castanhal
  '1504208': 4.881, // Marabá
  '1505536': 4.774, // Parauapebas
  '1506807': 4.875, // Santarém
  // PB
  '2507507': 5.53, // João Pessoa
  '2504009': 5.247, // Campina Grande
  '2510808': 5.939, // Patos
  '2513703': 5.462, // Santa Rita
  // PE
  '2611606': 5.462, // Recife
  '2604106': 5.255, // Caruaru
  '2607901': 5.445, // Jaboatão dos Guararapes
  '2609600': 5.462, // Olinda
  '2610707': 5.404, // Paulista
  '2611101': 5.767, // Petrolina
  // PI
  '2211001': 5.572, // Teresina
  '2207702': 5.577, // Parnaíba
  '2208007': 5.804, // Picos
  // PR
  '4106902': 4.194, // Curitiba
  '4104808': 4.724, // Cascavel
  '4105805': 4.194, // Colombo
  '4108304': 4.776, // Foz do Iguaçu
  '4113700': 4.9, // Londrina
  '4115200': 4.89, // Maringá
  '4119905': 4.49, // Ponta Grossa
  '4125506': 4.201, // São José dos Pinhais
  // RJ
  '3304557': 4.732, // Rio de Janeiro
  '3300456': 4.615, // Belford Roxo
  '3301009': 4.909, // Campos dos Goytacazes
  '3301702': 4.693, // Duque de Caxias
  '3302403': 4.916, // Macaé
  '3303302': 4.785, // Niterói
  '3303500': 4.615, // Nova Iguaçu
  '3303906': 4.508, // Petrópolis
  '3304904': 4.75, // São Gonçalo
  '3305109': 4.693, // São João de Meriti
  '3306305': 4.652, // Volta Redonda
  // RN
  '2408102': 5.674, // Natal
  '2408003': 5.801, // Mossoró
  '2403251': 5.649, // Parnamirim
  '2412005': 5.662, // São Gonçalo do Amarante
  // RO
  '1100205': 4.48, // Porto Velho
  '1100023': 4.494, // Ariquemes
  '1100122': 4.606, // Ji-Paraná
  '1100304': 4.634, // Vilhena
  // RR
  '1400100': 4.886, // Boa Vista
  '1400472': 4.71, // Rorainópolis
  // RS
  '4314902': 4.43, // Porto Alegre
  '4304606': 4.388, // Canoas
  '4305108': 4.361, // Caxias do Sul
  '4309209': 4.384, // Gravataí
  '4313409': 4.354, // Novo Hamburgo
  '4314100': 4.553, // Passo Fundo
  '4314407': 4.311, // Pelotas
  '4316907': 4.508, // Santa Maria
  // SC
  '4205407': 4.251, // Florianópolis
  '4202404': 4.007, // Blumenau
  '4204202': 4.621, // Chapecó
  '4204608': 4.183, // Criciúma
  '4208203': 4.148, // Itajaí
  '4209102': 3.787, // Joinville
  '4211900': 4.156, // Palhoça
  '4216602': 4.156, // São José
  // SE
  '2800308': 5.496, // Aracaju
  '2802908': 5.256, // Itabaiana
  '2803500': 5.213, // Lagarto
  '2804805': 5.409, // Nossa Senhora do Socorro
  // SP
  '3550308': 4.45, // São Paulo
  '3506003': 4.995, // Bauru
  '3509502': 4.902, // Campinas
  '3518800': 4.436, // Guarulhos
  '3525904': 4.785, // Jundiaí
  '3530607': 4.425, // Mogi das Cruzes
  '3534401': 4.492, // Osasco
  '3538709': 4.9, // Piracicaba
  '3541406': 5.11, // Presidente Prudente
  '3543402': 5.078, // Ribeirão Preto
  '3547809': 4.333, // Santo André
  '3548500': 4.142, // Santos
  '3548708': 4.333, // São Bernardo do Campo
  '3549805': 5.132, // São José do Rio Preto
  '3549904': 4.57, // São José dos Campos
  '3552205': 4.758, // Sorocaba
  // TO
  '1721000': 5.218, // Palmas
  '1702109': 5.024, // Araguaína
  '1709500': 5.282, // Gurupi
};

/** The plain mean of each state's municipal seats, kWh/m²/dia (two decimals). */
export const stateIrradiation: Readonly<Record<Uf, number>> = {
  AC: 4.6, AL: 5.33, AM: 4.49, AP: 4.71, BA: 5.25, CE: 5.67, DF: 5.25, ES: 4.82, GO: 5.3, MA: 5.2, MG: 5, MS: 4.99, MT: 5.03, PA: 4.81, PB: 5.65, PE: 5.43, PI: 5.72, PR: 4.75, RJ: 4.72, RN: 5.75, RO: 4.6, RR: 4.9, RS: 4.5, SC: 4.3, SE: 5.32, SP: 4.92, TO: 5.21,
};
