/**
 * storage.rules for the contract's PDFs (issue 47), contratos/{company}/{proposalId}/…: read by an
 * admin, the company's approved titular and gestor, and the vendedor who sent the proposal (read
 * from propostas/{proposalId}); nobody else (another vendedor of the company, a deactivated member,
 * a pending or another integrator, the customer's guest sessions, anonymous); no client creates,
 * replaces or deletes one, admins included (only the functions write them).
 *
 * Its rules read Firestore under the functions' project, as tests/rules/storage.test.ts's do, so it
 * lives in this queue (tests/vitest.emulator.config.ts runs the functions' project's suites one at
 * a time). Skipped where no Storage emulator runs (these machines): it runs where one does.
 */
import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { guestUploadUid, uploadClaimsOf } from '@solarcred/domain/customer-link/commands';
import { expiryOf, type CustomerLink } from '@solarcred/domain/customer-link/link';
import { contractPdfPath, signedContractPdfPath } from '@solarcred/domain/data/contracts';
import { hasFirestore, hasStorage, projectId, repoPath } from '../emulator-env';
import { baseIntegrators, baseMembers, memberships, personas, uids, type Persona } from '../rules/firestore-test-env';

type Storage = firebase.storage.Storage;

const callers = [...personas, 'vendedor2', 'guest'] as const;
type Caller = (typeof callers)[number];

const vendedor2 = 'int-vendedor-2';
/** The vendedor sent this proposal of the owner's company. */
const proposalId = 'PropContratoPdfAAAAA';
const unsigned = contractPdfPath(uids.owner, proposalId, 1);
const signed = signedContractPdfPath(uids.owner, proposalId, 1);
const link: CustomerLink = {
  id: 'LinkContratoPdfAAAAA', integrador_id: uids.owner, empresa_nome: 'Empresa', cliente_nome: 'Maria', cliente_telefone: '11987654321', cliente_email: null,
  token_hash: 'c'.repeat(64), proposta_id: proposalId, criado_em: Date.now(), expira_em: expiryOf(Date.now()), revogado_em: null, preenchido_em: Date.now(),
};

function storageOf(env: RulesTestEnvironment, caller: Caller): Storage {
  switch (caller) {
    case 'anonymous':
      return env.unauthenticatedContext().storage();
    case 'vendedor2':
      return env.authenticatedContext(vendedor2, { role: 'integrador', empresa: uids.owner, papel: 'vendedor' }).storage();
    case 'guest':
      return env.authenticatedContext(guestUploadUid(link.id), uploadClaimsOf(link)).storage();
    default: {
      const team = caller in memberships ? memberships[caller as keyof typeof memberships] : null;
      const claims = team ? { role: 'integrador', empresa: team.empresa, papel: team.papel } : { role: caller === 'admin' ? 'admin' : 'integrador' };
      return env.authenticatedContext(uids[caller as Exclude<Persona, 'anonymous'>], claims).storage();
    }
  }
}

const put = (storage: Storage, path: string) =>
  storage
    .ref(path)
    .put(new Uint8Array(2048), { contentType: 'application/pdf' })
    .then(() => undefined);

async function expectRule(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(operation);
  else await assertFails(operation);
}

describe.skipIf(!(hasStorage && hasFirestore))('storage.rules: contratos/{company}/{proposalId} (issue 47)', () => {
  let env: RulesTestEnvironment;
  const readers: readonly Caller[] = ['admin', 'owner', 'gestor', 'vendedor'];

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId,
      storage: { rules: readFileSync(repoPath('storage.rules'), 'utf8') },
      firestore: { rules: readFileSync(repoPath('firestore.rules'), 'utf8') },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      await Promise.all([put(context.storage(), unsigned), put(context.storage(), signed)]);
      const db = context.firestore();
      const at = new Date('2026-03-10T12:00:00Z');
      const documents = {
        ...baseIntegrators(),
        ...baseMembers(),
        [`membros/${vendedor2}`]: { empresa: uids.owner, papel: 'vendedor', ativo: true, nome: vendedor2, email: `${vendedor2}@solar.test`, entrou_em: at, desativado_em: null },
        [`propostas/${proposalId}`]: { integrador_id: uids.owner, criado_por: uids.vendedor, status: 'aprovada', cliente_nome: 'Maria', created_at: at, updated_at: at },
        [`links_cliente/${link.id}`]: { ...link, criado_em: at, expira_em: new Date(link.expira_em), preenchido_em: at },
      };
      await Promise.all(Object.entries(documents).map(([path, data]) => db.doc(path).set(data)));
    });
  });

  const eachReader = (path: string) =>
    it.each(callers.map((c) => [c, readers.includes(c) ? 'allowed' : 'denied'] as const))('%s: %s', async (caller, verdict) => {
      await expectRule(verdict === 'allowed', storageOf(env, caller).ref(path).getMetadata());
    });

  describe('read the unsigned PDF', () => {
    eachReader(unsigned);
  });

  describe('read the signed PDF', () => {
    eachReader(signed);
  });

  describe("list the proposal's contract folder (readers fetch by name)", () => {
    it.each(callers)('%s: denied', async (caller) => {
      await expectRule(false, storageOf(env, caller).ref(`contratos/${uids.owner}/${proposalId}`).listAll());
    });
  });

  describe('create a PDF in the folder', () => {
    it.each(callers)('%s: denied', async (caller) => {
      await expectRule(false, put(storageOf(env, caller), contractPdfPath(uids.owner, proposalId, 2)));
    });
  });

  describe('replace the signed PDF', () => {
    it.each(callers)('%s: denied', async (caller) => {
      await expectRule(false, put(storageOf(env, caller), signed));
    });
  });

  describe('delete the unsigned PDF', () => {
    it.each(callers)('%s: denied', async (caller) => {
      await expectRule(false, storageOf(env, caller).ref(unsigned).delete());
    });
  });
});
