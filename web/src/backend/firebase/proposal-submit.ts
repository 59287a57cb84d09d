/** The proposal submission on Firebase: attachments to Storage, then the createProposal callable. */
import { collection, doc } from 'firebase/firestore';
import { ref, uploadBytesResumable } from 'firebase/storage';
import { proposals } from '@solarcred/domain/data/proposals';
import { extensionOf } from '@solarcred/domain/files';
import { auth as authText } from '@solarcred/domain/messages';
import { proposalAttachmentFolder, uploadFileName } from '@solarcred/domain/storage-names';
import { BackendError } from '../port';
import type { ProposalSubmitPort } from '../port-proposals';
import { auth, db, storage } from './app';
import { call } from './live';

export const firebaseProposalSubmit: ProposalSubmitPort = {
  // An automatic id made by the SDK without a request: the callable creates the document under it.
  newProposalId: () => doc(collection(db, proposals.path)).id,

  uploadAttachment(proposalId, key, file, onProgress) {
    const uid = auth.currentUser?.uid;
    if (!uid) return Promise.reject(new BackendError('unauthenticated', authText.mustBeAuthenticated));
    const path = `${proposalAttachmentFolder(uid, proposalId)}/${uploadFileName(key, Date.now(), extensionOf(file.name) || 'bin')}`;
    const task = uploadBytesResumable(ref(storage, path), file, { contentType: file.type });
    return new Promise((resolve, reject) => {
      task.on(
        'state_changed',
        (snapshot) => onProgress?.(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
        reject,
        () => resolve(path),
      );
    });
  },

  createProposal: (input) => call('createProposal', input),
};
