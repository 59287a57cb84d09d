/** Shared set-up for the Firestore rules suites: the test environment, personas and a matrix helper. */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import { guestUploadUid, uploadClaimsOf } from '@solarcred/domain/customer-link/commands';
import type { CustomerLink } from '@solarcred/domain/customer-link/link';
import { guestViewClaimsOf } from '@solarcred/domain/customer-link/live-view';
import { repoPath, rulesProjectId } from '../emulator-env';

export type Firestore = firebase.firestore.Firestore;
export type DocumentData = firebase.firestore.DocumentData;

export const personas = ['anonymous', 'owner', 'other', 'pending', 'admin', 'gestor', 'vendedor', 'vendedorOutro', 'desativado'] as const;
export type Persona = (typeof personas)[number];

/**
 * owner: an approved integrator, titular of its company; other: another approved one; pending: a
 * new sign-up. The team (issue 29): gestor and vendedor of the owner's company, a vendedor of the
 * other's, and a gestor of the owner's company the titular deactivated (its token still names it).
 */
export const uids = {
  owner: 'int-aprovado',
  other: 'int-outro',
  pending: 'int-pendente',
  admin: 'admin-1',
  gestor: 'int-gestor',
  vendedor: 'int-vendedor',
  vendedorOutro: 'int-vendedor-outro',
  desativado: 'int-desativado',
} as const satisfies Record<Exclude<Persona, 'anonymous'>, string>;

type TeamPersona = 'gestor' | 'vendedor' | 'vendedorOutro' | 'desativado';

/** membros/{uid} of each team persona: its company, its role in it, active or not. */
export const memberships = {
  gestor: { empresa: uids.owner, papel: 'gestor', ativo: true },
  vendedor: { empresa: uids.owner, papel: 'vendedor', ativo: true },
  vendedorOutro: { empresa: uids.other, papel: 'vendedor', ativo: true },
  desativado: { empresa: uids.owner, papel: 'gestor', ativo: false },
} as const satisfies Record<TeamPersona, { empresa: string; papel: string; ativo: boolean }>;

const isTeamPersona = (persona: Persona): persona is TeamPersona => persona in memberships;

/** The company a persona works for: a team persona's, else its own uid (the owner's for anonymous, who has none). */
export function companyOf(persona: Persona): string {
  if (persona === 'anonymous') return uids.owner;
  return isTeamPersona(persona) ? memberships[persona].empresa : uids[persona];
}

/**
 * The memberships every suite starts from: the team personas', and the owner's as titular. The
 * other approved integrator has none, as an account from before teams (until the migration).
 */
export function baseMembers(): Record<string, DocumentData> {
  const at = new Date('2026-01-10T12:00:00Z');
  const member = (uid: string, fields: { empresa: string; papel: string; ativo: boolean }) => ({ ...fields, nome: uid, email: `${uid}@solar.test`, entrou_em: at, desativado_em: fields.ativo ? null : at });
  return {
    [`membros/${uids.owner}`]: member(uids.owner, { empresa: uids.owner, papel: 'titular', ativo: true }),
    ...Object.fromEntries(Object.entries(memberships).map(([persona, fields]) => [`membros/${uids[persona as TeamPersona]}`, member(uids[persona as TeamPersona], fields)])),
  };
}

/** Starts a rules test environment on the Firestore emulator (FIRESTORE_EMULATOR_HOST). */
export function startFirestoreEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: rulesProjectId,
    firestore: { rules: readFileSync(repoPath('firestore.rules'), 'utf8') },
  });
}

/** The Firestore client of a persona, with the claims the functions give it (a team persona's name its company and role). */
export function dbAs(env: RulesTestEnvironment, persona: Persona): Firestore {
  if (persona === 'anonymous') return env.unauthenticatedContext().firestore();
  const claims = isTeamPersona(persona)
    ? { role: 'integrador', empresa: memberships[persona].empresa, papel: memberships[persona].papel }
    : { role: persona === 'admin' ? 'admin' : 'integrador' };
  return env.authenticatedContext(uids[persona], claims).firestore();
}

/** Writes documents (path -> data) with the rules switched off. */
export function seed(env: RulesTestEnvironment, docs: Record<string, DocumentData>): Promise<void> {
  return env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all(Object.entries(docs).map(([path, data]) => db.doc(path).set(data)));
  });
}

export async function expectRule(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(operation);
  else await assertFails(operation);
}

/** Who may do an operation: the listed personas are allowed, everyone else denied. */
export function allowOnly(...allowed: Persona[]): Record<Persona, boolean> {
  return Object.fromEntries(personas.map((p) => [p, allowed.includes(p)])) as Record<Persona, boolean>;
}

export const nobody = allowOnly();

/** The owner's company as its members see it (issue 29): the titular, its gestor and its vendedor. */
export const ownerCompany = ['owner', 'gestor', 'vendedor'] as const satisfies readonly Persona[];
/** Who sees all of the owner company's proposals: the titular and the gestor (a vendedor only its own). */
export const ownerCompanyManagers = ['owner', 'gestor'] as const satisfies readonly Persona[];
/** Every active member of an approved company, whichever company. */
export const approvedMembers = ['owner', 'other', 'gestor', 'vendedor', 'vendedorOutro'] as const satisfies readonly Persona[];

