/** The proposal wizard's submission (file 001 section 7): upload the attachments, then create once. */
import type { CreateProposalInput, CreateProposalResult } from '@solarcred/domain/handlers/proposal-create';
import type { proposalAttachmentKeys } from '@solarcred/domain/storage-names';
import type { UploadProgress } from './port';

export type ProposalAttachmentKey = (typeof proposalAttachmentKeys)[number];

export interface ProposalSubmitPort {
  /** A fresh proposal id made on the client (a Firestore automatic id), so a retry reuses it. */
  newProposalId(): string;
  /**
   * Uploads one attachment of the signed-in integrator into
   * `propostas-anexos/{uid}/{proposalId}/{key}_{timestamp}.{ext}`; resolves with its path.
   */
  uploadAttachment(proposalId: string, key: ProposalAttachmentKey, file: File, onProgress?: UploadProgress): Promise<string>;
  /** The create-proposal callable: creates the proposal once for its id (a replay answers the same). */
  createProposal(input: CreateProposalInput): Promise<CreateProposalResult>;
}
