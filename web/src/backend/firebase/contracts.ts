/**
 * The credit contract on Firestore (issue 47): a proposal's versions by one query the rules can
 * prove (proposta_id, plus the company and, for a vendedor, itself: indexes proposta_id +
 * [integrador_id + [criado_por]] + versao desc in firestore.indexes.json), the template and its
 * replaced versions (admins); every write and every PDF goes through a callable, which reads
 * Storage or re-renders from the frozen content and checks the stored hash.
 */
import { limit, orderBy, query, where } from 'firebase/firestore';
import { contracts, contractTemplateDoc, contractTemplateVersions } from '@solarcred/domain/data/contracts';
import type { ContractsPort } from '../port-contracts';
import { call } from './call';
import { liveDoc, liveList } from './live';
import { collectionRef, singletonRef } from './refs';
import { scopeFilters } from './scope';

/** base64 → bytes, without a data: URL fetch (the CSP's connect-src need not allow data:). */
function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const firebaseContracts: ContractsPort = {
  ofProposal: (proposalId, scope, max) =>
    liveList(query(collectionRef(contracts), where('proposta_id', '==', proposalId), ...scopeFilters(scope), orderBy('versao', 'desc'), limit(max))),
  generate: (proposalId) => call<{ contratoId: string }>('generateContract', { propostaId: proposalId }),
  async pdf(contractId, signed) {
    const answer = await call<{ base64: string; nome: string }>('contractPdf', { contratoId: contractId, assinado: signed });
    return { blob: new Blob([bytesOf(answer.base64)], { type: 'application/pdf' }), fileName: answer.nome };
  },
  signingLink: (proposalId) => call<{ id: string; token: string }>('createSigningLink', { propostaId: proposalId }),
  template: liveDoc(singletonRef(contractTemplateDoc)),
  templateVersions: (max) => liveList(query(collectionRef(contractTemplateVersions), orderBy('versao', 'desc'), limit(max))),
  saveTemplate: (input) => call<{ versao: number }>('updateContractTemplate', input),
};
