/**
 * The integrator's customer links on Firestore (issue 28): its links and waiting drafts in windows
 * (integrador_id + criado_em, and + situacao + enviado_em; with criado_por between for a
 * vendedor's own, issue 45; firestore.indexes.json); every write is a callable.
 */
import { FirebaseError } from 'firebase/app';
import { getDoc, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { customerDrafts, customerLinks } from '@solarcred/domain/data/customer-links';
import type { ProposalScope } from '@solarcred/domain/team/scope';
import type { CustomerLinksPort, IssuedLink } from '../port-customer-links';
import { call } from './call';
import { liveList } from './live';
import { collectionRef, docRef } from './refs';

/** The scope's company and, for one seller, its criado_por: the filters firestore.rules' seesLinkData can prove. */
function scopeFilters({ integratorId, createdBy }: ProposalScope): QueryConstraint[] {
  return [
    ...(integratorId === null ? [] : [where('integrador_id', '==', integratorId)]),
    ...(createdBy === null ? [] : [where('criado_por', '==', createdBy)]),
  ];
}

export const firebaseCustomerLinks: CustomerLinksPort = {
  create: (input) => call<IssuedLink>('createCustomerLink', input),
  async revoke(id) {
    await call('revokeCustomerLink', { id });
  },
  renew: (id) => call<IssuedLink>('renewCustomerLink', { id }),
  links: (scope, max) => liveList(query(collectionRef(customerLinks), ...scopeFilters(scope), orderBy('criado_em', 'desc'), limit(max))),
  drafts: (scope, max) =>
    liveList(query(collectionRef(customerDrafts), ...scopeFilters(scope), where('situacao', '==', 'aguardando'), orderBy('enviado_em', 'desc'), limit(max))),
  async draft(proposalId) {
    try {
      return (await getDoc(docRef(customerDrafts, proposalId))).data() ?? null;
    } catch (error) {
      // The rules cannot tell a missing draft from someone else's: both are no draft here.
      if (error instanceof FirebaseError && error.code === 'permission-denied') return null;
      throw error;
    }
  },
};
