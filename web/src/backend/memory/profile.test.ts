import { beforeEach, describe, expect, it } from 'vitest';
import { integrators } from '@solarcred/domain/data/integrators';
import { profiles } from '@solarcred/domain/data/profiles';
import { proposals } from '@solarcred/domain/data/proposals';
import { memoryAuth } from './auth';
import { PHOTOS_KEY, memoryProfile } from './profile';
import { seedState } from './seed';
import { MemoryStore } from './store';

let store: MemoryStore;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.UTC(2026, 10, 22, 12)));
});

const signInAs = (email: string) => memoryAuth(store).signIn(email, 'demo123');
const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });
const storedPaths = () => Object.keys(JSON.parse(localStorage.getItem(PHOTOS_KEY) ?? '{}') as object);

describe('memory profile port', () => {
  it('uploads, points the record and its proposals at the photo, and removes the older one', async () => {
    await signInAs('integrador@solarcred.demo');
    const profile = memoryProfile(store);
    const first = await profile.uploadPhoto(jpeg());
    await profile.setPhoto(first);
    expect(store.doc(integrators, 'int-aprovado')?.foto_perfil).toBe(first);
    const own = store.collection(proposals).filter((p) => p.integrador_id === 'int-aprovado');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((p) => p.integrador.foto_perfil === first)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = await profile.uploadPhoto(jpeg());
    await profile.setPhoto(second);
    expect(storedPaths()).toEqual([second]);
    expect((await profile.photoBlob(second)).type).toBe('image/jpeg');
  });

  it("refuses another integrator's photo path, as the callable does", async () => {
    await signInAs('luz@solarcred.demo');
    await expect(memoryProfile(store).setPhoto('profile-images/int-aprovado/profile-image.jpg')).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('saves the name and the switches on the own profile', async () => {
    await signInAs('admin@solarcred.demo');
    const profile = memoryProfile(store);
    await profile.saveName('Ana');
    await profile.saveNotifications({ novos_integradores: false, status_propostas: true, instalacoes_atrasadas: false, repasses_atrasados: false });
    expect(store.doc(profiles, 'admin-demo')).toMatchObject({
      nome: 'Ana',
      tipo_usuario: 'admin',
      notificacoes: { novos_integradores: false, status_propostas: true, instalacoes_atrasadas: false, repasses_atrasados: false },
    });
    await expect(profile.saveName('   ')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('changePassword refuses a wrong current password and accepts the right one', async () => {
    await signInAs('admin@solarcred.demo');
    const auth = memoryAuth(store);
    await expect(auth.changePassword('errada', 'nova-123')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await auth.changePassword('demo123', 'nova-123');
    await auth.signOut();
    await expect(auth.signIn('admin@solarcred.demo', 'demo123')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await auth.signIn('admin@solarcred.demo', 'nova-123');
  });
});
