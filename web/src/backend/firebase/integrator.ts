import { ref, uploadBytesResumable } from 'firebase/storage';
import { storageFolders } from '@solarcred/domain/constants';
import { extensionOf } from '@solarcred/domain/files';
import { uploadFileName } from '@solarcred/domain/storage-names';
import { auth as authText } from '@solarcred/domain/messages';
import { BackendError, type IntegratorPort } from '../port';
import { auth, storage } from './app';
import { call } from './live';


/** The integrator's onboarding: uploads to Storage, then the callables. */
export const firebaseIntegrator: IntegratorPort = {
  uploadDocument(name, file, onProgress) {
    const uid = auth.currentUser?.uid;
    if (!uid) return Promise.reject(new BackendError('unauthenticated', authText.mustBeAuthenticated));
    const path = `${storageFolders.integratorDocuments}/${uid}/${uploadFileName(name, Date.now(), extensionOf(file.name) || 'bin')}`;
    const task = uploadBytesResumable(ref(storage, path), file, { contentType: file.type });
    return new Promise((resolve, reject) => {
      task.on(
        'state_changed',
        (snapshot) => onProgress?.(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
        reject,
        () => resolve({ path, nome: file.name, tamanho: file.size, tipo: file.type }),
      );
    });
  },
  submitProfile: (input) => call('submitIntegratorProfile', input),
  refreshStatus: () => call('refreshIntegratorStatus', {}),
};
