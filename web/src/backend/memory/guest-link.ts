/** The customer's page on the demo backend: the same store as the app's tabs (issue 28), with the contract's signing (issue 47). */
import { memoryStore } from './adapter';
import { memoryGuestLink } from './customer-links';
import { memoryGuestContract } from './guest-contract';

export const guestLink = { ...memoryGuestLink(memoryStore), ...memoryGuestContract(memoryStore) };
