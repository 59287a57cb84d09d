/**
 * The integrator dashboard's texts (file 001 section 2: four cards, performance tips, next steps
 * and a static summary). The spec names the parts but not every sentence; these follow it.
 */
import { proposalDashboards } from '@solarcred/domain/constants';

export const dashboardTexts = {
  title: 'Dashboard',
  subtitle: 'Acompanhe o desempenho das suas propostas.',
  cards: {
    sent: 'Propostas Enviadas',
    sentHelp: (thisMonth: number) => `${thisMonth} este mês`,
    approved: 'Propostas Aprovadas',
    approvedHelp: (percent: number) => `Taxa de aprovação: ${percent}%`,
    underAnalysis: 'Em Análise',
    underAnalysisHelp: (percent: number) => `${percent}% do total`,
    volume: 'Volume Total',
    volumeHelp: 'Soma do valor das propostas',
  },
  chartTitle: 'Propostas por mês',
  chartCaption: `Últimos ${proposalDashboards.chartMonths} meses, por status`,
  tipsTitle: 'Dicas de Performance',
  tips: [
    'Envie todos os documentos legíveis para agilizar a análise.',
    'Confira os dados do cliente e os dados bancários antes de enviar.',
    'Responda às pendências de correção o quanto antes.',
    'Acompanhe os comentários das suas propostas no Kanban.',
  ],
  nextStepsTitle: 'Próximos Passos',
  nextSteps: {
    submit: 'Subir uma nova proposta',
    follow: 'Acompanhar minhas propostas',
    profile: 'Manter meu perfil atualizado',
  },
  summaryTitle: 'Resumo',
  summary: [
    { label: 'Status mais comum', value: 'Em Análise' },
    { label: 'Meta de aprovação', value: `≥ ${proposalDashboards.approvalGoalPercent}%` },
    { label: 'Próxima meta', value: `${proposalDashboards.nextGoalProposals} propostas` },
  ],
} as const;
