import { getFirestore, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasAuth, hasFirestore, testAdminEmail } from '../emulator-env';
import { adminApp, deleteUserIfExists, signUp, uniqueEmail, waitFor, waitForRole } from './auth-emulator';

function db() {
  return getFirestore(adminApp());
}

/** Waits until the sign-up trigger has written profiles/{uid}. */
function waitForProfile(uid: string): Promise<DocumentSnapshot> {
  return waitFor(`profiles/${uid}`, async () => {
    const snap = await db().doc(`profiles/${uid}`).get();
    return snap.exists ? snap : undefined;
  });
}

describe.skipIf(!(hasFirestore && hasAuth))('onUserCreated writes the sign-up documents (Auth + Functions + Firestore emulators)', () => {
  beforeAll(async () => {
    await deleteUserIfExists(testAdminEmail);
  });

  it('creates the profile and a pending-registration integrator record for a new account', async () => {
    const email = uniqueEmail('novo');
    const uid = await signUp(email);

    const profile = await waitForProfile(uid);
    expect(profile.data()).toMatchObject({ email, nome: 'Usuário', tipo_usuario: 'integrador', messages_seen_at: null });
    expect(profile.get('created_at')).toBeInstanceOf(Timestamp);
    expect(profile.data()).not.toHaveProperty('id');

    const integrator = await db().doc(`integradores/${uid}`).get();
    expect(integrator.exists).toBe(true);
    expect(integrator.data()).toMatchObject({ user_id: uid, email, nome_empresa: email, status: 'pendente_cadastro' });
    expect(integrator.get('created_at')).toBeInstanceOf(Timestamp);
    expect(integrator.get('updated_at')).toBeInstanceOf(Timestamp);
    expect(await waitForRole(uid)).toBe('integrador');

    // Issue 29: the account is the titular of its own company, written in the same transaction.
    const member = await db().doc(`membros/${uid}`).get();
    expect(member.data()).toMatchObject({ empresa: uid, papel: 'titular', ativo: true, nome: email, email, desativado_em: null });
    expect(member.get('entrou_em')).toBeInstanceOf(Timestamp);
  });

  it('makes an admin-looking address an integrator like any other (admins come from the grant script)', async () => {
    const uid = await signUp(testAdminEmail);
    const profile = await waitForProfile(uid);
    expect(profile.get('tipo_usuario')).toBe('integrador');
    expect((await db().doc(`integradores/${uid}`).get()).get('status')).toBe('pendente_cadastro');
    expect(await waitForRole(uid)).toBe('integrador');
  });
});
