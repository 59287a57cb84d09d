/**
 * A scope of proposals (issue 29) as Firestore filters: the company, and the seller when one is
 * named, by the field that holds it (`proposta_criado_por` on comments).
 */
import { where, type QueryConstraint } from 'firebase/firestore';
import type { ProposalScope } from '@solarcred/domain/team/scope';

export function scopeFilters({ integratorId, createdBy }: ProposalScope, senderField: 'criado_por' | 'proposta_criado_por' = 'criado_por'): QueryConstraint[] {
  return [...(integratorId ? [where('integrador_id', '==', integratorId)] : []), ...(createdBy ? [where(senderField, '==', createdBy)] : [])];
}
