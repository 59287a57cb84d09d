/**
 * The analytics' number formats and the integrator's 'Seus números' texts (issue 50): a module of
 * its own, light, so the integrator dashboard's card loads without the admin page's texts.
 */
import { hourBinEdges, type FunnelStage } from './types';

const percentFormat = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const hoursFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('pt-BR');

/** 0.625 → '62,5%'; null → '—'. */
export const formatRatio = (value: number | null) => (value === null ? '—' : percentFormat.format(value));
const longestBinned: number = hourBinEdges[hourBinEdges.length - 1] ?? Number.POSITIVE_INFINITY;

/** 12.34 → '12,3 h'; a time in the open last bin → '≥ 2.500 h' (at least that long); null → '—'. */
export const formatHours = (value: number | null) =>
  value === null ? '—' : value >= longestBinned ? `≥ ${hoursFormat.format(longestBinned)} h` : `${hoursFormat.format(value)} h`;
export const formatCount = (value: number) => countFormat.format(value);

export const funnelStageLabels: Record<FunnelStage, string> = {
  enviadas: 'Enviadas',
  em_analise: 'Em análise',
  aprovadas: 'Aprovadas',
  contrato_assinado: 'Contrato assinado',
  finalizadas: 'Finalizadas',
};

/** The integrator dashboard's card. */
export const ownNumbersText = {
  title: 'Seus números',
  loading: 'Carregando seus números…',
  caption: 'Desde a primeira proposta da empresa.',
  funnel: 'Funil da empresa',
  empty: 'Seus números aparecem após a primeira proposta.',
  failure: 'Não foi possível carregar seus números.',
  approvalRate: 'Taxa de aprovação',
  approvalHelp: 'Das decididas: aprovadas ÷ (aprovadas + reprovadas).',
  decision: 'Mediana até a decisão',
  platformMedian: (hours: string) => `Mediana da plataforma: ${hours} úteis`,
  platformMedianNone: 'Mediana da plataforma: ainda sem decisões',
} as const;