/**
 * Whether the database still holds exactly the suite's seed, per test environment: the next test
 * then skips clearing and seeding it again (most tests are reads or refused writes, and the
 * reseed was most of the rules tiers' time). Anything that may have written clears it: a write the
 * rules allowed, any call of withSecurityRulesDisabled or clearFirestore, any test not run by eachPersona.
 */
const seedStates = new WeakMap<RulesTestEnvironment, { untouched: boolean; wroteUnchecked: boolean }>();

/**
 * A read's answer (a document or a query snapshot), as opposed to a write's (undefined, a reference).
 * So an eachPersona operation must be one read or one write: an operation that first makes an
 * allowed write and then reads, or is expected denied after an allowed write, would be taken for
 * untouched; a nested beforeAll that seeds would now outlive its describe. None does today.
 */
const isReadAnswer = (value: unknown) => typeof value === 'object' && value !== null && ('docs' in value || 'exists' in value);

/** One test per persona: `operation` must succeed exactly for the allowed personas. */
export function eachPersona(
  getEnv: () => RulesTestEnvironment,
  expected: Record<Persona, boolean>,
  operation: (db: Firestore, persona: Persona) => Promise<unknown>,
): void {
  it.each(personas.map((p) => [p, expected[p] ? 'allowed' : 'denied'] as const))('%s: %s', async (persona, verdict) => {
    const env = getEnv();
    const pending = operation(dbAs(env, persona), persona);
    const answer = verdict === 'allowed' ? await assertSucceeds(pending) : await assertFails(pending);
    const state = seedStates.get(env);
    if (state) state.untouched = !state.wroteUnchecked && (verdict === 'denied' || isReadAnswer(answer));
  });
}

/** Documents every suite starts from. */
export function baseProfiles(): Record<string, DocumentData> {
  const at = new Date('2026-01-10T12:00:00Z');
  const profile = (uid: string, tipo_usuario: string) => ({
    email: `${uid}@solar.test`,
    nome: uid,
    tipo_usuario,
    created_at: at,
    messages_seen_at: null,
  });
  return {
    [`profiles/${uids.owner}`]: profile(uids.owner, 'integrador'),
    [`profiles/${uids.other}`]: profile(uids.other, 'integrador'),
    [`profiles/${uids.pending}`]: profile(uids.pending, 'integrador'),
    [`profiles/${uids.admin}`]: profile(uids.admin, 'admin'),
  };
}

export function baseIntegrators(): Record<string, DocumentData> {
  const at = new Date('2026-01-10T12:00:00Z');
  const integrator = (uid: string, status: string) => ({
    user_id: uid,
    email: `${uid}@solar.test`,
    nome_empresa: `Empresa ${uid}`,
    status,
    created_at: at,
    updated_at: at,
  });
  return {
    [`integradores/${uids.owner}`]: integrator(uids.owner, 'aprovado'),
    [`integradores/${uids.other}`]: integrator(uids.other, 'aprovado'),
    [`integradores/${uids.pending}`]: integrator(uids.pending, 'pendente_cadastro'),
  };
}

/** An integrator that was approved and then rejected: it keeps its account, loses access. */
export const rejectedUid = 'int-rejeitado';

export function rejectedIntegrator(): Record<string, DocumentData> {
  const at = new Date('2026-01-10T12:00:00Z');
  return {
    [`integradores/${rejectedUid}`]: { user_id: rejectedUid, email: 'r@solar.test', nome_empresa: 'Rejeitada', status: 'rejeitado', created_at: at, updated_at: at },
  };
}

/** The two sessions a customer link's guest holds: the live page's watch and an upload's (issue 45). */
export function guestDbs(env: RulesTestEnvironment, link: CustomerLink): Firestore[] {
  return [
    env.authenticatedContext(guestUploadUid(link.id), { ...guestViewClaimsOf(link) }).firestore(),
    env.authenticatedContext(guestUploadUid(link.id), uploadClaimsOf(link)).firestore(),
  ];
}

/** The Firestore client of the rejected integrator. */
export function rejectedDb(env: RulesTestEnvironment): Firestore {
  return env.authenticatedContext(rejectedUid, { role: 'integrador' }).firestore();
}

/**
 * The usual hooks of a rules suite: one test environment per file, an empty database seeded with
 * `documents()` before each test. Returns the accessor the persona helpers take.
 */
export function useRulesEnv(documents: () => Record<string, DocumentData>): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  const state = { untouched: false, wroteUnchecked: false };
  beforeAll(async () => {
    const started = await startFirestoreEnv();
    const withRulesOff = started.withSecurityRulesDisabled.bind(started);
    const clear = started.clearFirestore.bind(started);
    started.withSecurityRulesDisabled = (callback) => {
      state.wroteUnchecked = true;
      return withRulesOff(callback);
    };
    started.clearFirestore = () => {
      state.wroteUnchecked = true;
      return clear();
    };
    seedStates.set(started, state);
    env = started;
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    if (!env) throw new Error('the rules test environment did not start');
    if (!state.untouched) {
      await env.clearFirestore();
      await seed(env, { ...baseMembers(), ...documents() });
    }
    state.untouched = false;
    state.wroteUnchecked = false;
  });
  return () => {
    if (!env) throw new Error('the rules test environment did not start');
    return env;
  };
}
