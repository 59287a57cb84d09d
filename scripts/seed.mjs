#!/usr/bin/env node
/**
 * Loads the demo data (the same seed the memory backend uses) into the running emulators, so the
 * Firebase adapter shows what the demo shows:
 *  1. every account is created as a visitor would sign up, and the sign-up trigger is awaited;
 *  2. the admin is granted as scripts/grant-admin.mjs grants one (admin never comes from sign-up),
 *     and the integrator record sign-up gave it is removed; the approved company's gestor and
 *     vendedores join it as acceptInvitation leaves a member (their membership and claims), and
 *     the integrator record sign-up gave each is removed (they run no company of their own);
 *  3. the documents are written, except the counters: the counter triggers count the seeded
 *     integrators and proposals, and the seed waits until stats/*, stats_integradores/* and
 *     every stats_integradores/{id}/vendedores/* (the set that exists, not only its values)
 *     equal the domain's recount; likewise the proposals' comment counters (written as zero,
 *     counted by onCommentCreated as each seeded comment arrives) and the members' copy of their
 *     company (kept by onCompanyForMembers);
 *  4. the funding tranches (issue 48) are the memory seed's timeline, commands included, which no
 *     trigger replays: their documents are copied before the proposals, onProposalFunding finds
 *     nothing to append, and the wait includes their counters against the domain's recount
 *     (scripts/lib/seed-funding.mjs).
 * Run by `npm start` and the Firebase browser tier; by hand:
 * `firebase emulators:exec ... "node scripts/seed.mjs"` or with the emulator hosts set.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { loadDataEdge, loadTypeScript } from './lib/load-ts.mjs';
import { loadMemorySeed } from './lib/memory-seed.mjs';
import { loadFundingSeed } from './lib/seed-funding.mjs';
import { mirrorRoleOnProfile, setMemberClaims, setRoleClaim } from './lib/roles.mjs';
import { waitUntil } from './lib/wait.mjs';

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST || !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('seed: FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST must point at running emulators.');
  process.exit(1);
}

const { seedStateAsLoaded } = await loadMemorySeed();
const state = seedStateAsLoaded(Date.now());
const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-solarcred' });
const auth = getAuth(app);
const db = getFirestore(app);

const edge = await loadDataEdge();
/** The per-seller counters: their paths and the domain's recount the trigger must reach. */
const sellerStats = await loadTypeScript(
  [
    "export { isSellerProposalStatsCollection, sellerProposalStats, sellerStatsSubcollection, statsDocPath } from './domain/src/data/stats.ts';",
    "export { recountSellerProposalStats } from './domain/src/proposal-stats.ts';",
  ].join('\n'),
);
/** Millisecond fields (created_at, enviado_em, …) become Firestore Timestamps, as every write does. */
const toFirestore = (data) => edge.writeDocument(data, (millis) => Timestamp.fromMillis(millis));
const statsPath = edge.integratorStats.collection.path;
const integratorProposalStatsPath = edge.integratorProposalStatsCollection.path;
/** The counter collections: the triggers write them, the seed only waits for them. */
const counterPaths = [statsPath, integratorProposalStatsPath, edge.integratorCashbackStatsCollection.path];
/** Written by the cashback trigger as each approved proposal arrives; the counters above say when it is done. */
const triggerWrittenPaths = [edge.cashbackEntries.path, edge.cashbackCycles.path];
/** The analytics documents (issue 50: analise_*, their cells too): onProposalAnalytics counts the seeded proposals into them. */
const isAnalyticsPath = (collectionPath) => collectionPath.startsWith('analise_');
const publicMedianPath = 'analise_publico/decisao';

const exists = async (path) => (await db.doc(path).get()).exists;

/** The sign-up trigger is done: claim set, profile written and, for an integrator, its record. */
function signUpSettled(uid) {
  return waitUntil(`the sign-up trigger of ${uid}`, async () => {
    const claims = (await auth.getUser(uid)).customClaims ?? {};
    if (!claims.role || !(await exists(edge.profiles.docPath(uid)))) return undefined;
    // A member an earlier run joined to another company has no record of its own any more.
    const joined = typeof claims.empresa === 'string' && claims.empresa !== uid;
    if (claims.role === 'integrador' && !joined && !(await exists(edge.integrators.docPath(uid)))) return undefined;
    return claims.role;
  });
}

