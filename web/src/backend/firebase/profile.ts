import { doc, updateDoc } from 'firebase/firestore';
import { profiles } from '@solarcred/domain/data/profiles';
import { profilePhotoFolder } from '@solarcred/domain/handlers/profile-photo';
import { auth as authText } from '@solarcred/domain/messages';
import { uploadFileName } from '@solarcred/domain/storage-names';
import { BackendError } from '../port';
import type { ProfilePort } from '../port-profile';
import { auth } from './app';
import { call } from './call';
import { db } from './firestore';

function uid(): string {
  const current = auth.currentUser?.uid;
  if (!current) throw new BackendError('unauthenticated', authText.mustBeAuthenticated);
  return current;
}

/** The owner's writes the rules allow on profiles/{uid} go straight to Firestore; the photo goes through a callable. */
export const firebaseProfile: ProfilePort = {
  async uploadPhoto(photo) {
    const path = `${profilePhotoFolder(uid())}${uploadFileName('profile-image', Date.now(), 'jpg')}`;
    await (await import('./storage')).uploadBlob(path, photo, photo.type || 'image/jpeg');
    return path;
  },
  setPhoto: (path) => call('setProfilePhoto', { path }),
  photoBlob: async (path) => (await import('./storage')).fileBlob(path),
  saveName: async (nome) => updateDoc(doc(db, profiles.docPath(uid())), { nome }),
  saveNotifications: async (prefs) => updateDoc(doc(db, profiles.docPath(uid())), { notificacoes: { ...prefs } }),
  saveEmailPrefs: async (prefs) => updateDoc(doc(db, profiles.docPath(uid())), { notificacoes_email: { ...prefs } }),
};
