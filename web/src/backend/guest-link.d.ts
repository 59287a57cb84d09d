/** Resolved by Vite's alias to `memory/guest-link.ts` or `firebase/guest-link.ts` (VITE_BACKEND): the customer's page. */
declare module '@guest-link' {
  import type { GuestLinkPort } from './port-customer-links';
  import type { GuestContractPort } from './port-guest-contract';
  import type { PrivacyGuestPort } from './port-privacy-guest';
  /** The link's page, and its contract's signing and the public check (issue 47), and the guests' LGPD requests (issue 51). */
  export const guestLink: GuestLinkPort & GuestContractPort & PrivacyGuestPort;
}