const seededIntegrators = new Set(Object.keys(state.docs[edge.integrators.path] ?? {}));
/** The seed's gestores and vendedores: memberships of a company other than their own. */
const joinedMembers = Object.values(state.docs[edge.members.path] ?? {}).filter((member) => member.empresa !== member.id);

/**
 * A gestor or vendedor joins its company as acceptInvitation leaves it: its membership (the
 * seed's), then its claims; the record sign-up made it the titular of is removed, and the counter
 * trigger takes that sign-up off stats/integradores as it does the admin's.
 */
async function joinCompany({ id, ...member }) {
  await db.doc(edge.members.docPath(id)).set(toFirestore(member));
  await setMemberClaims(app, await auth.getUser(id), { id, ...member });
  await db.doc(edge.integrators.docPath(id)).delete();
}

async function createAccount(user) {
  const known = await auth.getUser(user.uid).catch(() => null);
  if (!known) await auth.createUser({ uid: user.uid, email: user.email, password: user.password, emailVerified: true });
  await signUpSettled(user.uid);
  const member = joinedMembers.find((joined) => joined.id === user.uid);
  if (member) return joinCompany(member);
  if (user.claims.role !== 'admin') return;
  await setRoleClaim(app, await auth.getUser(user.uid), 'admin');
  await mirrorRoleOnProfile(app, user.uid, 'admin');
  // Sign-up made the account an integrator awaiting its profile, titular of its company; an admin is neither.
  if (!seededIntegrators.has(user.uid)) {
    await db.doc(edge.integrators.docPath(user.uid)).delete();
    await db.doc(edge.members.docPath(user.uid)).delete();
  }
}

for (const user of Object.values(state.users)) await createAccount(user);

const proposalsPath = edge.proposals.path;
/** What onCommentCreated keeps: seeded as none, so each seeded comment is counted once, by the trigger. */
const withoutCommentCounters = (data) => ({ ...data, comentarios_count: 0, ultimo_comentario_em: null });

/** The funding tranches (issue 48): the memory seed's documents, before the proposals (scripts/lib/seed-funding.mjs). */
const funding = await loadFundingSeed();
let count = await funding.writeFirst(state, (collectionPath, { id, ...data }) => db.collection(collectionPath).doc(id).set(toFirestore(data)));
for (const [collectionPath, docs] of Object.entries(state.docs)) {
  const kept = counterPaths.includes(collectionPath) || sellerStats.isSellerProposalStatsCollection(collectionPath) || triggerWrittenPaths.includes(collectionPath) || isAnalyticsPath(collectionPath);
  if (kept || funding.isFundingFirst(collectionPath)) continue; // the triggers keep these; the funding is written
  for (const { id, ...data } of Object.values(docs)) {
    await db.collection(collectionPath).doc(id).set(toFirestore(collectionPath === proposalsPath ? withoutCommentCounters(data) : data));
    count++;
  }
}

await uploadSeededFiles();
await countersSettled();
console.log(`seed: ${Object.keys(state.users).length} accounts, ${count} documents, counters settled (password of every account: demo123)`);

/** Counters without their zero entries (a trigger keeps a status at 0, a recount may omit it). */
function withoutZeros(value) {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== 0)
      .map(([k, v]) => [k, withoutZeros(v)]),
  );
}

/**
 * Waits until every seeded write is counted: stats/* and stats_integradores/* equal the memory
 * seed's recount, and the seller documents that exist are exactly the domain's recount of the
 * seeded proposals (whatever the memory seed holds of them: an extra or a missing one keeps waiting);
 * also the comment counters, and each member's copy of its company's name and status.
 */
