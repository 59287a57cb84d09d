/** Texts of 'Análises' (issue 50; beyond the spec, these are ours). The figures' formats and the integrator's card: numbers-text.ts. */
import { proposalStatusOptions } from '../options';
import { formatCount } from './numbers-text';
import type { RankingSort } from './types';

export { formatCount, formatHours, formatRatio, funnelStageLabels } from './numbers-text';

export const rankingSortLabels: Record<RankingSort, string> = {
  'funil.enviadas': 'Enviadas',
  'funil.aprovadas': 'Aprovadas',
  taxa_aprovacao: 'Taxa de aprovação',
  volume_centavos: 'Volume financiado',
  pendencias: 'Pendências',
};

export { lineLabel, stateLabel } from './labels';
export const statusLabel = (status: string) => proposalStatusOptions.find((option) => option.value === status)?.label ?? status;

export const analyticsText = {
  nav: 'Análises',
  title: 'Análises',
  subtitle: 'Funil, tempos, volume e risco por integrador, dos contadores mantidos a cada mudança de status.',
  filtersLabel: 'Filtros',
  from: 'De (mês)',
  to: 'Até (mês)',
  line: 'Linha de crédito',
  allLines: 'Todas as linhas',
  state: 'Estado',
  allStates: 'Todos os estados',
  integrator: 'Integrador',
  integratorSearch: 'Buscar integrador pelo nome',
  integratorMatches: 'Integradores encontrados',
  noIntegratorMatch: 'Nenhum integrador encontrado.',
  chosenIntegrator: (nome: string) => `Somente ${nome}`,
  clearIntegrator: 'Todos os integradores',
  badPeriod: 'Escolha um período válido: o mês inicial não pode ser depois do final (no máximo 36 meses).',
  loading: 'Carregando as análises…',
  empty: 'Nenhuma proposta no período.',
  loadFailure: 'Não foi possível carregar as análises. Tente novamente.',
  // The funnel.
  funnel: 'Funil por mês',
  funnelCaption: 'Propostas enviadas em cada mês e até onde chegaram; a conversão é sobre a etapa anterior.',
  month: 'Mês',
  total: 'Período',
  conversion: 'Conversão',
  approvalRate: 'Taxa de aprovação',
  approvalCaption: 'Aprovadas ÷ (aprovadas + reprovadas) das enviadas no período.',
  decided: (approved: number, refused: number) => `${formatCount(approved)} aprovadas · ${formatCount(refused)} reprovadas`,
  // The times.
  times: 'Tempos em horas úteis',
  timesCaption: 'Das propostas enviadas no período, em horas úteis (10 por dia útil, como contam os prazos); mediana e percentil 90.',
  step: 'Etapa',
  decision: 'Do envio à decisão',
  inStatus: (status: string) => `Em “${statusLabel(status)}”`,
  median: 'Mediana',
  p90: 'P90',
  n: 'Propostas',
  // The volume.
  volume: 'Volume financiado por mês',
  volumeCaption: 'Pelo mês da primeira aprovação.',
  financed: 'Financiadas',
  amount: 'Volume',
  averageTicket: 'Ticket médio',
  totalVolume: 'Volume no período',
  byLine: 'Por linha de crédito',
  byState: 'Por estado',
  share: 'Participação',
  /** The bars' column, named for screen readers only. */
  proportion: 'Proporção',
  // Risk.
  risk: 'Pendências e instalações',
  pendencias: 'Pendências registradas',
  pendenciasCaption: 'Nas propostas enviadas no período.',
  lateInstallations: 'Instalações atrasadas',
  lateCaption: 'Aprovadas com marco da instalação vencido.',
  // Money paid.
  paid: 'Cashback e repasses pagos',
  paidCaption: 'Dos registros de pagamento: seguem o integrador escolhido, não a linha nem o estado.',
  cashbackPaid: 'Cashback pago (desde o início)',
  fundingPaid: 'Repasses pagos no período',
  fundingByMonth: 'Repasses pagos por mês',
  // The ranking.
  ranking: 'Ranking de integradores',
  rankingCaption: 'Desde o início, de todas as linhas e estados. Clique num nome para filtrar as análises por ele.',
  sortBy: 'Ordenar por',
  rankingSearch: 'Buscar no ranking',
  rankingEmpty: 'Nenhum integrador com propostas.',
  rankingSearchEmpty: 'Nenhum integrador encontrado.',
  rankingFailure: 'Não foi possível carregar o ranking. Tente novamente.',
  previous: 'Anterior',
  next: 'Próxima',
  page: (n: number) => `Página ${n}`,
  position: '#',
  filterBy: (nome: string) => `Filtrar as análises por ${nome}`,
} as const;
