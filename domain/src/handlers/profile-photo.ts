/**
 * The integrator's profile photo: after the cropped image is uploaded to its own folder, the
 * record points at it and every older image of the folder is removed. Pure, so the callable and
 * the memory backend decide the same way.
 */
import { files as limits, storageFolders } from '../constants';
import { DomainError } from '../errors';
import { adminIntegrators, profilePage } from '../messages';
import type { Integrator, IntegratorSnapshot, Millis } from '../model';
import { setProfilePhotoInput } from '../schemas/account';
import { uploadNamePatterns } from '../storage-names';
import { requireTitular, type Actor } from './actor';
import type { StoredObjectFacts } from './integrator-profile';
import { parseCommand } from './parse';

const profileImageName = new RegExp(`^${uploadNamePatterns.profileImage}$`);

export interface ProfilePhotoWrites {
  /** Merged into integradores/{uid}. */
  patch: Pick<Integrator, 'foto_perfil' | 'updated_at'>;
  /** Older images of the caller's folder, deleted once the record points at the new one. */
  removePaths: string[];
}

/** The caller's photo folder, `profile-images/{uid}/`. */
export const profilePhotoFolder = (uid: string): string => `${storageFolders.profileImages}/${uid}/`;

/**
 * Points the caller's record at `input.path`. The path must be a profile image name of the
 * caller's own folder, and the stored object (not the client's word) a JPEG/PNG/WebP of 5 MB at most.
 * `folder` lists the objects now in that folder.
 */
export function setProfilePhoto(
  current: Integrator | null,
  input: unknown,
  actor: Actor | null,
  now: Millis,
  facts: StoredObjectFacts,
  folder: readonly string[],
): ProfilePhotoWrites {
  const caller = requireTitular(actor);
  const { path } = parseCommand(setProfilePhotoInput, input);
  const own = profilePhotoFolder(caller.uid);
  const name = path.slice(own.length);
  if (!path.startsWith(own) || !profileImageName.test(name)) throw new DomainError('invalid-argument', profilePage.photoInvalid);
  if (!current || current.user_id !== caller.uid) throw new DomainError('not-found', adminIntegrators.notFound);
  const stored = facts(path);
  if (!stored) throw new DomainError('failed-precondition', profilePage.imageUploadFailure);
  if (!(limits.photoContentTypes as readonly string[]).includes(stored.contentType)) {
    throw new DomainError('invalid-argument', profilePage.photoType);
  }
  if (stored.size > limits.maxBytes) throw new DomainError('invalid-argument', profilePage.photoTooLarge);
  return {
    patch: { foto_perfil: path, updated_at: now },
    removePaths: folder.filter((other) => other !== path && other.startsWith(own)),
  };
}

/** The integrator fields proposals copy for the boards. */
export function integratorSnapshotOf(integrator: Pick<Integrator, 'nome_empresa' | 'email' | 'foto_perfil'>): IntegratorSnapshot {
  return { nome_empresa: integrator.nome_empresa, email: integrator.email, foto_perfil: integrator.foto_perfil ?? null };
}

/** The new snapshot when a write changed what the boards show of the integrator; null otherwise. */
export function changedSnapshot(before: Integrator | null, after: Integrator | null): IntegratorSnapshot | null {
  if (!before || !after) return null;
  const [was, now] = [integratorSnapshotOf(before), integratorSnapshotOf(after)];
  const same = was.nome_empresa === now.nome_empresa && was.email === now.email && was.foto_perfil === now.foto_perfil;
  return same ? null : now;
}
