/**
 * setProfilePhoto and the snapshot trigger on the emulators: the callable points the caller's
 * record at an image of its own folder (no Storage emulator here, so the object is taken as a
 * JPEG, as functions/src/profile/set-photo.ts says), and onIntegratorSnapshotFields copies the
 * new photo onto the integrator's proposals, which the boards show.
 */
import { describe, expect, it } from 'vitest';
import { auth as authText, profilePage } from '@solarcred/domain/messages';
import { profilePhotoFolder } from '@solarcred/domain/handlers/profile-photo';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, integratorAccountWith, seedProposal } from './firestore-admin';

const photoOf = (uid: string, at = Date.now()) => `${profilePhotoFolder(uid)}profile-image_${at}.jpg`;
const setPhoto = (account: TestAccount | undefined, path: string) => callFunction('setProfilePhoto', { path }, account?.idToken);

describe.skipIf(!(hasFirestore && hasAuth))('setProfilePhoto and the proposals snapshot (Auth + Functions + Firestore emulators)', () => {
  it("points the caller's record at its own image, and its proposals' snapshot follows", async () => {
    const me = await integratorAccountWith('aprovado', 'Foto Solar Ltda', 'foto');
    const proposalId = await seedProposal(me.uid, {
      integrador: { nome_empresa: 'Foto Solar Ltda', email: `${me.uid}@solar.test`, foto_perfil: null },
      cliente_nome: 'Cliente da Foto',
      status: 'em_analise',
    });

    const path = photoOf(me.uid);
    resultOf(await setPhoto(me, path));
    expect((await db().doc(`integradores/${me.uid}`).get()).get('foto_perfil')).toBe(path);

    const snapshot = await waitFor('the proposal snapshot to show the new photo', async () => {
      const integrador = (await db().doc(`propostas/${proposalId}`).get()).get('integrador') as { foto_perfil?: string | null } | undefined;
      return integrador?.foto_perfil === path ? integrador : undefined;
    });
    expect(snapshot).toMatchObject({ nome_empresa: 'Foto Solar Ltda', foto_perfil: path });
  });

  it("refuses a path outside the caller's folder or with a name that is not a profile image", async () => {
    const me = await integratorAccountWith('aprovado', 'Foto Solar Ltda', 'foto');
    const other = await newIntegratorAccount('foto-outro');
    expectCallableError(await setPhoto(me, photoOf(other.uid)), 'INVALID_ARGUMENT', profilePage.photoInvalid);
    expectCallableError(await setPhoto(me, `${profilePhotoFolder(me.uid)}contrato.pdf`), 'INVALID_ARGUMENT', profilePage.photoInvalid);
    expect((await db().doc(`integradores/${me.uid}`).get()).get('foto_perfil') ?? null).toBeNull();
  });

  it('is for signed-in integrators only', async () => {
    const admin = await newAdminAccount();
    expectCallableError(await setPhoto(admin, photoOf(admin.uid)), 'PERMISSION_DENIED', authText.integratorsOnly);
    expectCallableError(await setPhoto(undefined, photoOf('ninguem')), 'UNAUTHENTICATED', authText.mustBeAuthenticated);
  });
});
