/** Portuguese texts of the cashback (issue 27; the spec has none, these are ours). */
import { formatBRL } from '../format';

export const cashbackText = {
  // PIX key and bank account
  pixTypeRequired: 'Selecione o tipo de chave PIX',
  pixEmailTooLong: 'A chave de e-mail deve ter no máximo 77 caracteres',
  pixPhoneInvalid: 'Informe um celular com DDD, como (11) 91234-5678',
  pixPhoneForeign: 'A chave de celular deve ser um número do Brasil (+55)',
  pixPhoneDdd: 'DDD inválido',
  pixRandomInvalid: 'Chave aleatória inválida: copie a chave completa, no formato 123e4567-e89b-42d3-a456-426614174000',
  agency: 'A agência deve ter 4 dígitos, sem o dígito verificador',
  account: 'A conta deve ter de 1 a 12 dígitos, sem o dígito verificador',
  accountDigit: 'O dígito da conta deve ser um número ou X',
  accountType: 'Selecione o tipo de conta',

  // Rates
  rateOutOfRange: (min: string, max: string) => `O cashback deve estar entre ${min}% e ${max}%.`,
  rateDecimals: 'Use no máximo duas casas decimais.',
  rateStale: 'Este cashback foi alterado por outra pessoa. Recarregue a página e tente novamente.',
  lineNotFound: 'Linha de crédito não encontrada.',
  rateWithoutCreditRates: 'Cadastre as taxas desta linha em Linhas de crédito antes de definir o cashback: sem elas não há valor financiado sobre o qual calcular.',

  // Ledger commands
  notFound: 'Esta proposta não tem cashback.',
  alreadyReleased: 'O crédito desta proposta já foi liberado.',
  reversed: 'O cashback desta proposta foi estornado.',
  releaseFuture: 'A data de liberação não pode ser futura.',
  releaseBeforeApproval: 'A data de liberação não pode ser anterior à aprovação da proposta.',
  payoutNotReleased: 'O cashback só pode ser pago depois da liberação do crédito.',
  alreadyPaid: 'Este cashback já foi pago.',
  payoutFuture: 'A data do pagamento não pode ser futura.',
  payoutBeforeRelease: 'A data do pagamento não pode ser anterior à liberação do crédito.',
  payoutAmountPositive: 'O valor pago deve ser maior que zero.',
  payoutAmountMismatch: (dueCents: number) => `O valor pago deve ser igual ao cashback a pagar (${formatBRL(dueCents)}).`,
  endToEndInvalid: 'Identificador PIX inválido: são 32 caracteres começando por E, como E00000000202601151030ABCDEFGHIJK',
  referenceRequired: 'Informe a referência da transferência.',
  clawbackNotPaid: 'Só é possível recuperar um cashback já pago.',
  alreadyClawedBack: 'A recuperação deste cashback já foi registrada.',
  recoveryNotClawedBack: 'Esta proposta não tem cashback a recuperar.',
  alreadyRecovered: 'Este cashback já foi recuperado.',
  recoveryFuture: 'A data da recuperação não pode ser futura.',
  recoveryBeforeClawback: 'A data da recuperação não pode ser anterior ao pedido de recuperação.',
  clawbackOnRejection: 'Proposta reprovada após o pagamento do cashback.',
  reauthRequired: 'Confirme sua senha para alterar os dados de pagamento.',
  payoutApprovedOnly: 'Apenas integradores aprovados podem cadastrar os dados de pagamento do cashback.',
  batchEmpty: 'Selecione ao menos um cashback para pagar.',
  batchTooLarge: (max: number) => `Registre no máximo ${max} pagamentos de uma vez.`,
  batchDuplicate: 'A mesma proposta aparece mais de uma vez neste lote.',
  batchItem: (shortId: string, message: string) => `Proposta #${shortId}: ${message}`,
} as const;

/** Labels of the ledger's situations, the totals and the payout methods. */
export const cashbackLabels = {
  situacao: {
    prevista: 'Previsto',
    a_pagar: 'A pagar',
    paga: 'Pago',
    estornada: 'Estornado',
    clawback: 'A recuperar',
    recuperada: 'Recuperado',
  },
  /** As a finance person reads them (issue 45): what was paid stays paid; a reversal before the payout is no money. */
  totais: {
    previsto: 'Previsto',
    a_receber: 'A pagar',
    atrasado: 'Atrasado',
    pago: 'Pago',
    a_recuperar: 'A recuperar',
    recuperado: 'Recuperado',
  },
  forma: {
    pix: 'PIX',
    transferencia: 'Transferência bancária',
  },
} as const;
