/** membros/{uid} (issue 29): the account's company and role, the authority the rules and callables read. */
import type { Member } from '../team/member';
import { collectionOf } from './collection';

export const members = collectionOf<Member>('membros');
