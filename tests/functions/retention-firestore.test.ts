/**
 * Retention (issue 51) on the emulators. Each writer sets `apagar_em`, the TTL field, to the date
 * domain/src/privacy/retention.ts gives it: a link on create, revoke and submit (and its view with
 * it), the customer's draft, an invitation on invite, renewal and acceptance. The scheduled sweep
 * with a clock the test sets (1 January 2001, before any other suite's dates) deletes exactly what
 * is due — not a millisecond before —, the due link's view and guest user, orphan uploads and day-old
 * access ZIPs of a bucket given as a local store, and logs the run; without a bucket it logs the
 * error and still does the rest.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { retentionText } from '@solarcred/domain/privacy/retention-text';
import type { StoredObject } from '@solarcred/domain/upload-pruning';
import { runRetentionSweep } from '../../functions/src/retention/sweep';
import type { ObjectStore } from '../../functions/src/storage/prune-uploads';
import { customerApplicationIn } from '@solarcred/domain/test-fixtures';
import { hasAuth, hasFirestore } from '../emulator-env';
import { type TestAccount } from './accounts';
import { adminAuth, signIn, signUp, uniqueEmail, waitFor, waitForRole } from './auth-emulator';
import { callFunction, resultOf } from './callables';
import { runScript } from './run-script';
import { db, integratorAccountWith, uniqueId, waitForIntegrator } from './firestore-admin';

const dayMs = 86_400_000;
const T = Date.UTC(2001, 0, 1, 7);
const ts = (millis: number) => Timestamp.fromMillis(millis);
const dataOf = async (path: string): Promise<DocumentData | undefined> => (await db().doc(path).get()).data();
const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : value);
const exists = async (path: string) => (await db().doc(path).get()).exists;
const userExists = (uid: string) =>
  adminAuth()
    .getUser(uid)
    .then(() => true)
    .catch((error: { code?: string }) => (error.code === 'auth/user-not-found' ? false : Promise.reject(error)));

/** A bucket in memory: what the sweep lists and what it deleted. */
function localStore(objects: StoredObject[]): ObjectStore & { removed: string[] } {
  const removed: string[] = [];
  return {
    removed,
    list: async (prefix) => objects.filter((object) => object.path.startsWith(prefix) && !removed.includes(object.path)),
    remove: async (paths) => {
      removed.push(...paths);
    },
  };
}

