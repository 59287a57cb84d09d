/** Resolved by Vite's alias to `memory/guest-link.ts` or `firebase/guest-link.ts` (VITE_BACKEND): the customer's page. */
declare module '@guest-link' {
  import type { GuestLinkPort } from './port-customer-links';
  import type { GuestContractPort } from './port-guest-contract';
  /** The link's page, and its contract's signing and the public check (issue 47). */
  export const guestLink: GuestLinkPort & GuestContractPort;
}
