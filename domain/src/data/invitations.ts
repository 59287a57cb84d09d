/** convites/{sha256(token)} (issue 29): a company's invitations; written by the team callables only. */
import type { Invitation } from '../team/invitation';
import { collectionOf } from './collection';

export const invitations = collectionOf<Invitation>('convites');
