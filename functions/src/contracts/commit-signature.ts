/**
 * The one signing commit (issue 47), shared by the customer's link (signCustomerContract) and an
 * outside provider's webhook (providers/): inside the caller's transaction, after its reads, it
 * writes everything a signature changes at once:
 * - contratos/{id}: 'assinado' with the evidence, the signed PDF's hash, path and size;
 * - verificacoes_contrato/{codigo}: what /verificar answers for the code printed on the evidence page;
 * - propostas/{id}: the contract summary ('assinado') and the installation milestone
 *   'contrato_assinado' marked with the signed PDF as its evidence, with its history entry (unless
 *   the integrator had marked it by hand: signedMilestoneWrites answers null);
 * - contratos_assinatura/{id}: the code's secret, deleted (nothing is left to verify).
 * The caller stores the signed PDF in Storage after the commit (saveContractPdf, best effort).
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { sha256Hex } from '@solarcred/domain/contract/hash';
import { contractSummaryOf } from '@solarcred/domain/contract/lifecycle';
import { signedContractPatch, signedMilestoneWrites } from '@solarcred/domain/contract/signing';
import type { ContractVerification, SigningEvidence, StoredContract } from '@solarcred/domain/contract/types';
import { contractVerifications, contracts, signedContractPdfPath, signingSecrets } from '@solarcred/domain/data/contracts';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import type { Millis, Proposal } from '@solarcred/domain/model';
import { toFirestore } from '../firestore-data';

export interface SignatureToCommit {
  /** The contract and its proposal as the caller's transaction read them. */
  contract: StoredContract;
  proposal: Proposal;
  evidence: SigningEvidence;
  /** The unsigned PDF with the evidence page appended (appendEvidencePage). */
  signedBytes: Uint8Array;
  now?: Millis;
}

/** Writes the signature in `tx` (no reads); answers the signed contract as stored. */
export async function commitSignature(db: Firestore, tx: Transaction, { contract, proposal, evidence, signedBytes, now = Date.now() }: SignatureToCommit): Promise<StoredContract> {
  const signature = {
    ...evidence,
    sha256_assinado: await sha256Hex(signedBytes),
    pdf_assinado_path: signedContractPdfPath(contract.integrador_id, contract.proposta_id, contract.versao),
    tamanho_assinado_bytes: signedBytes.byteLength,
  };
  const signed: StoredContract = { ...contract, ...signedContractPatch(contract, signature, now) };
  const verification: ContractVerification = { id: evidence.codigo_verificacao, contrato_id: contract.id, sha256_assinado: signature.sha256_assinado, assinado_em: evidence.assinado_em };
  const milestone = signedMilestoneWrites(proposal, signed, now);
  tx.update(db.doc(contracts.docPath(contract.id)), toFirestore(signedContractPatch(contract, signature, now)));
  tx.create(db.doc(contractVerifications.docPath(verification.id)), toFirestore(verification));
  // The milestone is left alone when the integrator marked it already (or the proposal is no longer approved).
  tx.update(db.doc(proposals.docPath(proposal.id)), toFirestore({ ...milestone?.proposal, contrato: contractSummaryOf(signed) }));
  if (milestone) tx.create(db.collection(proposalHistory(proposal.id).path).doc(), toFirestore(milestone.history));
  tx.delete(db.doc(signingSecrets.docPath(contract.id)));
  return signed;
}
