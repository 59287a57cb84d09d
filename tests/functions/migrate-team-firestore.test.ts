/**
 * scripts/migrate-team.mjs (issue 29) on the Auth + Functions + Firestore emulators: accounts
 * made before teams (claims {role} only, no membros/{uid}) become the titular of their own
 * company; a dry run writes nothing, a second --apply changes nothing, and a member of another
 * company, an admin and an account without an integrator record are left alone; a proposal from
 * before teams gets its titular as sender, and its comments too.
 * Named -firestore: it needs both emulators, which only tier 5 starts (tier 4 has no Firestore).
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasAuth, hasFirestore } from '../emulator-env';
import { adminAuth, signUp, uniqueEmail, waitFor, waitForRole } from './auth-emulator';
import { db, uniqueId } from './firestore-admin';
import { runScript } from './run-script';

/** stderr's lines but Node's warnings (firebase-admin's metadata lookup warns when no Google credentials exist, as on CI). */
const errorsIn = (stderr: string) => stderr.split('\n').filter((line) => line.trim() !== '' && !/^\(node:\d+\) \w*Warning:/.test(line) && !line.startsWith('(Use `node --trace-warnings'));

const migrateTeam = (...args: string[]) => runScript('scripts/migrate-team.mjs', ...args);

interface Account {
  uid: string;
  email: string;
}

const memberDoc = (uid: string) => db().doc(`membros/${uid}`);
const integratorDoc = (uid: string) => db().doc(`integradores/${uid}`);
const claimsOf = async (uid: string) => (await adminAuth().getUser(uid)).customClaims ?? {};

/**
 * A signed-up account once the sign-up trigger is done (claims and membros/{uid} written), then
 * made to look as it did before teams: `claims` instead of the trigger's, and no membership.
 */
async function accountBeforeTeams(prefix: string, claims: Record<string, unknown>): Promise<Account> {
  const email = uniqueEmail(prefix);
  const uid = await signUp(email);
  await waitForRole(uid);
  await waitFor(`membros/${uid}`, async () => ((await memberDoc(uid).get()).exists ? true : undefined));
  await adminAuth().setCustomUserClaims(uid, claims);
  await memberDoc(uid).delete();
  return { uid, email };
}

/** One line of the script's output per account. */
const lineOf = (stdout: string, account: Account) => stdout.split('\n').find((line) => line.includes(`(${account.uid})`)) ?? '';

