/** Screen texts of the status screen that the specification leaves to us (fixed messages are in domain/messages). */
import { product } from '@solarcred/domain/config';
import { review } from '@solarcred/domain/constants';

export const statusText = {
  pageTitle: 'Status do cadastro',
  signOut: 'Sair',
  refresh: 'Atualizar Status',
  complete: 'Completar Cadastro',
  toDashboard: 'Ir para o Dashboard',
  approvedTitle: 'Cadastro aprovado!',
  approvedBody: `Parabéns! Sua empresa agora é parceira ${product.name}. Você já pode enviar propostas de crédito para os seus clientes.`,
  documentationTitle: 'Cadastro incompleto',
  documentationBody: 'Faltam alguns dados ou documentos para enviarmos seu cadastro para análise.',
  missingData: 'Dados pendentes',
  missingDocuments: 'Documentos pendentes',
  awaitingBody: 'Recebemos seu cadastro e ele está em análise pela nossa equipe.',
  awaitingDeadline: `O prazo de análise é de até ${review.deadlineWorkingDays} dias úteis. Você pode atualizar o status a qualquer momento.`,
  rejectedTitle: 'Cadastro rejeitado',
  rejectionReason: 'Motivo informado pela equipe',
  unknownTitle: 'Status desconhecido',
  supportTitle: 'Precisa de ajuda?',
  supportBody: 'Fale com a nossa equipe de suporte:',
  nextStepsTitle: 'Próximos passos',
  nextSteps: [
    'Acesse o dashboard do integrador.',
    'Envie a primeira proposta de crédito de um cliente em "Subir Proposta".',
    'Acompanhe as propostas em "Minhas Propostas" e receba o cashback após a liberação do crédito.',
  ],
} as const;
