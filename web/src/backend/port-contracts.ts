/**
 * The credit contract (issue 47) as the app's screens ask for it: a proposal's versions in the
 * details, the admin's 'Gerar contrato', the PDFs, and the clauses' template in 'Configurações'.
 * The customer's side (signing on the link) is the guest port's.
 */
import type { ContractTemplate, StoredContract } from '@solarcred/domain/contract/types';
import type { ProposalScope } from '@solarcred/domain/team/scope';
import type { Live } from './port';

/** How many versions of a proposal's contract the details read: the current one and its predecessors. */
export const contractVersionsShown = 10;

export interface ContractTemplateInput {
  clausulas: { titulo: string; texto: string }[];
  /** The version the edit started from: a save over a newer one is refused. */
  versao: number;
}

export interface ContractsPort {
  /**
   * A proposal's contracts, the newest version first, at most `limit`. `scope` is the reader's
   * (everyProposal for an admin; the company, and the seller for a vendedor): the filters the rules
   * can prove, as every company read names them.
   */
  ofProposal(proposalId: string, scope: ProposalScope, limit: number): Live<StoredContract[]>;
  /** Admin: the generateContract callable (replaces an unsigned current version). */
  generate(proposalId: string): Promise<{ contratoId: string }>;
  /**
   * The PDF's bytes, unsigned or signed (with its evidence page), checked against the stored
   * SHA-256: the caller shows or saves them through an object URL it revokes.
   */
  pdf(contractId: string, signed: boolean): Promise<{ blob: Blob; fileName: string }>;
  /**
   * 'Gerar link de assinatura' (the createSigningLink callable): a customer link bound to the
   * approved proposal, already filled, or its existing link renewed (the old token stops working).
   * The token is answered once; the caller builds /c/{token}.
   */
  signingLink(proposalId: string): Promise<{ id: string; token: string }>;
  /** Admins: config/modelo_contrato, live (null until an admin saves one: the domain's default applies). */
  template: Live<ContractTemplate | null>;
  /** Admins: the replaced templates, the newest first, at most `limit`. */
  templateVersions(limit: number): Live<ContractTemplate[]>;
  /** Admins: the updateContractTemplate callable; answers the new version. */
  saveTemplate(input: ContractTemplateInput): Promise<{ versao: number }>;
}
