#!/usr/bin/env node
// Makes every integrator account created before teams (issue 29) the titular of its own company,
// as sign-up does for new accounts (admin command, idempotent):
//   node scripts/migrate-team.mjs [--apply] [--project <id>]
// Without --apply it only prints what it would do (a dry run). Pages through the Auth accounts
// (1,000 at a time); for each one whose `role` claim is an integrator's ('integrador', or the
// legacy 'integrator') and that has an integradores/{uid} record but no membros/{uid}, it sets
// the claims {role: 'integrador', empresa: uid, papel: 'titular'} (its other claims kept), then
// creates membros/{uid} with the domain's titularMember (nome: the record's owner_name, else the
// account's e-mail; entrou_em: the record's created_at). An account that already has a
// membros/{uid} (a migrated titular, a member of another company) is left alone, as are admins
// and accounts without an integrator record: a second run writes nothing. The claims go first,
// so a run stopped between the two writes is finished by the next; the membership is created
// only if still absent (a sign-up in flight writes its own). With FIREBASE_AUTH_EMULATOR_HOST
// and FIRESTORE_EMULATOR_HOST set it targets the emulators; otherwise the real project, using
// Application Default Credentials.
// Then the senders: every proposal from before teams (no `criado_por`) was its titular's, so it
// gets `criado_por` = its company (the titular's uid) and `criado_por_nome` = the titular's name
// (titularName), and its comments `proposta_criado_por`: what the 'Minhas' filters, a vendedor's
// queries and the seller counters read (the counters already count such a proposal as the
// titular's, so the update moves none). Pages through propostas by id (PAGE at a time); a second
// run finds nothing to write. One of them alone is refused (half of it would reach production).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldPath, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { defaultProject, runCommand } from './lib/admin-cli.mjs';
import { loadTypeScript } from './lib/load-ts.mjs';
import { inPool } from './lib/pool.mjs';

const usage = 'Uso: node scripts/migrate-team.mjs [--apply] [--project <id>]';
/** Auth's largest page. */
const PAGE = 1000;
/** Documents per getAll call. */
const READ_BATCH = 100;
/** Writes per batch (Firestore's limit is 500). */
const WRITE_BATCH = 400;
/** Accounts migrated at once (each: one claims write, one document create). */
const CONCURRENCY = 10;
/** gRPC ALREADY_EXISTS: the membership was created meanwhile (a sign-up in flight). */
const ALREADY_EXISTS = 6;

/** `--apply`, `--dry-run` (the default, said explicitly), `--project <id>`; null on anything else. */
function parseArgs(argv) {
  const options = { apply: false, dryRun: false, project: '' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--apply') options.apply = true;
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--project') options.project = argv[++i] ?? '';
    else if (arg.startsWith('--project=')) options.project = arg.slice('--project='.length);
    else return null;
  }
  if (options.apply && options.dryRun) return null;
  if (argv.some((arg) => arg === '--project' || arg.startsWith('--project=')) && !options.project) return null;
  return options;
}

/** Where the writes go, or null when Auth and Firestore would not be the same place. */
function targetOf() {
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  if (Boolean(auth) !== Boolean(firestore)) return null;
  return auth ? `emulators auth ${auth}, firestore ${firestore}` : 'production';
}

function loadTeamEdge() {
  return loadTypeScript(
    [
      "export { normalizeRole } from './domain/src/options.ts';",
      "export { titularMember } from './domain/src/team/member.ts';",
      "export { memberClaims } from './domain/src/team/claims.ts';",
      "export { members } from './domain/src/data/members.ts';",
      "export { integrators } from './domain/src/data/integrators.ts';",
      "export { titularName } from './domain/src/team/member.ts';",
      "export { proposals, commentsGroup } from './domain/src/data/proposals.ts';",
    ].join('\n'),
  );
}

