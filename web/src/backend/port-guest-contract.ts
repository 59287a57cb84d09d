/**
 * The credit contract on the customer's link and the public check (issue 47): the guest's
 * callables (openCustomerContract, requestContractCode, signCustomerContract, customerContractPdf)
 * and verifyContract, with the same names and payloads on both backends.
 */
import type { CustomerContractView } from '@solarcred/domain/contract/signing';
import type { ContractCheck } from '@solarcred/domain/contract/types';
import type { Millis } from '@solarcred/domain/model';

/** What the link shows of the current contract (the domain's customerContractView, the callable's answer). */
export type GuestContractView = CustomerContractView;

export interface ContractCodeSent {
  email_mascarado: string;
  expira_em: Millis;
}

export interface ContractSigned {
  codigo_verificacao: string;
  assinado_em: Millis;
}

export interface ContractSignCommand {
  codigo: string;
  aceite: boolean;
  nome: string;
}

/** A PDF as the callables answer it. */
export interface ContractPdfFile {
  base64: string;
  nome: string;
}

export type ContractCheckQuery = { sha256: string } | { codigo: string };

export interface GuestContractPort {
  /** The link's current contract, null when there is none (the first open marks it 'visualizado'). */
  openContract(token: string): Promise<GuestContractView | null>;
  /** E-mails a new 6-digit code to the customer. */
  requestCode(token: string, contratoId: string): Promise<ContractCodeSent>;
  sign(token: string, contratoId: string, command: ContractSignCommand): Promise<ContractSigned>;
  pdf(token: string, contratoId: string, assinado: boolean): Promise<ContractPdfFile>;
  /** The public check (/verificar): a signed PDF's SHA-256 or the code on its evidence page. */
  verify(query: ContractCheckQuery): Promise<ContractCheck>;
}
