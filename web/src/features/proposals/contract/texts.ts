/** The details' 'Contrato' tab's own wording (the feature's shared texts are domain/src/contract/contract-text.ts). */
import type { ContractState } from '@solarcred/domain/contract/types';

export const contractUi = {
  tab: 'Contrato',
  title: 'Contrato de crédito',
  version: (versao: number) => `Versão ${versao}`,
  generatedAt: 'Gerado em',
  sentAt: 'Enviado ao cliente em',
  viewedAt: 'Visualizado pelo cliente em',
  signedAt: 'Assinado em',
  validUntil: 'Válido para assinatura até',
  replacedAt: 'Substituído em',
  hash: 'SHA-256 do PDF',
  notYet: '—',
  download: 'Baixar PDF',
  downloadSigned: 'Baixar assinado',
  downloadVersion: (versao: number) => `Baixar PDF da versão ${versao}`,
  downloadFailure: 'Não foi possível baixar o contrato',
  evidenceName: 'Nome digitado',
  evidenceCode: 'Código de verificação',
  evidenceEmail: 'Código enviado para',
  older: 'Versões anteriores',
  olderEntry: (versao: number, when: string) => `Versão ${versao} · substituída em ${when}`,
  none: 'Ainda não há contrato para esta proposta.',
  waitingApproval: 'O contrato é gerado quando a proposta é aprovada.',
  generatedOnApproval: 'O contrato desta proposta será gerado em instantes.',
  loadFailure: 'Não foi possível carregar o contrato.',
  generating: 'Gerando…',
  generated: 'Contrato gerado',
  generateFailure: 'Não foi possível gerar o contrato',
  replaceTitle: 'Gerar uma nova versão do contrato?',
  replaceText: (versao: number) =>
    `A versão ${versao}, ainda não assinada, será marcada como substituída e o cliente receberá a nova versão para assinar.`,
  replaceConfirm: 'Gerar nova versão',
  /** The card's badge: 'Contrato: Enviado'. */
  badge: (label: string) => `Contrato: ${label}`,
} as const;

/** Each state's colour: done green, waiting on the customer blue/purple, void grey, lapsed red. */
export const contractStatePalette: Record<ContractState, string> = {
  gerado: 'gray',
  enviado: 'blue',
  visualizado: 'purple',
  assinado: 'green',
  substituido: 'gray',
  expirado: 'red',
};
