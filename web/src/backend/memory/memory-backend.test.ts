import { beforeEach, describe, expect, it } from 'vitest';
import { integrators } from '@solarcred/domain/data/integrators';
import { profiles } from '@solarcred/domain/data/profiles';
import { proposals } from '@solarcred/domain/data/proposals';
import { integratorProposalStats, integratorStats, proposalStats } from '@solarcred/domain/data/stats';
import { BackendError } from '../port';
import { memoryAuth } from './auth';
import { seedState } from './seed';
import { memorySession } from './session';
import { MemoryStore, SESSION_KEY, STATE_KEY, readCollection, readDoc } from './store';

let store: MemoryStore;
let auth: ReturnType<typeof memoryAuth>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.UTC(2026, 10, 22, 12)));
  auth = memoryAuth(store);
});

/** A second tab's sessionStorage. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

async function codeOf(work: Promise<unknown>): Promise<string | null> {
  try {
    await work;
    return null;
  } catch (error) {
    return error instanceof BackendError ? error.code : 'not-a-backend-error';
  }
}

describe('memory auth behaves like Firebase Auth', () => {
  it('sign-up creates the account, the profile and the integrator record the trigger would', async () => {
    await auth.signUp('Nova@Empresa.com.br', 'segredo1');
    const session = memorySession(store).getSnapshot();
    expect(session.status).toBe('signed-in');
    if (session.status !== 'signed-in') return;
    expect(session.role).toBe('integrador');
    const profile = store.doc(profiles, session.user.uid);
    const integrator = store.doc(integrators, session.user.uid);
    expect(profile?.tipo_usuario).toBe('integrador');
    expect(profile?.nome).toBe('Usuário');
    expect(integrator?.status).toBe('pendente_cadastro');
    expect(integrator?.nome_empresa).toBe('nova@empresa.com.br');
    expect(session.integrator?.id).toBe(session.user.uid);
  });

  it('refuses a taken e-mail, a short password and a malformed e-mail with Firebase codes', async () => {
    expect(await codeOf(auth.signUp('integrador@solarcred.demo', 'segredo1'))).toBe('auth/email-already-in-use');
    expect(await codeOf(auth.signUp('x@empresa.com', '12345'))).toBe('auth/weak-password');
    expect(await codeOf(auth.signUp('sem-arroba', 'segredo1'))).toBe('auth/invalid-email');
  });

  it('sign-in with a wrong password or unknown e-mail is auth/invalid-credential', async () => {
    expect(await codeOf(auth.signIn('admin@solarcred.demo', 'errada'))).toBe('auth/invalid-credential');
    expect(await codeOf(auth.signIn('ninguem@solarcred.demo', 'demo123'))).toBe('auth/invalid-credential');
    await auth.signIn('admin@solarcred.demo', 'demo123');
    const session = memorySession(store).getSnapshot();
    expect(session.status === 'signed-in' && session.role).toBe('admin');
  });

  it('password reset: unknown e-mails send nothing; a code works once', async () => {
    await auth.sendPasswordReset('ninguem@solarcred.demo');
    expect(store.snapshot.outbox).toHaveLength(0);
    await auth.sendPasswordReset('integrador@solarcred.demo');
    const [mail] = store.snapshot.outbox;
    expect(mail?.link).toContain('/reset-password?mode=resetPassword&oobCode=');
    const code = mail?.code ?? '';
    expect(await auth.verifyPasswordResetCode(code)).toBe('integrador@solarcred.demo');
    expect(await codeOf(auth.confirmPasswordReset(code, '123'))).toBe('auth/weak-password');
    await auth.confirmPasswordReset(code, 'nova-senha');
    expect(await codeOf(auth.confirmPasswordReset(code, 'outra-senha'))).toBe('auth/invalid-action-code');
    await auth.signIn('integrador@solarcred.demo', 'nova-senha');
  });

  it('failNext makes exactly one call fail as a network error', async () => {
    await auth.signIn('admin@solarcred.demo', 'demo123');
    store.failNext('signOut');
    expect(await codeOf(auth.signOut())).toBe('auth/network-request-failed');
    await auth.signOut();
    expect(memorySession(store).getSnapshot().status).toBe('signed-out');
  });
});

describe('memory store', () => {
  it('persists the data to localStorage and the sign-in to sessionStorage; a reload reads both back', async () => {
    await auth.signIn('admin@solarcred.demo', 'demo123');
    expect(sessionStorage.getItem(SESSION_KEY)).toBe('admin-demo');
    expect(JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}')).not.toHaveProperty('currentUid');
    const reloaded = new MemoryStore(() => seedState());
    expect(reloaded.snapshot.currentUid).toBe('admin-demo');
  });

  it('a tab whose session was written before any data stores the seed it signs in with; an anonymous tab stores nothing', () => {
    localStorage.clear();
    new MemoryStore(() => seedState());
    expect(localStorage.getItem(STATE_KEY)).toBeNull();
    sessionStorage.setItem(SESSION_KEY, 'int-aprovado');
    const signedIn = new MemoryStore(() => seedState());
    expect(signedIn.snapshot.currentUid).toBe('int-aprovado');
    expect(JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}')).toHaveProperty('users.int-aprovado');
  });

  it('two tabs share the data but not the signed-in user', async () => {
    const otherTab = new MemoryStore(() => seedState(), localStorage, new MemoryStorage());
    await auth.signIn('admin@solarcred.demo', 'demo123');
    await memoryAuth(otherTab).signIn('analise@solarcred.demo', 'demo123');
    window.dispatchEvent(new StorageEvent('storage', { key: STATE_KEY }));
    expect(store.snapshot.currentUid).toBe('admin-demo');
    expect(otherTab.snapshot.currentUid).toBe('int-analise');

    otherTab.update((state) => {
      const record = state.docs[integrators.path]?.['int-analise'];
      if (record) record['status'] = 'aprovado';
    });
    window.dispatchEvent(new StorageEvent('storage', { key: STATE_KEY }));
    expect(store.doc(integrators, 'int-analise')?.status).toBe('aprovado');
    expect(store.snapshot.currentUid).toBe('admin-demo');

    await memoryAuth(otherTab).signOut();
    window.dispatchEvent(new StorageEvent('storage', { key: STATE_KEY }));
    expect(otherTab.snapshot.currentUid).toBeNull();
    expect(store.snapshot.currentUid).toBe('admin-demo');
  });

  it('reset returns to the seed and signs out', async () => {
    await auth.signUp('nova@empresa.com.br', 'segredo1');
    store.reset();
    expect(store.snapshot.currentUid).toBeNull();
    expect(Object.values(store.snapshot.users).some((user) => user.email === 'nova@empresa.com.br')).toBe(false);
  });

  it('the session snapshot keeps its identity while nothing in it changed', async () => {
    await auth.signIn('integrador@solarcred.demo', 'demo123');
    const session = memorySession(store);
    const first = session.getSnapshot();
    store.update((state) => {
      state.outbox.push({ to: 'x@y.z', kind: 'password-reset', link: 'l', code: 'c', sentAt: 1 });
    });
    expect(session.getSnapshot()).toBe(first);
    store.update((state) => {
      const record = state.docs['integradores']?.['int-aprovado'];
      if (record) record['status'] = 'rejeitado';
    });
    const next = session.getSnapshot();
    expect(next).not.toBe(first);
    expect(next.status === 'signed-in' && next.integrator?.status).toBe('rejeitado');
  });
});

describe('demo seed', () => {
  it('has one admin, integrators in every status and proposals in every column', () => {
    const state = seedState(Date.UTC(2026, 10, 22));
    const roles = Object.values(state.users).map((user) => user.claims.role);
    expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
    const statuses = new Set(readCollection(state, integrators).map((doc) => doc.status));
    for (const status of ['pendente_cadastro', 'pendente_documentacao', 'pendente_aprovacao', 'pendente', 'aprovado', 'rejeitado']) {
      expect(statuses.has(status)).toBe(true);
    }
    const columns = new Set(Object.values(state.docs['propostas'] ?? {}).map((doc) => doc['status']));
    expect(columns.size).toBe(7);
    expect(Object.keys(state.docs).some((path) => path.endsWith('/comentarios'))).toBe(true);
    expect(Object.keys(state.docs['avisos'] ?? {})).toHaveLength(2);
    const stats = readDoc(state, integratorStats.collection, integratorStats.id);
    expect(stats?.total).toBe(readCollection(state, integrators).length);
    expect(stats?.por_status['pendente_aprovacao']).toBe(2); // analise + legacy pendente
    const proposalCount = readCollection(state, proposals).length;
    expect(proposalCount).toBe(48);
    expect(readDoc(state, proposalStats.collection, proposalStats.id)?.total).toBe(proposalCount);
    // Every approved integrator has its counters document; the demo integrator's has every column and 12 months.
    const own = ['int-aprovado', 'int-aprovado-2'].map((id) => readDoc(state, integratorProposalStats(id).collection, id));
    expect(own.map((stats) => stats?.total)).toEqual([36, 12]);
    expect(Object.keys(own[0]?.por_mes ?? {}).length).toBeGreaterThanOrEqual(12);
    expect(Object.values(own[0]?.por_status ?? {}).every((count) => count > 0)).toBe(true);
  });
});
