/** Questions and answers of the FAQ. Deadlines come from the domain constants. */
import { files, review } from '@solarcred/domain/constants';

export const faq: readonly { question: string; answer: string }[] = [
  {
    question: 'O cadastro é gratuito?',
    answer: 'Sim. O cadastro de empresas integradoras é gratuito e não tem mensalidade: você só precisa completar o perfil e enviar os documentos.',
  },
  {
    question: 'Quanto tempo leva a análise do cadastro?',
    answer: `A primeira análise leva de ${review.firstAnalysisHours}. A aprovação final sai em ${review.finalApprovalHours}.`,
  },
  {
    question: 'Quando recebo o cashback?',
    answer: `O cashback é pago na conta bancária cadastrada em até ${review.cashbackBusinessDays} dias úteis após a aprovação da proposta e a liberação do crédito.`,
  },
  {
    question: 'Quais documentos preciso enviar?',
    answer: `Contrato social, comprovante de endereço, RG e CNH dos sócios, dados bancários e uma foto da fachada: ${files.requiredDocuments} documentos em PDF, JPG ou PNG de até ${files.maxMegabytes} MB cada.`,
  },
  {
    question: 'Quais linhas de crédito posso oferecer aos meus clientes?',
    answer: 'Consignado para INSS, servidores e aposentados, crédito com garantia de veículo, capital de giro, consórcio de serviços, antecipação do saque-aniversário FGTS e crédito do trabalhador.',
  },
  {
    question: 'Como acompanho minhas propostas?',
    answer: 'Pela área do integrador: um quadro mostra cada proposta e o seu status, atualizado em tempo real, com mensagens da equipe de análise.',
  },
];
