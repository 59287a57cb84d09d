/** Screen texts of the wizard that the specification leaves to us (its fixed messages are in domain/messages). */
export const wizardSteps = ['Dados da Empresa', 'Dados do Titular', 'Documentos', 'Projetos de Engenharia'] as const;

export const wizardText = {
  title: 'Cadastro de Parceiro',
  stepsLabel: 'Etapas do cadastro',
  previous: 'Anterior',
  next: 'Próximo',
  finish: 'Finalizar Cadastro',
} as const;
