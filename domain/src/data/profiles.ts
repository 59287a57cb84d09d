/** profiles/{uid}: one per account, created by the sign-up trigger. */
import type { Profile } from '../model';
import { collectionOf } from './collection';

export const profiles = collectionOf<Profile>('profiles');
