/** The customer's page on the demo backend: the same store as the app's tabs (issue 28), with the contract's signing (issue 47). */
import { memoryStore } from './adapter';
import { memoryGuestLink } from './customer-links';
import { memoryGuestContract } from './guest-contract';
import { memoryPrivacyGuest } from './privacy-guest';

/** With the guests' LGPD requests (issue 51): the link's section and /privacidade/solicitar. */
export const guestLink = { ...memoryGuestLink(memoryStore), ...memoryGuestContract(memoryStore), ...memoryPrivacyGuest(memoryStore) };
