/**
 * What a provider's event does to the contract (issue 47), decided without Firestore so the
 * webhook's transaction and the tests apply the same rule. States only move forward (gerado →
 * enviado → visualizado → assinado): an event behind the state already recorded (a late 'viewed'
 * after the signature, a second 'signed') is kept in the ledger and changes nothing; so is any
 * event about a voided or expired contract, or a document no contract was sent as.
 */
import { maskEmail } from '@solarcred/domain/contract/signing';
import type { ContractState, SigningEvidence, StoredContract } from '@solarcred/domain/contract/types';
import { collectionOf } from '@solarcred/domain/data/collection';
import type { Millis } from '@solarcred/domain/model';
import type { ExternalProviderId, ProviderEvent } from './port';

/** Why an event changed nothing (kept on its ledger entry). */
export type IgnoredReason = 'sem_contrato' | 'anulado' | 'expirado' | 'ja_assinado' | 'fora_de_ordem' | 'recusado' | 'sem_efeito';

export type EventPlan =
  | { kind: 'ignorar'; motivo: IgnoredReason }
  | { kind: 'visualizar'; patch: Pick<StoredContract, 'estado' | 'visualizado_em' | 'atualizado_em'> }
  | { kind: 'assinar' };

/** contratos_eventos/{provider}_{eventId}: each provider event once (functions only; no client reads it). */
export interface ProviderEventRecord {
  id: string;
  provedor: ExternalProviderId;
  evento_id: string;
  documento: string;
  tipo: ProviderEvent['tipo'];
  /** When it happened at the provider. */
  em: Millis;
  recebido_em: Millis;
  contrato_id: string | null;
  resultado: 'aplicado' | 'ignorado';
  motivo: IgnoredReason | null;
}

export const providerEvents = collectionOf<ProviderEventRecord>('contratos_eventos');

export const providerEventDocId = (provider: ExternalProviderId, eventId: string): string => `${provider}_${eventId}`;

const rank: Partial<Record<ContractState, number>> = { gerado: 0, enviado: 1, visualizado: 2, assinado: 3 };

/** What `provider`'s `event` does to `contract` (the one whose provedor_documento is the event's document). */
export function decideProviderEvent(provider: ExternalProviderId, contract: StoredContract | null, event: ProviderEvent, now: Millis): EventPlan {
  // A document of another provider with the same id names no contract of this one.
  if (!contract || contract.provedor !== provider) return { kind: 'ignorar', motivo: 'sem_contrato' };
  if (contract.estado === 'assinado') return { kind: 'ignorar', motivo: 'ja_assinado' };
  if (contract.estado === 'substituido') return { kind: 'ignorar', motivo: 'anulado' };
  // Expired when the event happened after the deadline (a signature made in time counts, however late it arrives).
  if (contract.estado === 'expirado' || event.em >= contract.expira_em) return { kind: 'ignorar', motivo: 'expirado' };
  switch (event.tipo) {
    case 'assinado':
      return { kind: 'assinar' };
    case 'visualizado':
      if ((rank[contract.estado] ?? Infinity) >= (rank.visualizado ?? 0)) return { kind: 'ignorar', motivo: 'fora_de_ordem' };
      return { kind: 'visualizar', patch: { estado: 'visualizado', visualizado_em: event.em, atualizado_em: now } };
    case 'recusado':
      return { kind: 'ignorar', motivo: 'recusado' };
    default:
      return { kind: 'ignorar', motivo: 'sem_efeito' };
  }
}

/** The ledger entry of an event and what it did. */
export function providerEventRecord(provider: ExternalProviderId, event: ProviderEvent, contract: StoredContract | null, plan: EventPlan, now: Millis): ProviderEventRecord {
  return {
    id: providerEventDocId(provider, event.id),
    provedor: provider,
    evento_id: event.id,
    documento: event.documento,
    tipo: event.tipo,
    em: event.em,
    recebido_em: now,
    contrato_id: contract?.id ?? null,
    resultado: plan.kind === 'ignorar' ? 'ignorado' : 'aplicado',
    motivo: plan.kind === 'ignorar' ? plan.motivo : null,
  };
}

/**
 * What a provider's signature records: the signer as the provider reports them (the contract's
 * customer when it does not say), the hash of the PDF we sent, the provider's time, document and
 * event, and our verification code. The provider keeps its own audit trail in its signed PDF.
 */
export function providerEvidence(contract: StoredContract, event: ProviderEvent, provider: ExternalProviderId, codigoVerificacao: string): SigningEvidence {
  const email = event.signatario?.email || contract.conteudo.cliente.email || '';
  return {
    nome_digitado: event.signatario?.nome || contract.conteudo.cliente.nome,
    email_mascarado: email ? maskEmail(email) : '',
    sha256_documento: contract.sha256,
    codigo_verificado_em: event.em,
    assinado_em: event.em,
    ip: event.signatario?.ip ?? '',
    user_agent: event.signatario?.user_agent ?? '',
    link_id: '',
    codigo_verificacao: codigoVerificacao,
    provedor: provider,
    provedor_documento: event.documento,
    provedor_evento: event.id,
  };
}
