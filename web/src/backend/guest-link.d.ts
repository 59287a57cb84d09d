/** Resolved by Vite's alias to `memory/guest-link.ts` or `firebase/guest-link.ts` (VITE_BACKEND): the customer's page. */
declare module '@guest-link' {
  import type { GuestLinkPort } from './port-customer-links';
  export const guestLink: GuestLinkPort;
}