async function countersSettled() {
  const seededProposals = Object.values(state.docs[proposalsPath] ?? {});
  const commentCounts = seededProposals.map((proposal) => [`${proposalsPath}/${proposal.id}`, { comentarios_count: proposal.comentarios_count }]);
  const companyCopy = (member) => ({ empresa_nome: member?.empresa_nome, empresa_status: member?.empresa_status });
  const memberCopies = joinedMembers.map((member) => [edge.members.docPath(member.id), companyCopy(member)]);
  const compared = (path, data) => {
    if (path.startsWith(`${proposalsPath}/`)) return { comentarios_count: data?.comentarios_count };
    if (path === publicMedianPath) return { mediana_horas: data?.mediana_horas };
    return path.startsWith(`${edge.members.path}/`) ? companyCopy(data) : withoutZeros(data);
  };
  const expected = Object.fromEntries([
    ...counterPaths.flatMap((path) => Object.values(state.docs[path] ?? {}).map(({ id, ...counters }) => [`${path}/${id}`, withoutZeros(counters)])),
    // The analytics documents as the memory seed recounts them (the public median: its value, not when it was written).
    ...Object.keys(state.docs)
      .filter(isAnalyticsPath)
      .flatMap((path) => Object.values(state.docs[path] ?? {}).map(({ id, ...doc }) => [`${path}/${id}`, compared(`${path}/${id}`, doc)])),
    ...commentCounts,
    ...memberCopies,
  ]);
  const expectedSellers = Object.fromEntries(
    sellerStats
      .recountSellerProposalStats(seededProposals)
      .map(({ companyId, sellerUid, stats }) => [sellerStats.statsDocPath(sellerStats.sellerProposalStats(companyId, sellerUid)), withoutZeros(stats)]),
  );
  const stored = async () => {
    const snapshots = await db.getAll(...Object.keys(expected).map((path) => db.doc(path)));
    return Object.fromEntries(snapshots.map((snapshot) => [snapshot.ref.path, compared(snapshot.ref.path, snapshot.data() ?? null)]));
  };
  // Every company's seller documents in one query, so one the trigger should not have written shows too.
  const storedSellers = async () => {
    const sellers = await db.collectionGroup(sellerStats.sellerStatsSubcollection).get();
    const counters = sellers.docs.filter((doc) => sellerStats.isSellerProposalStatsCollection(doc.ref.parent.path));
    return Object.fromEntries(counters.map((doc) => [doc.ref.path, withoutZeros(doc.data())]));
  };
  // The funding counters as the domain recounts the seeded ledger, and that ledger with nothing appended (issue 48).
  const expectedFunding = funding.expected(state);
  const storedFunding = () => funding.stored(db, Object.keys(expectedFunding.counters));
  const settled = async () =>
    isDeepStrictEqual(await stored(), expected) && isDeepStrictEqual(await storedSellers(), expectedSellers) && isDeepStrictEqual(await storedFunding(), expectedFunding);
  await waitUntil('the counter triggers to count the seed', async () => ((await settled()) ? true : undefined), {
    timeoutMs: 180_000, // a deadline, not a wait: about 10 s on an idle machine, a minute and more while other builds run
    lastSeen: async () =>
      `${JSON.stringify(await stored())}\n  expected: ${JSON.stringify(expected)}\n  sellers: ${JSON.stringify(await storedSellers())}\n  expected: ${JSON.stringify(expectedSellers)}` +
      `\n  funding: ${JSON.stringify(await storedFunding())}\n  expected: ${JSON.stringify(expectedFunding)}`,
  });
}

/** Where the Storage emulator runs, the seeded documents' files exist (a one-line PDF each). */
async function uploadSeededFiles() {
  if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST) return;
  const envFile = readFileSync(resolve(import.meta.dirname, '../web/.env.emulator'), 'utf8');
  const bucketName = /^VITE_FIREBASE_STORAGE_BUCKET=(.+)$/m.exec(envFile)?.[1]?.trim();
  const bucket = getStorage(app).bucket(bucketName);
  for (const integrator of Object.values(state.docs[edge.integrators.path] ?? {})) {
    for (const file of Object.values(integrator.documentos ?? {})) {
      await bucket.file(file.path).save(Buffer.from('%PDF-1.4\n% SolarCred demo\n'), { contentType: file.tipo });
    }
  }
}
