/**
 * The customer link (issue 28). The integrator's side is a port of the backend; the guest's side
 * is its own small module per adapter (`@guest-link`), so the customer's page loads neither the
 * app's backend nor Firestore.
 */
import type { CustomerDraft, GuestLinkView } from '@solarcred/domain/customer-link/commands';
import type { CreateLinkInput, CustomerLink } from '@solarcred/domain/customer-link/link';
import type { GuestLiveView } from '@solarcred/domain/customer-link/live-view';
import type { CustomerApplicationInput } from '@solarcred/domain/schemas/proposal-wizard';
import type { ProposalScope } from '@solarcred/domain/team/scope';
import type { proposalAttachmentKeys } from '@solarcred/domain/storage-names';
import type { Live, UploadProgress } from './port';

/** A link as the integrator gets it once: the token is never readable again. */
export interface IssuedLink {
  id: string;
  token: string;
}

export interface CustomerLinksPort {
  /** createCustomerLink: approved integrators. */
  create(input: CreateLinkInput): Promise<IssuedLink>;
  revoke(id: string): Promise<void>;
  /** A new token and 7 more days; the old token stops working. */
  renew(id: string): Promise<IssuedLink>;
  /**
   * The company's links in a scope (issue 45: its whole company for titular and gestor, its own,
   * criado_por, for a vendedor: proposalScope), newest first, a window of `limit`.
   */
  links(scope: ProposalScope, limit: number): Live<CustomerLink[]>;
  /** What the scope's customers sent and nobody has submitted yet, newest first. */
  drafts(scope: ProposalScope, limit: number): Live<CustomerDraft[]>;
  /** One draft (the wizard completing it); null when missing or not the caller's. */
  draft(proposalId: string): Promise<CustomerDraft | null>;
}

export type CustomerFileKey = (typeof proposalAttachmentKeys)[number];

/** The customer's page: every call carries the token and goes through a callable. */
export interface GuestLinkPort {
  open(token: string): Promise<GuestLinkView>;
  /** Uploads one of the customer's files into the link's folder; resolves with its path. */
  upload(token: string, key: CustomerFileKey, file: File, onProgress?: UploadProgress): Promise<string>;
  submit(token: string, dados: CustomerApplicationInput): Promise<void>;
  /** Uploads the answer file of an item addressed to the customer; resolves with its path. */
  uploadAnswer(token: string, itemId: string, file: File, onProgress?: UploadProgress): Promise<string>;
  /** Answers an item addressed to the customer (the file uploaded first). */
  answerItem(token: string, itemId: string, answer: { texto: string | null; arquivo: string | null }): Promise<void>;
  /**
   * The link's live view (issue 45): each version as the link, its proposal or the customer's
   * items change; onError once it can no longer be followed (the link renewed, or gone).
   */
  watch(token: string): Live<GuestLiveView>;
}
