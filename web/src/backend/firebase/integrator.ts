import { storageFolders } from '@solarcred/domain/constants';
import { extensionOf } from '@solarcred/domain/files';
import { uploadFileName } from '@solarcred/domain/storage-names';
import { auth as authText } from '@solarcred/domain/messages';
import { BackendError, type IntegratorPort } from '../port';
import { auth } from './app';
import { call } from './call';


/** The integrator's onboarding: uploads to Storage, then the callables. */
export const firebaseIntegrator: IntegratorPort = {
  async uploadDocument(name, file, onProgress) {
    const uid = auth.currentUser?.uid;
    if (!uid) throw new BackendError('unauthenticated', authText.mustBeAuthenticated);
    const path = `${storageFolders.integratorDocuments}/${uid}/${uploadFileName(name, Date.now(), extensionOf(file.name) || 'bin')}`;
    const { uploadFile } = await import('./storage');
    await uploadFile(path, file, file.type, onProgress);
    return { path, nome: file.name, tamanho: file.size, tipo: file.type };
  },
  submitProfile: (input) => call('submitIntegratorProfile', input),
  refreshStatus: () => call('refreshIntegratorStatus', {}),
};
