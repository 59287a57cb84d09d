/** The customer's page on the demo backend: the same store as the app's tabs (issue 28). */
import { memoryStore } from './adapter';
import { memoryGuestLink } from './customer-links';

export const guestLink = memoryGuestLink(memoryStore);
