import { limit, orderBy, query } from 'firebase/firestore';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import type { ProposalDetailsPort } from '../port-proposal-details';
import { call } from './call';
import { callerRole } from './caller';
import { liveDoc, liveList } from './live';
import { collectionRef, docRef } from './refs';

/**
 * Reads go straight to Firestore and Storage, where the rules admit admins and the approved owner
 * (a listener on a proposal the caller may not read fails with 'permission-denied'); the edit goes
 * through its callable. history(): a single-field order, no composite index.
 */
export const firebaseProposalDetails: ProposalDetailsPort = {
  proposal: (id) => liveDoc(docRef(proposals, id)),
  history: (id, max) => liveList(query(collectionRef(proposalHistory(id)), orderBy('em', 'desc'), limit(max))),
  editProposal: (id, values) => call('editProposal', { propostaId: id, ...values }),
  // An admin opens a customer's documents through the audited openDocument callable (issue 51);
  // the company's members read them through the Storage rules.
  attachmentBlob: async (path) => ((await callerRole()) === 'admin' ? (await import('./audit')).firebaseAudit.openDocument(path) : (await import('./storage')).fileBlob(path)),
};