/** The snapshots of `refs`, READ_BATCH per call, in order. */
async function readAll(db, refs) {
  const snapshots = [];
  for (let i = 0; i < refs.length; i += READ_BATCH) snapshots.push(...(await db.getAll(...refs.slice(i, i + READ_BATCH))));
  return snapshots;
}

/** What the migration does with one account: { kind: 'migrate' | 'done' | 'skip', detail, member?, claims? }. */
function planAccount(edge, user, integrator, member, now) {
  const claims = user.customClaims ?? {};
  const role = edge.normalizeRole(claims.role);
  if (role === 'admin') return { kind: 'skip', detail: 'admin' };
  if (role !== 'integrador') return { kind: 'skip', detail: 'no integrator role' };
  if (member) return { kind: 'done', detail: `membros/${user.uid} exists (empresa ${member.empresa}, papel ${member.papel})` };
  if (!integrator) return { kind: 'skip', detail: 'no integradores record' };
  // A token naming another company (or role) without a membership is no legacy account: left to a person.
  if ((claims.empresa !== undefined && claims.empresa !== user.uid) || (claims.papel !== undefined && claims.papel !== 'titular')) {
    return { kind: 'skip', detail: `claims name empresa ${claims.empresa ?? '-'}, papel ${claims.papel ?? '-'} but membros/${user.uid} does not exist` };
  }
  const email = user.email ?? integrator.email ?? '';
  const nome = integrator.owner_name?.trim() || email;
  const titular = edge.titularMember(user.uid, nome, email, typeof integrator.created_at === 'number' ? integrator.created_at : now);
  const wanted = { ...claims, ...edge.memberClaims(titular) };
  const changed = Object.keys(wanted).filter((key) => wanted[key] !== claims[key]);
  const claimsDetail = changed.length ? `claims + ${changed.join(', ')}` : 'claims already set';
  return { kind: 'migrate', detail: `membros/${user.uid} titular (nome "${nome}"), ${claimsDetail}`, member: titular, claims: changed.length ? wanted : null };
}

