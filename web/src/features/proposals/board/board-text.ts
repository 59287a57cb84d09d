import type { ProposalScope } from '@solarcred/domain/team/scope';

/** The boards' own texts (the spec's toasts and banner live in domain/src/messages.ts). */
export const boardText = {
  adminTitle: 'Kanban de Propostas',
  integratorTitle: 'Minhas Propostas',
  /** The titular's and the gestor's board under 'Todas': every seller's proposals (issue 45). */
  companyTitle: 'Propostas da Empresa',
  adminSubtitle: 'Acompanhe e mova as propostas entre as etapas de análise.',
  integratorSubtitle: 'Acompanhe o andamento das suas propostas.',
  companySubtitle: 'Acompanhe o andamento das propostas de toda a empresa.',
  adminSearch: 'Buscar por cliente ou integrador',
  integratorSearch: 'Buscar por cliente',
  searchLabel: 'Buscar propostas',
  refresh: 'Atualizar',
  lastUpdated: (when: string) => `Última atualização: ${when}`,
  loadMore: 'Carregar mais',
  empty: 'Nenhuma proposta',
  details: 'Ver Detalhes',
  comments: (count: number) => (count === 1 ? '1 comentário' : `${count} comentários`),
  messagesFilter: 'Mostrando apenas propostas com mensagens',
  clearMessagesFilter: 'Mostrar todas',
  dragHint: 'Arraste os cartões entre as colunas para mudar o status.',
  reasonTitle: (column: string) => `Motivo: ${column}`,
  reasonHelp: 'O integrador verá este motivo nos detalhes da proposta.',
  reasonLabel: 'Motivo',
  cancel: 'Cancelar',
  confirm: 'Mover proposta',
  // Screen-reader announcements of the drag and drop (dnd-kit's live region).
  instructions:
    'Para mover uma proposta, pressione espaço ou Enter para pegar o cartão, use as setas para a esquerda e para a direita para trocar de coluna, espaço ou Enter para soltar e Escape para cancelar.',
  picked: (client: string, column: string) => `Proposta de ${client} pegada na coluna ${column}.`,
  over: (client: string, column: string) => `Proposta de ${client} sobre a coluna ${column}.`,
  outside: (client: string) => `Proposta de ${client} fora das colunas.`,
  dropped: (client: string, column: string) => `Proposta de ${client} solta na coluna ${column}.`,
  droppedNowhere: (client: string) => `Proposta de ${client} solta fora das colunas; nada mudou.`,
  cancelled: (client: string) => `Movimento da proposta de ${client} cancelado.`,
} as const;

/** The board's title follows its scope: every company's, the company's ('Todas'), or one seller's ('Minhas', a vendedor's). */
export function headingOf(scope: ProposalScope): { title: string; subtitle: string } {
  if (scope.integratorId === null) return { title: boardText.adminTitle, subtitle: boardText.adminSubtitle };
  if (scope.createdBy === null) return { title: boardText.companyTitle, subtitle: boardText.companySubtitle };
  return { title: boardText.integratorTitle, subtitle: boardText.integratorSubtitle };
}
