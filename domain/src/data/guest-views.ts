/**
 * vistas_cliente/{linkId} (issue 45): the customer's page's live view of its link, written only by
 * the functions (functions/src/customer-links/guest-view.ts), read only by that link's guest.
 */
import type { GuestLiveView } from '../customer-link/live-view';
import { collectionOf } from './collection';

export const guestLiveViews = collectionOf<GuestLiveView>('vistas_cliente');
