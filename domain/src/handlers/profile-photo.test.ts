import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import { profilePage } from '../messages';
import type { Integrator } from '../model';
import { changedSnapshot, setProfilePhoto } from './profile-photo';

const uid = 'u1';
const record: Integrator = { id: uid, user_id: uid, email: 'a@b.co', nome_empresa: 'Sol', status: 'aprovado', created_at: 1, updated_at: 1 };
const integrator = { uid, role: 'integrador' as const };
const path = `profile-images/${uid}/profile-image_1773150000000.jpg`;
const jpeg = () => ({ size: 30_000, contentType: 'image/jpeg' });

function errorOf(run: () => unknown): { code: string; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, message: error.message };
    throw error;
  }
}

describe('setProfilePhoto', () => {
  it('points the record at the new image and removes every other image of the folder', () => {
    const old = `profile-images/${uid}/profile-image.jpg`;
    const writes = setProfilePhoto(record, { path }, integrator, 5, jpeg, [old, path]);
    expect(writes).toEqual({ patch: { foto_perfil: path, updated_at: 5 }, removePaths: [old] });
  });

  it('refuses admins and anonymous callers', () => {
    expect(errorOf(() => setProfilePhoto(record, { path }, { uid, role: 'admin' }, 5, jpeg, []))?.code).toBe('permission-denied');
    expect(errorOf(() => setProfilePhoto(record, { path }, null, 5, jpeg, []))?.code).toBe('unauthenticated');
  });

  it("refuses another user's folder, other folders and names outside the pattern", () => {
    for (const other of [
      'profile-images/u2/profile-image.jpg',
      `integrador-documents/${uid}/profile-image.jpg`,
      `profile-images/${uid}/foto.jpg`,
      `profile-images/${uid}/sub/profile-image.jpg`,
      `profile-images/${uid}/profile-image.gif`,
      `profile-images/${uid}/../u2/profile-image.jpg`,
    ]) {
      expect(errorOf(() => setProfilePhoto(record, { path: other }, integrator, 5, jpeg, []))?.code, other).toBe('invalid-argument');
    }
  });

  it('trusts the stored object, not the name: missing, too large or of another type is refused', () => {
    expect(errorOf(() => setProfilePhoto(record, { path }, integrator, 5, () => null, []))).toEqual({
      code: 'failed-precondition',
      message: profilePage.imageUploadFailure,
    });
    expect(errorOf(() => setProfilePhoto(record, { path }, integrator, 5, () => ({ size: 5 * 1024 * 1024 + 1, contentType: 'image/jpeg' }), []))?.message).toBe(profilePage.photoTooLarge);
    expect(errorOf(() => setProfilePhoto(record, { path }, integrator, 5, () => ({ size: 10, contentType: 'text/html' }), []))?.message).toBe(profilePage.photoType);
  });

  it('needs the caller to have an integrator record', () => {
    expect(errorOf(() => setProfilePhoto(null, { path }, integrator, 5, jpeg, []))?.code).toBe('not-found');
  });
});

describe('changedSnapshot', () => {
  it('is the new snapshot when the photo, name or e-mail changed, null otherwise', () => {
    expect(changedSnapshot(record, { ...record, foto_perfil: path })).toEqual({ nome_empresa: 'Sol', email: 'a@b.co', foto_perfil: path });
    expect(changedSnapshot(record, { ...record, updated_at: 9, status: 'rejeitado' })).toBeNull();
    expect(changedSnapshot(null, record)).toBeNull();
  });
});