describe.skipIf(!(hasAuth && hasFirestore))('scripts/migrate-team.mjs (Auth + Functions + Firestore emulators)', () => {
  /** owner_name set, an extra claim to keep, a fixed sign-up time. */
  let named: Account;
  /** The legacy role spelling 'integrator', no owner_name (the membership is named by the e-mail). */
  let plain: Account;
  /** A member of another company: its membership and claims stay as they are. */
  let member: Account;
  let memberData: DocumentData;
  let admin: Account;
  /** An integrator role without an integradores record. */
  let orphan: Account;
  const signedUpAt = Timestamp.fromMillis(Date.UTC(2025, 5, 1, 12));
  const otherCompany = uniqueId('empresa');
  const legacyId = uniqueId('legado');
  const legacyProposal = () => db().doc(`propostas/${legacyId}`);

  beforeAll(async () => {
    [named, plain, member, admin, orphan] = await Promise.all([
      accountBeforeTeams('legado-nome', { role: 'integrador', plano: 'beta' }),
      accountBeforeTeams('legado', { role: 'integrator' }),
      accountBeforeTeams('membro', { role: 'integrador', empresa: otherCompany, papel: 'vendedor' }),
      accountBeforeTeams('admin', { role: 'admin' }),
      accountBeforeTeams('sem-registro', { role: 'integrador' }),
    ]);
    await integratorDoc(named.uid).update({ owner_name: '  Ana Souza  ', created_at: signedUpAt });
    // A proposal from before teams, with a comment: no sender on either.
    await legacyProposal().set({ integrador_id: named.uid, status: 'enviada', cliente_nome: 'Cliente Antigo', valor_proposta: 1_000_000, created_at: signedUpAt });
    await legacyProposal().collection('comentarios').doc('c-1').set({ integrador_id: named.uid, autor_tipo: 'admin', comentario: 'Olá', created_at: signedUpAt });
    memberData = { empresa: otherCompany, papel: 'vendedor', ativo: true, nome: 'Bruno Lima', email: member.email, entrou_em: Timestamp.fromMillis(Date.UTC(2026, 0, 5)), desativado_em: null };
    await memberDoc(member.uid).set(memberData);
    await integratorDoc(orphan.uid).delete();
  });

  it('dry run by default: says what it would do and writes nothing', async () => {
    const result = await migrateTeam();
    expect(result.code).toBe(0);
    expect(errorsIn(result.stderr)).toEqual([]);
    expect(lineOf(result.stdout, named)).toBe(`to migrate: ${named.email} (${named.uid}): membros/${named.uid} titular (nome "Ana Souza"), claims + empresa, papel`);
    expect(lineOf(result.stdout, plain)).toBe(`to migrate: ${plain.email} (${plain.uid}): membros/${plain.uid} titular (nome "${plain.email}"), claims + role, empresa, papel`);
    expect(lineOf(result.stdout, member)).toBe(`already migrated: ${member.email} (${member.uid}): membros/${member.uid} exists (empresa ${otherCompany}, papel vendedor)`);
    expect(lineOf(result.stdout, admin)).toBe(`skipped: ${admin.email} (${admin.uid}): admin`);
    expect(lineOf(result.stdout, orphan)).toBe(`skipped: ${orphan.email} (${orphan.uid}): no integradores record`);
    const summary = /^migrate-team: (\d+) to migrate, \d+ already migrated, \d+ skipped \(dry run: nothing written; run with --apply\)$/m.exec(result.stdout);
    expect(Number(summary?.[1])).toBeGreaterThanOrEqual(2);

    expect((await memberDoc(named.uid).get()).exists).toBe(false);
    expect((await memberDoc(plain.uid).get()).exists).toBe(false);
    expect(await claimsOf(named.uid)).toEqual({ role: 'integrador', plano: 'beta' });
    expect(await claimsOf(plain.uid)).toEqual({ role: 'integrator' });
    expect(Number(/^senders: (\d+) proposals from before teams to give their titular as sender, \d+ of their comments$/m.exec(result.stdout)?.[1])).toBeGreaterThanOrEqual(1);
    expect((await legacyProposal().get()).get('criado_por')).toBeUndefined();
  });

  it('--apply makes each legacy integrator the titular of its own company and leaves the others alone', async () => {
    const result = await migrateTeam('--apply');
    expect(result.code).toBe(0);
    expect(errorsIn(result.stderr)).toEqual([]);
    expect(lineOf(result.stdout, named)).toMatch(/^migrated: /);
    expect(lineOf(result.stdout, plain)).toMatch(/^migrated: /);
    expect(result.stdout).toMatch(/^migrate-team: \d+ migrated, \d+ already migrated, \d+ skipped$/m);

    const namedMember = await memberDoc(named.uid).get();
    expect(namedMember.data()).toEqual({ empresa: named.uid, papel: 'titular', ativo: true, nome: 'Ana Souza', email: named.email, entrou_em: signedUpAt, desativado_em: null });
    expect(await claimsOf(named.uid)).toEqual({ role: 'integrador', plano: 'beta', empresa: named.uid, papel: 'titular' });

    // The legacy role spelling becomes the one the rules compare with; entrou_em is the record's created_at.
    const plainMember = await memberDoc(plain.uid).get();
    expect(plainMember.data()).toMatchObject({ empresa: plain.uid, papel: 'titular', ativo: true, nome: plain.email, email: plain.email, desativado_em: null });
    expect(plainMember.get('entrou_em')).toEqual((await integratorDoc(plain.uid).get()).get('created_at'));
    expect(await claimsOf(plain.uid)).toEqual({ role: 'integrador', empresa: plain.uid, papel: 'titular' });

    expect((await memberDoc(member.uid).get()).data()).toEqual(memberData);
    expect(await claimsOf(member.uid)).toEqual({ role: 'integrador', empresa: otherCompany, papel: 'vendedor' });
    expect((await memberDoc(admin.uid).get()).exists).toBe(false);
    expect(await claimsOf(admin.uid)).toEqual({ role: 'admin' });
    expect((await memberDoc(orphan.uid).get()).exists).toBe(false);
    expect(await claimsOf(orphan.uid)).toEqual({ role: 'integrador' });

    // The proposal from before teams: its titular is its sender, by the name the titular registered.
    expect((await legacyProposal().get()).data()).toMatchObject({ criado_por: named.uid, criado_por_nome: 'Ana Souza', cliente_nome: 'Cliente Antigo' });
    expect((await legacyProposal().collection('comentarios').doc('c-1').get()).get('proposta_criado_por')).toBe(named.uid);
  });

  it('a second --apply changes nothing and says so', async () => {
    const before = await memberDoc(named.uid).get();
    const result = await migrateTeam('--apply');
    expect(result.code).toBe(0);
    expect(errorsIn(result.stderr)).toEqual([]);
    expect(result.stdout).toMatch(/^senders: 0 proposals from before teams given their titular as sender, 0 of their comments$/m);
    expect(result.stdout).toMatch(/^migrate-team: 0 migrated, \d+ already migrated, \d+ skipped \(nothing to do: nothing written\)$/m);
    expect(lineOf(result.stdout, named)).toBe(`already migrated: ${named.email} (${named.uid}): membros/${named.uid} exists (empresa ${named.uid}, papel titular)`);
    expect(lineOf(result.stdout, plain)).toMatch(/^already migrated: /);
    expect((await memberDoc(named.uid).get()).updateTime).toEqual(before.updateTime);
    expect(await claimsOf(named.uid)).toEqual({ role: 'integrador', plano: 'beta', empresa: named.uid, papel: 'titular' });
  });

  it('prints the usage and exits with 2 on an unknown flag', async () => {
    const result = await migrateTeam('--force');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Uso: node scripts/migrate-team.mjs [--apply]');
  });
});