describe.skipIf(!(hasFirestore && hasAuth))('retention: apagar_em and the sweep (Auth + Functions + Firestore emulators)', () => {
  let titular: TestAccount;

  beforeAll(async () => {
    titular = await integratorAccountWith('aprovado', 'Sol Retenção Ltda', 'retencao');
  });

  it('a link: 30 days past its expiry, then past its revocation; its view the same; a filled link none and its draft 90 days', async () => {
    const { id } = resultOf(await callFunction('createCustomerLink', { clienteNome: 'Rui Retido', contato: '(11) 97777-6666' }, titular.idToken)) as { id: string };
    const created = (await dataOf(`links_cliente/${id}`)) ?? {};
    expect(millisOf(created['apagar_em'])).toBe(millisOf(created['expira_em']) as number + 30 * dayMs);
    await waitFor('the view with the link date', async () => (millisOf((await dataOf(`vistas_cliente/${id}`))?.['apagar_em']) === millisOf(created['apagar_em']) ? true : undefined));

    resultOf(await callFunction('revokeCustomerLink', { id }, titular.idToken));
    const revoked = (await dataOf(`links_cliente/${id}`)) ?? {};
    expect(millisOf(revoked['apagar_em'])).toBe(millisOf(revoked['revogado_em']) as number + 30 * dayMs);
    await waitFor('the view with the revoked date', async () => (millisOf((await dataOf(`vistas_cliente/${id}`))?.['apagar_em']) === millisOf(revoked['apagar_em']) ? true : undefined));

    const { id: filledId, token } = resultOf(await callFunction('createCustomerLink', { clienteNome: 'Rita Enviou', contato: 'rita@cliente.test' }, titular.idToken)) as { id: string; token: string };
    const proposalId = String((await dataOf(`links_cliente/${filledId}`))?.['proposta_id']);
    resultOf(await callFunction('submitCustomerApplication', { token, dados: customerApplicationIn(`propostas-anexos/${titular.uid}/${proposalId}`), aceite: true }));
    expect((await dataOf(`links_cliente/${filledId}`))?.['apagar_em']).toBeNull();
    const draft = (await dataOf(`rascunhos_cliente/${proposalId}`)) ?? {};
    expect(millisOf(draft['apagar_em'])).toBe(millisOf(draft['enviado_em']) as number + 90 * dayMs);
  });

  it('an invitation: 30 days past its expiry; renewed, the old one 30 days past the revocation; accepted, 30 days past the acceptance', async () => {
    const email = uniqueEmail('retido');
    const { id } = resultOf(await callFunction('inviteMember', { nome: 'Pessoa Retida', email, papel: 'vendedor' }, titular.idToken)) as { id: string };
    const invited = (await dataOf(`convites/${id}`)) ?? {};
    expect(millisOf(invited['apagar_em'])).toBe(millisOf(invited['expira_em']) as number + 30 * dayMs);

    const renewed = resultOf(await callFunction('renewInvitation', { id, enviar: false }, titular.idToken)) as { id: string; token: string };
    const old = (await dataOf(`convites/${id}`)) ?? {};
    expect(millisOf(old['apagar_em'])).toBe(millisOf(old['revogado_em']) as number + 30 * dayMs);
    const fresh = (await dataOf(`convites/${renewed.id}`)) ?? {};
    expect(millisOf(fresh['apagar_em'])).toBe(millisOf(fresh['expira_em']) as number + 30 * dayMs);

    const uid = await signUp(email);
    await Promise.all([waitForRole(uid), waitForIntegrator(uid)]);
    await adminAuth().updateUser(uid, { emailVerified: true });
    resultOf(await callFunction('acceptInvitation', { token: renewed.token, aceite: true }, await signIn(email)));
    const accepted = (await dataOf(`convites/${renewed.id}`)) ?? {};
    expect(millisOf(accepted['apagar_em'])).toBe(millisOf(accepted['aceito_em']) as number + 30 * dayMs);
  });

  it('the sweep deletes exactly what is due at its clock, not a millisecond before, with the link view and guest user, and logs the run', async () => {
    const ids = { draftDue: uniqueId('rd'), draftLater: uniqueId('rl'), linkDue: uniqueId('ld'), linkLater: uniqueId('ll'), inviteDue: uniqueId('cd'), inviteNever: uniqueId('cn') };
    const link = (expira: number) => ({ integrador_id: titular.uid, empresa_nome: 'Sol Retenção Ltda', cliente_nome: 'Velho', cliente_telefone: null, cliente_email: 'v@c.test', token_hash: 'x'.repeat(64), proposta_id: uniqueId('p'), criado_em: ts(expira - 7 * dayMs), expira_em: ts(expira), revogado_em: null, preenchido_em: null, apagar_em: ts(expira + 30 * dayMs) });
    const invitation = (apagar: number | null) => ({ empresa: titular.uid, empresa_nome: 'Sol Retenção Ltda', email: 'old@c.test', papel: 'vendedor', convidado_por: titular.uid, criado_em: ts(T - 60 * dayMs), expira_em: ts(T - 31 * dayMs), aceito_em: null, aceito_por: null, revogado_em: null, apagar_em: apagar === null ? null : ts(apagar) });
    await Promise.all([
      db().doc(`rascunhos_cliente/${ids.draftDue}`).set({ integrador_id: titular.uid, situacao: 'aguardando', enviado_em: ts(T - 90 * dayMs), apagar_em: ts(T) }),
      db().doc(`rascunhos_cliente/${ids.draftLater}`).set({ integrador_id: titular.uid, situacao: 'aguardando', enviado_em: ts(T - 90 * dayMs + 1), apagar_em: ts(T + 1) }),
      db().doc(`links_cliente/${ids.linkDue}`).set(link(T - 30 * dayMs)),
      db().doc(`links_cliente/${ids.linkLater}`).set(link(T - 30 * dayMs + 1)),
      db().doc(`convites/${ids.inviteDue}`).set(invitation(T)),
      db().doc(`convites/${ids.inviteNever}`).set(invitation(null)),
      adminAuth().createUser({ uid: `cliente_${ids.linkDue}` }),
    ]);
    await waitFor('the due link view', async () => ((await exists(`vistas_cliente/${ids.linkDue}`)) ? true : undefined));
    const orphan = `propostas-anexos/${titular.uid}/${uniqueId('nunca')}/rg.pdf`;
    const store = localStore([
      { path: orphan, createdAt: T - 2 * dayMs },
      { path: 'lgpd/velha.zip', createdAt: T - dayMs },
      { path: 'lgpd/nova.zip', createdAt: T - dayMs + 1 },
    ]);
    const all = Object.values(ids).map((id) => (id.startsWith('rd') || id.startsWith('rl') ? `rascunhos_cliente/${id}` : id.startsWith('l') ? `links_cliente/${id}` : `convites/${id}`));

    const early = await runRetentionSweep({ db: db(), auth: adminAuth(), storage: store, now: T - 1, gatilho: 'manual' });
    expect(early.contagens).toMatchObject({ rascunhos_cliente: 0, links_expirados: 0, convites: 0, uploads_orfaos: 1, arquivos_lgpd: 0 });
    for (const path of all) expect(await exists(path)).toBe(true);
    expect(await userExists(`cliente_${ids.linkDue}`)).toBe(true);

    const run = await runRetentionSweep({ db: db(), auth: adminAuth(), storage: store, now: T, gatilho: 'manual' });
    expect(run.contagens).toEqual({ rascunhos_cliente: 1, links_expirados: 1, contas_convidado: 0, convites: 1, uploads_orfaos: 0, arquivos_lgpd: 1 });
    expect(run.erros).toEqual([]);
    const left = await Promise.all(all.map(async (path) => [path, await exists(path)] as const));
    expect(left.filter(([, kept]) => kept).map(([path]) => path).sort()).toEqual([`rascunhos_cliente/${ids.draftLater}`, `links_cliente/${ids.linkLater}`, `convites/${ids.inviteNever}`].sort());
    expect(await exists(`vistas_cliente/${ids.linkDue}`)).toBe(false);
    expect(await userExists(`cliente_${ids.linkDue}`)).toBe(false);
    expect(store.removed).toEqual([orphan, 'lgpd/velha.zip']);

    const logged = (await dataOf(`retencao_execucoes/${run.id}`)) ?? {};
    expect(logged).toMatchObject({ gatilho: 'manual', contagens: run.contagens, erros: [] });
    expect(millisOf(logged['inicio'])).toBe(T);
    expect(millisOf(logged['fim'])).toBeGreaterThanOrEqual(T);
  });

  it('without a bucket: the Storage kinds are an error line, the rest still runs and is logged', async () => {
    // Before the other test's dates, so only this draft is due.
    const due = uniqueId('rd');
    const at = T - 200 * dayMs;
    await db().doc(`rascunhos_cliente/${due}`).set({ integrador_id: titular.uid, situacao: 'aguardando', enviado_em: ts(at - 90 * dayMs), apagar_em: ts(at) });
    const run = await runRetentionSweep({ db: db(), auth: adminAuth(), storage: null, now: at, gatilho: 'agendado' });
    expect(run.contagens).toMatchObject({ rascunhos_cliente: 1, uploads_orfaos: 0, arquivos_lgpd: 0 });
    expect(run.erros).toEqual([retentionText.storageUnavailable]);
    expect(await exists(`rascunhos_cliente/${due}`)).toBe(false);
    expect((await dataOf(`retencao_execucoes/${run.id}`))?.['erros']).toEqual([retentionText.storageUnavailable]);
  });

  it('the backfill (scripts/backfill-retention.mjs) dates what was written before, and a second run writes nothing', async () => {
    const linkId = uniqueId('lb');
    const draftId = uniqueId('rb');
    const inviteId = uniqueId('cb');
    const expiry = Date.UTC(2026, 1, 1);
    await Promise.all([
      db().doc(`links_cliente/${linkId}`).set({ integrador_id: titular.uid, proposta_id: uniqueId('p'), token_hash: 'y'.repeat(64), criado_em: ts(expiry - 7 * dayMs), expira_em: ts(expiry), revogado_em: null, preenchido_em: null }),
      db().doc(`rascunhos_cliente/${draftId}`).set({ integrador_id: titular.uid, situacao: 'enviada', enviado_em: ts(expiry) }),
      db().doc(`convites/${inviteId}`).set({ empresa: titular.uid, email: 'b@c.test', criado_em: ts(expiry - 7 * dayMs), expira_em: ts(expiry), aceito_em: ts(expiry - dayMs), aceito_por: 'x', revogado_em: null }),
    ]);
    const dry = await runScript('scripts/backfill-retention.mjs', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('would write apagar_em');
    expect((await dataOf(`links_cliente/${linkId}`))?.['apagar_em']).toBeUndefined();

    const first = await runScript('scripts/backfill-retention.mjs');
    expect(first.code, first.stderr).toBe(0);
    expect(millisOf((await dataOf(`links_cliente/${linkId}`))?.['apagar_em'])).toBe(expiry + 30 * dayMs);
    expect(millisOf((await dataOf(`rascunhos_cliente/${draftId}`))?.['apagar_em'])).toBe(expiry + 90 * dayMs);
    expect(millisOf((await dataOf(`convites/${inviteId}`))?.['apagar_em'])).toBe(expiry - dayMs + 30 * dayMs);
    await waitFor('the view dated by the backfilled link', async () => (millisOf((await dataOf(`vistas_cliente/${linkId}`))?.['apagar_em']) === expiry + 30 * dayMs ? true : undefined));

    const second = await runScript('scripts/backfill-retention.mjs');
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/links_cliente: \d+ read, 0;/);
    expect(second.stdout).not.toMatch(/read, [1-9]/);
  });
});
