/**
 * The signature marks the first installation milestone, 'Contrato assinado', by itself (issue 47):
 * marked by the customer's link (`cliente_{linkId}`, as its uploads are) or the provider, the signed
 * PDF as its evidence, in the same transaction as the signature.
 */
import { guestUploadUid } from '../customer-link/commands';
import { contractPdfName } from '../data/contracts';
import { approvalInstantOf, dayOf } from '../installation/due-dates';
import type { MilestoneWrites } from '../installation/mark-milestone';
import { markOf, type InstallationState, type MilestoneMark, type MilestoneStep, type ProposalWithInstallation } from '../installation/milestones';
import type { Millis } from '../model';
import type { StoredContract } from './types';

/** Who the milestone names as its author: the customer's link, or the provider that carried the signature. */
export const signerUidOf = (signature: Pick<NonNullable<StoredContract['assinatura']>, 'link_id' | 'provedor'>): string =>
  signature.link_id ? guestUploadUid(signature.link_id) : `provedor_${signature.provedor}`;

/**
 * The milestone's writes for a signed contract; null when there is nothing to mark: the proposal
 * is not approved, or the milestone is marked already (the integrator attached a contract by hand).
 */
export function signedMilestoneWrites(proposal: ProposalWithInstallation, contract: Pick<StoredContract, 'versao' | 'assinatura'>, now: Millis): MilestoneWrites | null {
  const signature = contract.assinatura;
  const aprovadaEm = proposal.status === 'aprovada' ? approvalInstantOf(proposal) : null;
  if (!signature || aprovadaEm === null || markOf(proposal.instalacao, 'contrato_assinado')) return null;
  const por = signerUidOf(signature);
  // Never before the approval day (the milestones' own rule), whatever clock the provider used.
  const data = [dayOf(signature.assinado_em), dayOf(aprovadaEm)].sort().at(-1) ?? dayOf(now);
  const mark: MilestoneMark = {
    estado: 'marcado',
    data,
    marcado_por: por,
    marcado_por_tipo: 'cliente',
    marcado_em: now,
    arquivos: [
      { path: signature.pdf_assinado_path, nome: contractPdfName(contract.versao, true), tamanho: signature.tamanho_assinado_bytes, tipo: 'application/pdf', enviado_em: now },
    ],
    protocolo: null,
    leitura_kwh: null,
    motivo: null,
  };
  const instalacao: InstallationState = { aprovada_em: aprovadaEm, marcos: { ...proposal.instalacao?.marcos, contrato_assinado: mark } };
  const status = String(proposal.status);
  const step: MilestoneStep = { acao: 'marcado', marco: 'contrato_assinado', data, motivo: null };
  return { proposal: { instalacao, updated_at: now }, history: { de: status, para: status, por, motivo: null, em: now, marco: step } };
}
