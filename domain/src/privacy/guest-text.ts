/** The texts of the customers without an account (issue 51): the link's LGPD section and /privacidade/solicitar. */
import { product } from '../config';
import { requestsText } from './requests-text';

export const privacyGuestText = {
  sectionTitle: 'Seus dados pessoais (LGPD)',
  sectionIntro: `Pela Lei Geral de Proteção de Dados, você pode pedir uma cópia dos seus dados, a correção de um dado errado ou a exclusão dos seus dados no ${product.name}. Respondemos em até 15 dias.`,
  download: 'Baixar meus dados',
  downloadReady: 'Baixar',
  preparing: 'Preparando seus dados…',
  exportFailed: 'Não foi possível gerar o arquivo dos seus dados.',
  askCorrection: 'Pedir correção',
  askDeletion: 'Pedir exclusão',
  detail: 'O que está errado e como deveria ser',
  deletionReason: 'Motivo (opcional)',
  send: 'Enviar pedido',
  cancel: 'Cancelar',
  deletionConfirm:
    'Apagamos seus dados, exceto os que a lei nos obriga a guardar (por exemplo, um contrato assinado e seus pagamentos), que ficam guardados só pelo prazo legal.',
  sent: 'Pedido enviado. Respondemos em até 15 dias.',
  openRequest: (tipo: string, situacao: string) => `Seu pedido de ${tipo} está ${situacao}.`,
  typeLabel: { acesso: 'acesso aos dados', correcao: 'correção', exclusao: 'exclusão' } as Record<string, string>,
  stateLabel: { aberta: 'aberto', em_andamento: 'em andamento', concluida: 'concluído', recusada: 'recusado' } as Record<string, string>,
  // The public page by CPF.
  pageTitle: 'Solicitar meus dados (LGPD)',
  pageIntro: `Se você é cliente de um integrador que usa o ${product.name} e não tem conta, informe seu CPF e o e-mail que você deu ao integrador. Enviamos um código para esse e-mail.`,
  cpf: 'CPF',
  email: 'E-mail',
  sendCode: 'Enviar código',
  codeSent: 'Se houver dados para este CPF e e-mail, enviamos um código.',
  code: 'Código recebido por e-mail',
  requestType: 'O que você quer pedir?',
  continue: 'Continuar',
  wrongCode: 'Código inválido ou expirado.',
  codeFormat: 'Informe os 6 dígitos do código.',
  locked: (hhmm: string) => `Muitas tentativas. Peça um novo código a partir das ${hhmm}.`,
  resendTooSoon: (seconds: number) => `Aguarde ${seconds} s para pedir outro código.`,
  requestSent: (id: string) => `Pedido ${id} registrado. Respondemos em até 15 dias.`,
  privacyNoticeLink: 'Política de Privacidade',
  notReady: 'O arquivo ainda está sendo preparado.',
  downloadExpired: 'Este link de download expirou. Faça um novo pedido.',
  /** The requests part's words (one open request per person). */
  openAlready: requestsText.alreadyOpen,
  // The code's e-mail.
  mailSubject: (code: string) => `${product.name}: código ${code} para sua solicitação de dados (LGPD)`,
  mailBody: (code: string, minutes: number) =>
    `Seu código para confirmar a solicitação sobre os seus dados pessoais é ${code}. Ele vale por ${minutes} minutos.`,
  mailIgnore: 'Se você não pediu este código, ignore este e-mail: nada será feito sem ele.',
  mailFooter: `Você recebe este e-mail porque pediu, no ${product.name}, acesso, correção ou exclusão dos seus dados pessoais. Dúvidas: ${product.support.email}.`,
} as const;
