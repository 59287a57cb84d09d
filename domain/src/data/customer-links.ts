/**
 * The customer link's collections (issue 28):
 * - links_cliente/{linkId}: one per link, the token's hash only; the integrator reads its own;
 * - rascunhos_cliente/{proposalId}: what the customer sent, keyed by the proposal id the link
 *   reserved; the integrator reads its own;
 * - limites_link/{key}: the guest callables' rate windows (functions only).
 * Every write is a callable's (or createProposal's, which marks the draft sent).
 */
import type { CustomerDraft } from '../customer-link/commands';
import type { CustomerLink } from '../customer-link/link';
import type { RateWindow } from '../customer-link/rate-limit';
import { collectionOf } from './collection';

export const customerLinks = collectionOf<CustomerLink>('links_cliente');
export const customerDrafts = collectionOf<CustomerDraft>('rascunhos_cliente');
export const guestRateWindows = collectionOf<RateWindow>('limites_link');

/** The window documents' ids: the token's hash, or the address (hashed by the callable). */
export const rateKeys = {
  token: (tokenHash: string) => `t_${tokenHash}`,
  address: (addressHash: string) => `a_${addressHash}`,
};

/** The links and drafts lists show this many, newest first. */
export const customerLinkPageSize = 20;
