/** A scope of proposals (issue 29) as Firestore filters: the company, and the seller when one is named. */
import { where, type QueryConstraint } from 'firebase/firestore';
import type { ProposalScope } from '@solarcred/domain/team/scope';

export function scopeFilters({ integratorId, createdBy }: ProposalScope): QueryConstraint[] {
  return [...(integratorId ? [where('integrador_id', '==', integratorId)] : []), ...(createdBy ? [where('criado_por', '==', createdBy)] : [])];
}
