/**
 * setProfilePhoto ({ path }): the integrator's cropped photo is already in its folder; the
 * domain checks the stored object and points integradores/{uid}.foto_perfil at it, then the
 * older images of the folder are deleted (after the commit, so a failed update keeps the old photo).
 */
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import type { StoredObjectFacts } from '@solarcred/domain/handlers/integrator-profile';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { profilePhotoFolder, setProfilePhoto as decide } from '@solarcred/domain/handlers/profile-photo';
import { setProfilePhotoInput } from '@solarcred/domain/schemas/account';
import { adminApp } from '../app';
import { callable } from '../callable';
import { storageMissingInEmulator } from '../integrators/stored-files';
import { runIntegratorCommand } from '../integrators/transaction';

interface Folder {
  paths: string[];
  facts: StoredObjectFacts;
}

/** The objects of the caller's photo folder with their size and type (a handful: old ones are deleted). */
async function photoFolder(uid: string, path: string): Promise<Folder> {
  if (storageMissingInEmulator()) {
    logger.warn('setProfilePhoto: no Storage emulator; the photo is taken as a JPEG of unknown size');
    return { paths: [path], facts: (asked) => (asked === path ? { size: 0, contentType: 'image/jpeg' } : null) };
  }
  const [files] = await getStorage(adminApp()).bucket().getFiles({ prefix: profilePhotoFolder(uid), maxResults: 100 });
  const facts = new Map(files.map((file) => [file.name, { size: Number(file.metadata.size ?? 0), contentType: String(file.metadata.contentType ?? '') }]));
  return { paths: [...facts.keys()], facts: (asked) => facts.get(asked) ?? null };
}

export const setProfilePhoto = callable('integrador', async ({ actor, data }) => {
  const { path } = parseCommand(setProfilePhotoInput, data);
  const folder = await photoFolder(actor.uid, path);
  const removePaths = await runIntegratorCommand(actor.uid, (current, now) => {
    const writes = decide(current, data, actor, now, folder.facts, folder.paths);
    return { writes: { patch: writes.patch, history: null }, result: writes.removePaths };
  });
  if (storageMissingInEmulator()) return;
  const bucket = getStorage(adminApp()).bucket();
  await Promise.all(removePaths.map((old) => bucket.file(old).delete({ ignoreNotFound: true })));
});
