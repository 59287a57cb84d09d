/** The proposal submission on Firebase: attachments to Storage, then the createProposal callable. */
import { extensionOf } from '@solarcred/domain/files';
import { proposalAttachmentFolder, uploadFileName } from '@solarcred/domain/storage-names';
import type { ProposalSubmitPort } from '../port-proposals';
import { call } from './call';
import { callerCompany } from './caller';
import { newDocumentId } from '../document-id';

export const firebaseProposalSubmit: ProposalSubmitPort = {
  // An automatic id made without a request: the callable creates the document under it.
  newProposalId: newDocumentId,

  async uploadAttachment(proposalId, key, file, onProgress) {
    const path = `${proposalAttachmentFolder(await callerCompany(), proposalId)}/${uploadFileName(key, Date.now(), extensionOf(file.name) || 'bin')}`;
    const { uploadFile } = await import('./storage');
    await uploadFile(path, file, file.type, onProgress);
    return path;
  },

  createProposal: (input) => call('createProposal', input),
};
