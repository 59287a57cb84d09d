/** Every Portuguese text of the credit contract (issue 47): states, signing errors, the verification page. */
import type { ContractState } from './types';

export const contractText = {
  stateLabel: {
    gerado: 'Gerado',
    enviado: 'Enviado',
    visualizado: 'Visualizado',
    assinado: 'Assinado',
    substituido: 'Substituído',
    expirado: 'Expirado',
  } satisfies Record<ContractState, string>,
  sectionTitle: 'Contrato para assinatura',
  agree: 'Li e concordo',
  generate: 'Gerar contrato',
  evidenceTitle: 'Registro de assinatura',
  contractTitle: 'Cédula de Crédito Bancário — Financiamento de Sistema Fotovoltaico',

  // Signing on the link.
  requestCode: 'Enviar código por e-mail',
  codeSent: (maskedEmail: string) => `Enviamos um código de 6 dígitos para ${maskedEmail}. Ele vale por 10 minutos.`,
  codeLabel: 'Código recebido por e-mail',
  nameLabel: 'Nome completo',
  nameHelp: 'Digite seu nome completo, como aparece no contrato.',
  sign: 'Assinar contrato',
  signed: 'Contrato assinado. Obrigado!',

  // Refusals (nothing written, except a wrong code, which counts an attempt).
  codeWrong: (remaining: number) =>
    remaining > 0 ? `Código incorreto. ${remaining === 1 ? 'Resta 1 tentativa' : `Restam ${remaining} tentativas`}.` : 'Código incorreto. A assinatura foi bloqueada por 15 minutos.',
  codeExpired: 'Este código expirou. Peça um novo código.',
  codeMissing: 'Peça o código por e-mail antes de assinar.',
  resendTooSoon: (seconds: number) => `Aguarde ${seconds} s para pedir outro código.`,
  signedAtProvider: 'Este contrato é assinado pelo provedor de assinatura: siga o link que ele enviou ao seu e-mail.',
  codeFormat: 'Digite os 6 dígitos do código.',
  locked: (untilHHMM: string) => `Muitas tentativas com código incorreto. Tente de novo às ${untilHHMM}.`,
  voided: 'Este contrato foi substituído por uma nova versão. Atualize a página para ver o contrato em vigor.',
  alreadySigned: 'Este contrato já foi assinado.',
  expired: 'Este contrato expirou sem assinatura. Fale com a empresa que enviou a proposta.',
  nameMismatch: 'O nome digitado não confere com o nome do contratante.',
  mustAgree: 'Marque “Li e concordo” para assinar.',
  noSimulation: 'Esta proposta não tem simulação salva: o contrato precisa das parcelas e do CET. Refaça a simulação antes de gerar o contrato.',
  notApproved: 'O contrato só pode ser gerado para uma proposta aprovada.',
  notSignableNow: 'Este contrato não pode ser assinado agora: a proposta não está aprovada. Fale com a empresa que enviou a proposta.',
  noLink: 'Esta proposta não tem um link do cliente válido para assinatura.',
  notFound: 'Contrato não encontrado.',
  proposalNotFound: 'Proposta não encontrada.',
  hashMismatch: 'O arquivo do contrato não confere com o registrado. Fale com o suporte.',
  adminsOnly: 'Somente administradores podem gerar contratos.',

  // 'Gerar link de assinatura' (the Contrato tab): a signing link for a proposal the integrator typed.
  signingLink: {
    button: 'Gerar link de assinatura',
    confirmTitle: 'Gerar link de assinatura?',
    confirmText: 'Se esta proposta já tem um link do cliente, ele será renovado: o link anterior para de funcionar e o cliente passa a usar o novo.',
    confirm: 'Gerar link',
    failure: 'Não foi possível gerar o link de assinatura',
    issued: 'Link de assinatura gerado',
    issuedOnce: 'Copie ou envie agora: por segurança, o link não pode ser exibido de novo. Se precisar, gere outro.',
    notApproved: 'O link de assinatura só pode ser gerado para uma proposta aprovada.',
    noContract: 'Gere o contrato antes de gerar o link de assinatura.',
    closed: 'O contrato atual já foi assinado, substituído ou expirou: não há contrato a assinar.',
    message: (clientName: string, link: string) => `Olá, ${clientName}! Segue o link para ler e assinar o contrato do seu sistema solar: ${link}`,
  },

  // The clauses' template (Configurações).
  templateTitle: 'Modelo do contrato',
  templateStale: 'Este modelo foi alterado por outra pessoa. Recarregue a página e tente novamente.',
  unknownPlaceholder: (name: string) => `Campo desconhecido: {{${name}}}.`,
  clauseTitleRequired: 'Informe o título da cláusula.',
  clauseTitleTooLong: 'O título deve ter no máximo 120 caracteres.',
  clauseTextRequired: 'Informe o texto da cláusula.',
  clauseTextTooLong: 'O texto deve ter no máximo 4.000 caracteres.',
  clausesCount: 'O modelo deve ter de 1 a 40 cláusulas.',

  // The public verification page (/verificar).
  verify: {
    title: 'Verificar contrato',
    intro: 'Confira se um contrato assinado é autêntico: envie o PDF ou digite o código de verificação impresso no registro de assinatura.',
    dropLabel: 'Arraste o PDF aqui ou clique para escolher',
    codeLabel: 'Código de verificação',
    codePlaceholder: 'XXXX-XXXX-XXXX',
    check: 'Verificar',
    checking: 'Verificando…',
    authentic: 'Documento autêntico',
    authenticDetail: (signedAt: string, code: string) => `Contrato assinado em ${signedAt} (código ${code}).`,
    notAuthentic: 'Documento não reconhecido',
    notAuthenticDetail: 'Este arquivo ou código não corresponde a nenhum contrato assinado. Um PDF alterado, mesmo em um só caractere, não confere.',
    codeInvalid: 'Digite o código no formato XXXX-XXXX-XXXX.',
    fileInvalid: 'Escolha um arquivo PDF.',
  },
} as const;