/** Writes one planned migration; false when the account changed since it was listed (its claims or membership). */
async function migrate(auth, db, edge, user, plan) {
  if (plan.claims) {
    // Fresh claims: a claim set since the listing (e.g. joining a company) is kept, and then nothing is migrated.
    const current = (await auth.getUser(user.uid)).customClaims ?? {};
    if (JSON.stringify(current) !== JSON.stringify(user.customClaims ?? {})) return false;
    await auth.setCustomUserClaims(user.uid, plan.claims);
  }
  const ref = db.doc(edge.members.docPath(user.uid)).withConverter(edge.members.converter(Timestamp.fromMillis));
  try {
    await ref.create(plan.member);
    return true;
  } catch (error) {
    if (error?.code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/**
 * Gives every proposal without `criado_por` its titular as sender, and its comments
 * `proposta_criado_por`; counts only in a dry run. Resolves with { proposals, comments }.
 */
async function backfillSenders(db, edge, apply) {
  const names = new Map();
  const nameOf = async (company) => {
    if (!names.has(company)) {
      const record = (await db.doc(edge.integrators.docPath(company)).get()).data();
      names.set(company, record ? edge.titularName({ owner_name: record.owner_name, nome_empresa: record.nome_empresa ?? '' }) || company : company);
    }
    return names.get(company);
  };
  const counts = { proposals: 0, comments: 0 };
  let last = null;
  for (;;) {
    let page = db.collection(edge.proposals.path).select('integrador_id', 'criado_por').orderBy(FieldPath.documentId()).limit(PAGE);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) break;
    last = snapshot.docs[snapshot.docs.length - 1];
    const legacy = snapshot.docs.filter((doc) => !doc.get('criado_por') && typeof doc.get('integrador_id') === 'string');
    await inPool(legacy, CONCURRENCY, async (doc) => {
      const company = doc.get('integrador_id');
      const comments = (await doc.ref.collection(edge.commentsGroup).select('proposta_criado_por').get()).docs.filter((comment) => !comment.get('proposta_criado_por'));
      counts.proposals += 1;
      counts.comments += comments.length;
      if (!apply) return;
      // The comments first (a batch holds at most 500 writes), the proposal last: a run stopped
      // halfway finds the proposal still without a sender and finishes it.
      for (let i = 0; i < comments.length; i += WRITE_BATCH) {
        const batch = db.batch();
        for (const comment of comments.slice(i, i + WRITE_BATCH)) batch.update(comment.ref, { proposta_criado_por: company });
        await batch.commit();
      }
      await doc.ref.update({ criado_por: company, criado_por_nome: await nameOf(company) });
    });
    if (snapshot.size < PAGE) break;
  }
  return counts;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!options) {
    console.error(usage);
    return 2;
  }
  const target = targetOf();
  if (!target) {
    console.error('FIREBASE_AUTH_EMULATOR_HOST e FIRESTORE_EMULATOR_HOST: defina os dois (emuladores) ou nenhum (projeto real).');
    return 1;
  }
  const projectId = options.project || defaultProject();
  const edge = await loadTeamEdge();
  const app = initializeApp({ projectId });
  const auth = getAuth(app);
  const db = getFirestore(app);
  const integratorRef = (uid) => db.doc(edge.integrators.docPath(uid)).withConverter(edge.integrators.converter(Timestamp.fromMillis));
  const memberRef = (uid) => db.doc(edge.members.docPath(uid)).withConverter(edge.members.converter(Timestamp.fromMillis));
  const verb = options.apply ? 'migrated' : 'to migrate';
  const counts = { migrate: 0, done: 0, skip: 0 };
  const now = Date.now();
  console.log(`migrate-team [${projectId}, ${target}]${options.apply ? '' : ' (dry run)'}`);

  let pageToken;
  do {
    const page = await auth.listUsers(PAGE, pageToken);
    pageToken = page.pageToken;
    const integratorUsers = page.users.filter((user) => edge.normalizeRole(user.customClaims?.role) === 'integrador');
    const [integratorSnaps, memberSnaps] = await Promise.all([
      readAll(db, integratorUsers.map((user) => integratorRef(user.uid))),
      readAll(db, integratorUsers.map((user) => memberRef(user.uid))),
    ]);
    const found = new Map(integratorUsers.map((user, i) => [user.uid, { integrator: integratorSnaps[i].data(), member: memberSnaps[i].data() }]));
    const plans = page.users.map((user) => ({ user, plan: planAccount(edge, user, found.get(user.uid)?.integrator, found.get(user.uid)?.member, now) }));
    const lines = await inPool(plans, CONCURRENCY, async ({ user, plan }) => {
      let { kind, detail } = plan;
      if (kind === 'migrate' && options.apply && !(await migrate(auth, db, edge, user, plan))) {
        kind = 'skip';
        detail = 'changed meanwhile (its claims or membership were written by someone else): left alone, run again to check';
      }
      counts[kind] += 1;
      const label = kind === 'migrate' ? verb : kind === 'done' ? 'already migrated' : 'skipped';
      return `${label}: ${user.email ?? '(no e-mail)'} (${user.uid}): ${detail}`;
    });
    for (const line of lines) console.log(line);
  } while (pageToken);

  const senders = await backfillSenders(db, edge, options.apply);
  console.log(`senders: ${senders.proposals} proposals from before teams ${options.apply ? 'given' : 'to give'} their titular as sender, ${senders.comments} of their comments`);
  const wrote = counts.migrate + senders.proposals > 0;
  const ending = !options.apply ? ' (dry run: nothing written; run with --apply)' : !wrote ? ' (nothing to do: nothing written)' : '';
  console.log(`migrate-team: ${counts.migrate} ${verb}, ${counts.done} already migrated, ${counts.skip} skipped${ending}`);
  return 0;
}

runCommand(main);
