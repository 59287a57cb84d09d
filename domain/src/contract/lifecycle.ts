/**
 * A contract's life (issue 47): generated when its proposal is approved (or the admin asks),
 * replaced by the next version when the proposal's contract-relevant fields change before it is
 * signed, expired when not signed within 30 days (computed when read, never written by a clock).
 */
import type { SavedSimulation } from '../credit/saved-simulation';
import { contractIdOf, contractPdfPath } from '../data/contracts';
import { DomainError } from '../errors';
import { requireSignedIn, type Actor } from '../handlers/actor';
import type { Millis, Proposal } from '../model';
import { contractText as text } from './contract-text';
import type { ContractContent, ContractState, ProposalContractSummary, SigningProviderId, StoredContract } from './types';

export const contractValidityDays = 30;
const dayMs = 86_400_000;

/** The proposal fields a contract prints: a change to any of them voids an unsigned contract. */
export const contractRelevantFields = [
  'valor_sistema',
  'valor_entrada',
  'valor_proposta',
  'linha_credito',
  'quantidade_parcelas',
  'cliente_nome',
  'cliente_cpf_cnpj',
  'cliente_email',
  'cliente_logradouro',
  'cliente_numero',
  'cliente_complemento',
  'cliente_cep',
  'cliente_cidade',
  'cliente_estado',
  'projeto_logradouro',
  'projeto_numero',
  'projeto_complemento',
  'projeto_cep',
  'projeto_cidade',
  'projeto_estado',
  'potencia_kwp',
  'geracao_mensal_kwh',
  'marca_modulos',
  'marca_micro_inversor',
] as const satisfies readonly (keyof Proposal)[];

/** Two saved simulations are the same when every figure is (whatever order the store kept the keys in). */
function sameSimulation(a: SavedSimulation | null | undefined, b: SavedSimulation | null | undefined): boolean {
  if (!a || !b) return !a === !b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof SavedSimulation>;
  return [...keys].every((key) => a[key] === b[key]);
}

/** Whether the proposal changed anything its contract prints (values, line, term, simulation, the customer, the system). */
export function contractRelevantChange(before: Proposal, after: Proposal): boolean {
  return contractRelevantFields.some((field) => before[field] !== after[field]) || !sameSimulation(before.simulacao, after.simulacao);
}

const signedOrVoided = (estado: ContractState) => estado === 'assinado' || estado === 'substituido';

/**
 * What a proposal's write asks of its contract: 'generate' the first on the transition into
 * 'aprovada'; 'replace' an unsigned one when the proposal is approved again or, while approved,
 * changes what the contract prints; else nothing. A proposal stored already approved (the seeds)
 * gets none until the admin asks; one coming back from 'finalizada' keeps what it has.
 */
export function shouldGenerateOnWrite(before: Proposal | null, after: Proposal | null, current: ProposalContractSummary | undefined): 'generate' | 'replace' | null {
  if (!after || after.status !== 'aprovada') return null;
  if (!before) return null;
  const unsigned = current !== undefined && !signedOrVoided(current.estado);
  if (before.status !== 'aprovada') {
    if (before.status === 'finalizada') return null;
    if (current === undefined) return 'generate';
    return unsigned ? 'replace' : null;
  }
  return unsigned && contractRelevantChange(before, after) ? 'replace' : null;
}

/** The next version's number after the proposal's current contract. */
export const nextContractVersion = (current: ProposalContractSummary | null | undefined): number => (current?.versao ?? 0) + 1;

export interface NewContractContext {
  proposal: Pick<Proposal, 'id' | 'integrador_id' | 'criado_por'>;
  content: ContractContent;
  /** SHA-256 (hex) and size of the rendered unsigned PDF. */
  sha256: string;
  tamanho: number;
  now: Millis;
  provedor: SigningProviderId;
}

/** contratos/{id} for a freshly rendered version: 'gerado', valid for 30 days. */
export function newContractDoc({ proposal, content, sha256, tamanho, now, provedor }: NewContractContext): StoredContract {
  const versao = content.versao;
  return {
    id: contractIdOf(proposal.id, versao),
    proposta_id: proposal.id,
    integrador_id: proposal.integrador_id,
    criado_por: proposal.criado_por ?? proposal.integrador_id,
    versao,
    estado: 'gerado',
    conteudo: content,
    sha256,
    tamanho_bytes: tamanho,
    pdf_path: contractPdfPath(proposal.integrador_id, proposal.id, versao),
    gerado_em: now,
    enviado_em: null,
    visualizado_em: null,
    expira_em: now + contractValidityDays * dayMs,
    substituido_em: null,
    substituido_por: null,
    assinatura: null,
    provedor,
    provedor_documento: null,
    atualizado_em: now,
  };
}

export type ContractPatch = Partial<Omit<StoredContract, 'id' | 'proposta_id' | 'integrador_id' | 'conteudo' | 'sha256'>> & { atualizado_em: Millis };

/** The old version voided by `replacedById`; a signed contract is never voided. */
export function voidedContractPatch(old: Pick<StoredContract, 'estado'>, replacedById: string, now: Millis): ContractPatch {
  if (old.estado === 'assinado') throw new DomainError('failed-precondition', text.alreadySigned);
  return { estado: 'substituido', substituido_em: now, substituido_por: replacedById, atualizado_em: now };
}

/** propostas/{id}.contrato for this version (its stored state; the reader applies contractStateAt). */
export function contractSummaryOf(contract: Pick<StoredContract, 'id' | 'versao' | 'estado' | 'atualizado_em'>): ProposalContractSummary {
  return { id: contract.id, versao: contract.versao, estado: contract.estado, atualizado_em: contract.atualizado_em };
}

/** The state as of `now`: 'expirado' once past expira_em unless signed or voided. */
export function contractStateAt(contract: Pick<StoredContract, 'estado' | 'expira_em'>, now: Millis): ContractState {
  if (signedOrVoided(contract.estado)) return contract.estado;
  return now >= contract.expira_em ? 'expirado' : contract.estado;
}

/** 'Gerar contrato': an admin, on an approved proposal with a saved simulation (the schedule needs it). */
export function generateContractCheck<P extends Proposal>(proposal: P | null, actor: Actor | null): P & { simulacao: SavedSimulation } {
  const caller = requireSignedIn(actor);
  if (caller.role !== 'admin') throw new DomainError('permission-denied', text.adminsOnly);
  if (!proposal) throw new DomainError('not-found', text.proposalNotFound);
  if (proposal.status !== 'aprovada') throw new DomainError('failed-precondition', text.notApproved);
  if (!proposal.simulacao) throw new DomainError('failed-precondition', text.noSimulation);
  return proposal as P & { simulacao: SavedSimulation };
}
