/** Labels of 'Caixa de saída' (/admin/outbox), the demo's view of mail/{id}. */
export const outboxText = {
  title: 'Caixa de saída',
  subtitle: 'Os e-mails que a plataforma enviou nesta demonstração, do mais recente ao mais antigo.',
  demoOnly: 'Em produção, os e-mails são entregues pela extensão Trigger Email do Firebase e não ficam visíveis aqui.',
  loadFailure: 'Não foi possível carregar os e-mails. Tente novamente.',
  emptyTitle: 'Nenhum e-mail enviado',
  emptyHint: 'Mova uma proposta no Kanban, comente ou analise um cadastro: o e-mail aparece aqui.',
  to: 'Para',
  sentAt: 'Enviado em',
  showBody: 'Ver e-mail completo',
  loadMore: 'Carregar mais',
} as const;
