/** Portuguese texts of the funding tranches (issue 48; the spec has none, these are ours). */
import { cashbackText } from '../cashback/cashback-text';
import { formatBRL } from '../format';
import type { FundingEntryType, FundingPayoutMethod, TrancheSituation } from './types';

export const fundingText = {
  // Plans
  lineNotFound: 'Linha de crédito não encontrada.',
  planTranchesRequired: 'Defina ao menos uma parcela.',
  planTooManyTranches: (max: number) => `Defina no máximo ${max} parcelas.`,
  planMilestoneRequired: 'Selecione o marco que libera esta parcela.',
  planMilestoneRepeated: 'Cada marco pode liberar apenas uma parcela.',
  planMilestoneOrder: 'As parcelas devem seguir a ordem dos marcos da instalação.',
  planPercentPositive: 'O percentual da parcela deve ser maior que zero.',
  planPercentDecimals: 'Use no máximo duas casas decimais.',
  planSum: 'A soma das parcelas deve ser 100%.',
  planStale: 'Este plano de repasse foi alterado por outra pessoa. Recarregue a página e tente novamente.',

  // Settings
  settingsRange: (min: number, max: number) => `Informe um número inteiro de ${min} a ${max} dias úteis.`,

  // Commands
  notFound: 'Esta proposta não tem repasses.',
  trancheNotFound: 'Parcela não encontrada nesta proposta.',
  proposalNotFound: 'Proposta não encontrada.',
  /** The proposal left 'aprovada' (back to analysis, rejected): its money waits (issue 48's review). */
  notFundable: (status: string) => `A proposta está ${status}: os repasses ficam suspensos até ela voltar a 'Aprovada'.`,
  notAllowed: 'Você não pode enviar comprovantes desta proposta.',
  blocked: 'Esta parcela ainda está bloqueada: o marco que a libera não foi marcado.',
  reversed: 'Esta parcela foi estornada.',
  clawedBack: 'Esta parcela foi paga e depois estornada (a recuperar).',
  alreadyPaid: 'Esta parcela já foi paga.',
  verifyNotReleased: 'Só é possível verificar uma parcela liberada.',
  decideNotVerifying: 'Abra a verificação da parcela antes de aprovar ou recusar.',
  refusalReasonRequired: 'Informe o motivo da recusa.',
  resubmitNotRefused: 'Só é possível reenviar comprovantes de uma parcela recusada.',
  resubmitFilesRequired: 'Anexe ao menos um comprovante.',
  resubmitTooManyFiles: (max: number) => (max === 1 ? 'Envie apenas um arquivo.' : `Envie no máximo ${max} arquivos.`),
  resubmitSameFile: 'Envie um arquivo novo: este comprovante já foi analisado.',
  payoutNotApproved: 'A parcela só pode ser paga depois de aprovada.',
  /** The payout's fields are parsed by the cashback's payoutInput: its messages. */
  payoutAmountPositive: cashbackText.payoutAmountPositive,
  payoutAboveReleased: (dueCents: number) => `O valor pago está acima do liberado para esta parcela (${formatBRL(dueCents)}).`,
  payoutBelowReleased: (dueCents: number) => `O valor pago deve ser igual ao da parcela (${formatBRL(dueCents)}).`,
  payoutFuture: cashbackText.payoutFuture,
  payoutBeforeRelease: 'A data do pagamento não pode ser anterior à liberação da parcela.',
  endToEndInvalid: cashbackText.endToEndInvalid,
  referenceRequired: cashbackText.referenceRequired,
  noDestination: (empresa: string) => `${empresa} não cadastrou os dados para pagamento.`,
  noDestinationUnnamed: 'O integrador não cadastrou os dados para pagamento.',
  batchEmpty: 'Selecione ao menos uma parcela para pagar.',
  batchTooLarge: (max: number) => `Registre no máximo ${max} pagamentos de uma vez.`,
  batchDuplicate: 'A mesma parcela aparece mais de uma vez neste lote.',
  batchItem: (shortId: string, parcela: number, message: string) => `Proposta #${shortId} (parcela ${parcela}): ${message}`,

  // The trigger's reasons
  clawbackOnRejection: 'Proposta reprovada após o pagamento da parcela.',
  reblockedMilestoneUndone: 'O marco que liberou a parcela foi desfeito.',
} as const;

/** The tranche situations as the screens show them. */
export const fundingLabels: Record<TrancheSituation, string> = {
  bloqueada: 'Bloqueada',
  liberada: 'Liberada',
  em_verificacao: 'Em verificação',
  recusada: 'Recusada',
  aprovada: 'Aprovada',
  paga: 'Paga',
  estornada: 'Estornada',
  clawback: 'A recuperar',
};

/** The ledger's entries as the history and the statement name them. */
export const fundingEntryLabels: Record<FundingEntryType, string> = {
  plano: 'Plano de repasse definido',
  liberada: 'Parcela liberada',
  em_verificacao: 'Comprovantes em verificação',
  recusada: 'Comprovantes recusados',
  reenviada: 'Comprovantes reenviados',
  aprovada: 'Parcela aprovada',
  paga: 'Parcela paga',
  bloqueada: 'Parcela bloqueada novamente',
  estornada: 'Parcela estornada',
  clawback: 'Estorno após pagamento (a recuperar)',
};

export const fundingPayoutMethodLabels: Record<FundingPayoutMethod, string> = {
  pix: 'PIX',
  transferencia: 'Transferência bancária',
};

/** The counters' totals as the dashboards and 'Financeiro' name them. */
export const fundingTotalsLabels = {
  bloqueado: 'Bloqueado',
  em_andamento: 'A receber',
  atrasado: 'Atrasado',
  recusado: 'Recusado',
  pago: 'Pago',
  a_recuperar: 'A recuperar',
} as const;
