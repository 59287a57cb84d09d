/** The memory notices port refuses what firestore.rules refuse, and runs the callables' handlers. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { BellNotice } from '@solarcred/domain/notices';
import { memoryAuth } from './auth';
import { memoryNotices } from './notices';
import { seedState } from './seed';
import { MemoryStore } from './store';

const NOW = Date.now();
let store: MemoryStore;
let notices: ReturnType<typeof memoryNotices>;
let auth: ReturnType<typeof memoryAuth>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(NOW));
  notices = memoryNotices(store);
  auth = memoryAuth(store);
});

/** The bell's first value, or its error. */
function firstBell(uid: string, companyId = uid): Promise<BellNotice[]> {
  return new Promise((resolve, reject) => {
    const stop = notices.bell({ uid, companyId }, NOW - 7 * 86_400_000, 5)((value) => {
      stop();
      resolve(value);
    }, reject);
  });
}

describe('memory notices', () => {
  it("an approved integrator's bell: the notices for everyone and for it, unread until marked", async () => {
    await auth.signIn('integrador@solarcred.demo', 'demo123');
    expect((await firstBell('int-aprovado')).map((n) => [n.id, n.lido])).toEqual([['aviso-especifico', false], ['aviso-boas-vindas', false]]);
    await notices.markRead({ uid: 'int-aprovado', companyId: 'int-aprovado' }, ['aviso-especifico', 'aviso-boas-vindas']);
    await notices.markRead({ uid: 'int-aprovado', companyId: 'int-aprovado' }, ['aviso-especifico']);
    expect((await firstBell('int-aprovado')).every((n) => n.lido)).toBe(true);
    await expect(firstBell('int-aprovado-2')).rejects.toThrow();
  });

  it('another approved integrator sees only the notice for everyone, and cannot mark the other one', async () => {
    await auth.signIn('luz@solarcred.demo', 'demo123');
    expect((await firstBell('int-aprovado-2')).map((n) => n.id)).toEqual(['aviso-boas-vindas']);
    await expect(notices.markRead({ uid: 'int-aprovado-2', companyId: 'int-aprovado-2' }, ['aviso-especifico'])).rejects.toThrow();
  });

  it('a pending integrator has no bell; only admins create and delete', async () => {
    await auth.signIn('analise@solarcred.demo', 'demo123');
    await expect(firstBell('int-analise')).rejects.toThrow();
    await expect(notices.create('n1', { titulo: 'A', conteudo: 'B', destinatario_tipo: 'todos' })).rejects.toMatchObject({ code: 'permission-denied' });

    await auth.signOut();
    await auth.signIn('admin@solarcred.demo', 'demo123');
    await notices.create('n1', { titulo: 'A', conteudo: 'B', destinatario_tipo: 'todos' });
    await notices.create('n1', { titulo: 'Outro', conteudo: 'B', destinatario_tipo: 'todos' });
    expect(store.snapshot.docs['avisos']?.['n1']).toMatchObject({ titulo: 'A', audiencia: ['todos'], admin_id: 'admin-demo' });
    await notices.remove('aviso-boas-vindas');
    expect(store.snapshot.docs['avisos']?.['aviso-boas-vindas']).toBeUndefined();
    expect((await notices.recipients('', 20)).map((r) => r.nome_empresa)).toEqual(['Luz do Cerrado Solar', 'Sol Nascente Energia Ltda']);
    expect((await notices.recipients('luz', 20)).map((r) => r.id)).toEqual(['int-aprovado-2']);
  });
});
