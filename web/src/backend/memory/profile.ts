/**
 * The account operations over the memory store. Photos are kept as data URLs in localStorage
 * (a cropped photo is a few tens of kB), so the demo shows them after a reload, as Storage would.
 */
import { integrators } from '@solarcred/domain/data/integrators';
import { profiles } from '@solarcred/domain/data/profiles';
import { profilePhotoFolder, setProfilePhoto } from '@solarcred/domain/handlers/profile-photo';
import { auth as authText } from '@solarcred/domain/messages';
import type { Profile } from '@solarcred/domain/model';
import { profileNameSchema } from '@solarcred/domain/schemas/account';
import { uploadFileName } from '@solarcred/domain/storage-names';
import { BackendError } from '../port';
import type { ProfilePort } from '../port-profile';
import { writeIntegrator } from './integrator';
import { actorOf, pause, rulesDenied, runCommand } from './commands';
import { putDoc, type MemoryStore } from './store';
import { withStallTimeout } from '../transfer-limits';
import { stalledUpload } from './files';

/** path -> data URL of every demo photo. */
export const PHOTOS_KEY = 'solarcred-demo-photos';

function readPhotos(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(PHOTOS_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function writePhotos(photos: Record<string, string>): void {
  localStorage.setItem(PHOTOS_KEY, JSON.stringify(photos));
}

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });

function blobOf(dataUrl: string): Blob {
  const [head = '', body = ''] = dataUrl.split(',');
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const bytes = Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** The stored object's size and type, as the bucket's metadata would say. */
function photoFacts(path: string): { size: number; contentType: string } | null {
  const stored = readPhotos()[path];
  if (!stored) return null;
  const blob = blobOf(stored);
  return { size: blob.size, contentType: blob.type };
}

export function memoryProfile(store: MemoryStore): ProfilePort {
  const uid = (): string => {
    const current = store.snapshot.currentUid;
    if (!current) throw new BackendError('unauthenticated', authText.mustBeAuthenticated);
    return current;
  };

  /** The owner's write the rules allow (name, switches; never the role), refused like the rules would. */
  const updateOwnProfile = async (operation: string, patch: Partial<Pick<Profile, 'nome' | 'notificacoes' | 'notificacoes_email'>>) => {
    await pause();
    if (store.takeFault(operation)) throw new BackendError('unavailable', 'Serviço indisponível.');
    const id = uid();
    const current = store.doc(profiles, id);
    if (!current) throw rulesDenied();
    store.update((state) => putDoc(state, profiles, { ...current, ...patch, id }));
  };

  return {
    async uploadPhoto(photo) {
      const path = `${profilePhotoFolder(uid())}${uploadFileName('profile-image', Date.now(), 'jpg')}`;
      await pause();
      if (store.takeFault('uploadPhoto')) throw new BackendError('storage/unknown', 'upload failed');
      // A dead connection: nothing moves until the shared stall limit gives up.
      if (store.takeFault(stalledUpload)) await withStallTimeout(() => ({ done: new Promise<never>(() => {}), cancel: () => {} }));
      writePhotos({ ...readPhotos(), [path]: await dataUrlOf(photo) });
      return path;
    },

    setPhoto: (path) =>
      runCommand(store, 'setPhoto', () => {
        const id = store.snapshot.currentUid ?? '';
        const folder = Object.keys(readPhotos()).filter((stored) => stored.startsWith(profilePhotoFolder(id)));
        const writes = setProfilePhoto(store.doc(integrators, id), { path }, actorOf(store), Date.now(), photoFacts, folder);
        store.update((state) => writeIntegrator(state, id, writes.patch, null));
        const photos = readPhotos();
        for (const old of writes.removePaths) delete photos[old];
        writePhotos(photos);
      }),

    async photoBlob(path) {
      await pause(20);
      const stored = readPhotos()[path];
      if (!stored) throw new BackendError('storage/object-not-found', 'Object does not exist.');
      return blobOf(stored);
    },

    async saveName(nome) {
      const parsed = profileNameSchema.safeParse({ nome });
      if (!parsed.success) throw rulesDenied();
      await updateOwnProfile('saveName', { nome: parsed.data.nome });
    },

    saveNotifications: (prefs) => updateOwnProfile('saveNotifications', { notificacoes: { ...prefs } }),

    saveEmailPrefs: (prefs) => updateOwnProfile('saveEmailPrefs', { notificacoes_email: { ...prefs } }),
  };
}
