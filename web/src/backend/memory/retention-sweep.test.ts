/**
 * The demo's retention (issue 51): the daily jobs sweep the store with the domain's dates — a link
 * expired unused 30 days ago, a draft sent 90 days ago and an invitation expired 30 days ago go,
 * each a millisecond younger stays, the log gets the day's run with their counts — once a day;
 * admins read the log, an integrator is refused.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { customerDrafts, customerLinks } from '@solarcred/domain/data/customer-links';
import { invitations } from '@solarcred/domain/data/invitations';
import { retentionRuns } from '@solarcred/domain/data/privacy';
import { firstValue } from '../first-value';
import { memoryAuth } from './auth';
import { runDailyJobs } from './daily-jobs';
import { memoryRetention } from './retention';
import { seedState } from './seed';
import { MemoryStore, putDoc, readDoc, type MemoryState } from './store';

const now = Date.UTC(2026, 10, 26, 12);
const day = 86_400_000;
let store: MemoryStore;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(now));
});

/** A link, a draft and an invitation due at `now` (`due`) or a millisecond later. */
function seedDue(state: MemoryState, id: string, due: number) {
  const link = { id, integrador_id: 'int-aprovado', empresa_nome: 'Sol', cliente_nome: 'Velho', cliente_telefone: null, cliente_email: 'v@c.test', token_hash: '0'.repeat(64), proposta_id: `p-${id}`, criado_em: due - 37 * day, expira_em: due - 30 * day, revogado_em: null, preenchido_em: null };
  putDoc(state, customerLinks, link);
  putDoc(state, customerDrafts, { id: `p-${id}`, integrador_id: 'int-aprovado', link_id: id, cliente_nome: 'Velho', dados: {} as never, enviado_em: due - 90 * day, situacao: 'aguardando' });
  putDoc(state, invitations, { id: `c-${id}`, empresa: 'int-aprovado', empresa_nome: 'Sol', email: 'c@c.test', papel: 'vendedor', convidado_por: 'int-aprovado', criado_em: due - 37 * day, expira_em: due - 30 * day, aceito_em: null, aceito_por: null, revogado_em: null });
}

describe('the demo’s retention sweep', () => {
  it('deletes what is past its date, not a millisecond before, and logs the run once a day', () => {
    store.update((state) => {
      seedDue(state, 'due', now);
      seedDue(state, 'later', now + 1);
    });
    store.update((state) => runDailyJobs(state, now));
    const state = store.snapshot;
    expect([readDoc(state, customerLinks, 'due'), readDoc(state, customerDrafts, 'p-due'), readDoc(state, invitations, 'c-due')]).toEqual([null, null, null]);
    expect([readDoc(state, customerLinks, 'later'), readDoc(state, customerDrafts, 'p-later'), readDoc(state, invitations, 'c-later')].map((doc) => doc?.id)).toEqual(['later', 'p-later', 'c-later']);
    const today = store.collection(retentionRuns).filter((run) => run.inicio === now);
    expect(today).toHaveLength(1);
    expect(today[0]?.contagens).toMatchObject({ rascunhos_cliente: 1, links_expirados: 1, convites: 1, uploads_orfaos: 0 });

    // Again the same day: no second run.
    store.update((s) => runDailyJobs(s, now + 3_600_000));
    expect(store.collection(retentionRuns).filter((run) => run.inicio >= now)).toHaveLength(1);
    // The next day: another run.
    store.update((s) => runDailyJobs(s, now + day));
    expect(store.collection(retentionRuns).filter((run) => run.inicio >= now)).toHaveLength(2);
  });

  it('the log: admins read the latest runs newest first; an integrator is refused', async () => {
    store.update((state) => runDailyJobs(state, now));
    await memoryAuth(store).signIn('admin@solarcred.demo', 'demo123');
    const runs = await firstValue(memoryRetention(store).runs(2));
    expect(runs.map((run) => run.inicio)).toEqual([now, now - day]);
    await memoryAuth(store).signIn('integrador@solarcred.demo', 'demo123');
    await expect(firstValue(memoryRetention(store).runs(2))).rejects.toThrow();
  });
});
