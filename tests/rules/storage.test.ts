import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { guestUploadUid, uploadClaimsOf } from '@solarcred/domain/customer-link/commands';
import type { CustomerLink } from '@solarcred/domain/customer-link/link';
import { customerLinks } from '@solarcred/domain/data/customer-links';
import { hasFirestore, hasStorage, projectId, repoPath } from '../emulator-env';
import { approvedMembers, baseIntegrators, baseMembers, ownerCompany, ownerCompanyManagers, personas, uids, type Persona } from './firestore-test-env';

type Storage = firebase.storage.Storage;

const MB = 1024 * 1024;
const pdf = 'application/pdf';
/** A proposal's attachment folder id (a Firestore automatic id, as the wizard makes it). */
const proposalId = 'AbCdEfGhIjKlMnOpQrSt';

function storageAs(env: RulesTestEnvironment, persona: Persona): Storage {
  if (persona === 'anonymous') return env.unauthenticatedContext().storage();
  return env.authenticatedContext(uids[persona], { role: persona === 'admin' ? 'admin' : 'integrador' }).storage();
}

function upload(storage: Storage, path: string, contentType: string, size = 1024): Promise<unknown> {
  return storage
    .ref(path)
    .put(new Uint8Array(size), { contentType })
    .then(() => undefined);
}

async function expectRule(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(operation);
  else await assertFails(operation);
}

/** The seeded file of each folder, owned by `uids.owner` (notice images belong to notice a-owner). */
const seeded = {
  documents: `integrador-documents/${uids.owner}/contrato_social_1773150000000.pdf`,
  attachments: `propostas-anexos/${uids.owner}/${proposalId}/anexo_fatura_energia_1773150000000.pdf`,
  photo: `profile-images/${uids.owner}/profile-image.jpg`,
  notice: 'avisos/a-owner/imagem.png',
  noticeForAll: 'avisos/a-todos/imagem.png',
} as const;

function startStorageEnv(): Promise<RulesTestEnvironment> {
  const rules = (file: string) => readFileSync(repoPath(file), 'utf8');
  return initializeTestEnvironment({
    projectId,
    storage: { rules: rules('storage.rules') },
    ...(hasFirestore ? { firestore: { rules: rules('firestore.rules') } } : {}),
  });
}

function seedFiles(env: RulesTestEnvironment): Promise<void> {
  return env.withSecurityRulesDisabled(async (context) => {
    const storage = context.storage();
    await Promise.all(
      Object.entries(seeded).map(([key, path]) =>
        upload(storage, path, key.startsWith('notice') ? 'image/png' : key === 'photo' ? 'image/jpeg' : pdf),
      ),
    );
    // The integrators' records and the memberships (issue 29): the approved-only rules read the
    // caller's company and its status from Firestore.
    if (hasFirestore) {
      const db = context.firestore();
      await Promise.all(Object.entries({ ...baseIntegrators(), ...baseMembers() }).map(([path, data]) => db.doc(path).set(data)));
    }
  });
}

interface FolderCase {
  name: string;
  /** Two new file paths in the owner's folder (names of the folder's pattern) and a type that is allowed there. */
  newPath: string;
  otherNewPath: string;
  goodType: string;
  badType: string;
  read: readonly Persona[];
  write: readonly Persona[];
  update: readonly Persona[];
  remove: readonly Persona[];
  seededPath: string;
}

const folders: FolderCase[] = [
  {
    name: 'integrador-documents/{uid}',
    newPath: `integrador-documents/${uids.owner}/rg_socios_1773150000001.png`,
    otherNewPath: `integrador-documents/${uids.owner}/projects/projeto-2_foto3_1773150000002.jpg`,
    goodType: 'image/png',
    badType: 'text/html',
    // Admins open these through openDocument (issue 51: audited, a signed URL), never here.
    read: ['owner'],
    write: ['owner'],
    // Create only: every upload gets a new timestamped name; recorded files never change.
    update: [],
    remove: [],
    seededPath: seeded.documents,
  },
  {
    name: 'propostas-anexos/{uid}/{proposalId}',
    newPath: `propostas-anexos/${uids.owner}/${proposalId}/anexo_holerite_1773150000001.pdf`,
    otherNewPath: `propostas-anexos/${uids.owner}/${proposalId}/anexo_rg_cpf_1773150000002.pdf`,
    goodType: pdf,
    badType: 'application/zip',
    // The company's titular and gestor read every folder; a vendedor only its own proposals'
    // (this folder's proposal does not exist); every approved member sends into a new one.
    read: [...ownerCompanyManagers],
    write: ownerCompany,
    update: [],
    remove: [],
    seededPath: seeded.attachments,
  },
  {
    name: 'profile-images/{uid}',
    newPath: `profile-images/${uids.owner}/profile-image_1773150000001.webp`,
    otherNewPath: `profile-images/${uids.owner}/profile-image_1773150000002.webp`,
    goodType: 'image/webp',
    badType: pdf,
    read: ['owner', 'admin'],
    write: ['owner'],
    update: ['owner'],
    remove: ['owner'],
    seededPath: seeded.photo,
  },
];

// Approved-only folders read integrator records from Firestore (cross-service rules): both emulators needed.
describe.skipIf(!(hasStorage && hasFirestore))('storage.rules', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await startStorageEnv();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env.clearStorage();
    await seedFiles(env);
  });

  describe.each(folders)('$name', (folder) => {
    describe('read a file of the owner', () => {
      it.each(personas)('%s', async (persona) => {
        await expectRule(folder.read.includes(persona), storageAs(env, persona).ref(folder.seededPath).getMetadata());
      });
    });

    describe("list the owner's folder", () => {
      it.each(personas)('%s', async (persona) => {
        const folderPath = folder.seededPath.slice(0, folder.seededPath.lastIndexOf('/'));
        await expectRule(folder.read.includes(persona), storageAs(env, persona).ref(folderPath).listAll());
      });
    });

    describe('upload a new allowed file into the owner folder', () => {
      it.each(personas)('%s', async (persona) => {
        await expectRule(folder.write.includes(persona), upload(storageAs(env, persona), folder.newPath, folder.goodType));
      });
    });

    describe('replace an existing file', () => {
      it.each(personas)('%s', async (persona) => {
        await expectRule(folder.update.includes(persona), upload(storageAs(env, persona), folder.seededPath, folder.goodType));
      });
    });

    describe('delete a file', () => {
      it.each(personas)('%s', async (persona) => {
        await expectRule(folder.remove.includes(persona), storageAs(env, persona).ref(folder.seededPath).delete());
      });
    });

    it('the owner may upload exactly 5 MB but not one byte more', async () => {
      const owner = storageAs(env, 'owner');
      await expectRule(true, upload(owner, folder.newPath, folder.goodType, 5 * MB));
      await expectRule(false, upload(owner, folder.otherNewPath, folder.goodType, 5 * MB + 1));
    });

    it('the owner may not upload another content type, SVG, HTML, or a file without a type', async () => {
      const owner = storageAs(env, 'owner');
      for (const type of [folder.badType, 'image/svg+xml', 'text/html']) {
        await expectRule(false, upload(owner, folder.newPath, type));
      }
      await expectRule(false, owner.ref(folder.newPath).put(new Uint8Array(16), {}).then(() => undefined));
    });

    it("the owner may not upload a name outside the folder's pattern", async () => {
      const owner = storageAs(env, 'owner');
      const folderPath = folder.newPath.slice(0, folder.newPath.lastIndexOf('/'));
      for (const name of ['qualquer.pdf', 'index.html', '../fuga.pdf', 'contrato_social_1.pdf']) {
        await expectRule(false, upload(owner, `${folderPath}/${name}`, folder.goodType));
      }
    });

    it("an integrator may not write into another integrator's folder", async () => {
      await expectRule(false, upload(storageAs(env, 'other'), folder.newPath, folder.goodType));
    });
  });

  describe('integrador-documents/{uid} during onboarding', () => {
    it('a pending integrator uploads its documents into its own folder and reads them back', async () => {
      const pending = storageAs(env, 'pending');
      const path = `integrador-documents/${uids.pending}/contrato_social_1773150000000.pdf`;
      await expectRule(true, upload(pending, path, pdf));
      await expectRule(true, pending.ref(path).getMetadata());
      await expectRule(false, storageAs(env, 'admin').ref(path).getMetadata());
      await expectRule(false, storageAs(env, 'owner').ref(path).getMetadata());
    });

    it('an admin may not upload into an integrator folder (the integrador role only)', async () => {
      const admin = env.authenticatedContext(uids.owner, { role: 'admin' }).storage();
      await expectRule(false, upload(admin, `integrador-documents/${uids.owner}/rg_socios_1773150000009.pdf`, pdf));
    });

    it('nobody overwrites or deletes an uploaded document, not even its owner or an admin', async () => {
      await expectRule(false, upload(storageAs(env, 'owner'), seeded.documents, pdf));
      await expectRule(false, storageAs(env, 'owner').ref(seeded.documents).delete());
      await expectRule(false, storageAs(env, 'admin').ref(seeded.documents).delete());
    });
  });

  describe('metadata updates', () => {
    it('the owner may not change a profile photo content type (to HTML or to another image type)', async () => {
      const photo = storageAs(env, 'owner').ref(seeded.photo);
      await expectRule(false, photo.updateMetadata({ contentType: 'text/html' }));
      await expectRule(false, photo.updateMetadata({ contentType: 'image/png' }));
      await expectRule(true, photo.updateMetadata({ cacheControl: 'private, max-age=60' }));
    });

    it('an admin may not change a notice image to SVG', async () => {
      await expectRule(false, storageAs(env, 'admin').ref(seeded.notice).updateMetadata({ contentType: 'image/svg+xml' }));
    });
  });

  describe('avisos/{noticeId} (notice images)', () => {
    it.each(personas)('%s uploads a notice image: only admin', async (persona) => {
      await expectRule(persona === 'admin', upload(storageAs(env, persona), 'avisos/a-novo/imagem.webp', 'image/webp'));
    });

    it('admins may not upload an SVG or HTML notice image', async () => {
      const admin = storageAs(env, 'admin');
      await expectRule(false, upload(admin, 'avisos/a-novo/imagem.svg', 'image/svg+xml'));
      await expectRule(false, upload(admin, 'avisos/a-novo/imagem.png', 'text/html'));
    });

    it('admins may not upload a PDF or an image over 5 MB as a notice image', async () => {
      const admin = storageAs(env, 'admin');
      await expectRule(false, upload(admin, 'avisos/a-novo/imagem.pdf', pdf));
      await expectRule(false, upload(admin, 'avisos/a-novo/imagem_1773150000001.png', 'image/png', 5 * MB + 1));
    });

    it.each(personas)('%s deletes a notice image: only admin', async (persona) => {
      await expectRule(persona === 'admin', storageAs(env, persona).ref(seeded.notice).delete());
    });
  });
});

describe.skipIf(!(hasStorage && hasFirestore))('storage.rules: notice images are read by the notice audience (cross-service rules)', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await startStorageEnv();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env.clearStorage();
    await env.clearFirestore();
    await seedFiles(env);
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.doc('avisos/a-owner').set({ audiencia: [uids.owner], titulo: 'Aviso' });
      await db.doc('avisos/a-todos').set({ audiencia: ['todos'], titulo: 'Aviso' });
      await Promise.all(Object.entries(baseIntegrators()).map(([path, data]) => db.doc(path).set(data)));
    });
  });

  it.each(personas)('%s reads the image of a notice addressed to the owner', async (persona) => {
    await expectRule([...ownerCompany, 'admin'].includes(persona), storageAs(env, persona).ref(seeded.notice).getMetadata());
  });

  it.each(personas)('%s reads the image of a notice for everyone (approved integrators and admins)', async (persona) => {
    await expectRule([...approvedMembers, 'admin'].includes(persona), storageAs(env, persona).ref(seeded.noticeForAll).getMetadata());
  });

  it('a pending integrator may not upload proposal attachments, an approved one may', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await Promise.all(Object.entries(baseIntegrators()).map(([path, data]) => context.firestore().doc(path).set(data)));
    });
    const name = 'anexo_fatura_energia_1773150000003.pdf';
    await expectRule(false, upload(storageAs(env, 'pending'), `propostas-anexos/${uids.pending}/${proposalId}/${name}`, pdf));
    await expectRule(true, upload(storageAs(env, 'owner'), `propostas-anexos/${uids.owner}/${proposalId}/${name}`, pdf));
  });

  it('proposal attachments go only into a proposal folder named like an automatic id', async () => {
    const name = 'anexo_holerite_1773150000004.pdf';
    const owner = storageAs(env, 'owner');
    await expectRule(false, upload(owner, `propostas-anexos/${uids.owner}/${name}`, pdf));
    for (const folder of ['curto', '..', 'AbCdEfGhIjKlMnOpQrSt-x', `${proposalId}/sub`]) {
      await expectRule(false, upload(owner, `propostas-anexos/${uids.owner}/${folder}/${name}`, pdf));
    }
    await expectRule(true, upload(owner, `propostas-anexos/${uids.owner}/ZyXwVuTsRqPoNmLkJiHg/${name}`, pdf));
  });

  it.each(personas)("%s uploads into the company's folder of a new proposal: its approved members", async (persona) => {
    const path = `propostas-anexos/${uids.owner}/ZyXwVuTsRqPoNmLkJiHg/anexo_rg_cpf_1773150000005.png`;
    await expectRule((ownerCompany as readonly Persona[]).includes(persona), upload(storageAs(env, persona), path, 'image/png'));
  });

  it.each(personas)("%s reads and sends into a vendedor's existing proposal: the company's titular, gestor and that vendedor", async (persona) => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc('propostas/PropDoVendedorAAAAAA').set({ integrador_id: uids.owner, criado_por: uids.vendedor, status: 'em_analise' });
      await context.firestore().doc('propostas/PropDoTitularAAAAAAA').set({ integrador_id: uids.owner, criado_por: uids.owner, status: 'em_analise' });
      await upload(context.storage(), `propostas-anexos/${uids.owner}/PropDoVendedorAAAAAA/anexo_rg_cpf_1773150000013.pdf`, pdf);
    });
    const storage = storageAs(env, persona);
    const allowed = (ownerCompany as readonly Persona[]).includes(persona);
    await expectRule(allowed, storage.ref(`propostas-anexos/${uids.owner}/PropDoVendedorAAAAAA/anexo_rg_cpf_1773150000013.pdf`).getMetadata());
    await expectRule(allowed, upload(storage, `propostas-anexos/${uids.owner}/PropDoVendedorAAAAAA/anexo_holerite_1773150000014.pdf`, pdf));
    // Another seller's proposal (the titular's): not for a vendedor.
    await expectRule((ownerCompanyManagers as readonly Persona[]).includes(persona), upload(storage, `propostas-anexos/${uids.owner}/PropDoTitularAAAAAAA/anexo_holerite_1773150000015.pdf`, pdf));
  });

  /** propostas/ZyXwVuTsRqPoNmLkJiHg/pendencias/{itemId}, as addPendingItem stores it (only what the rules read). */
  const seedItem = (itemId: string, fields: { integrador_id?: string; estado?: string } = {}) =>
    env.withSecurityRulesDisabled(async (context) => {
      await Promise.all(Object.entries(baseIntegrators()).map(([path, data]) => context.firestore().doc(path).set(data)));
      await context.firestore().doc(`propostas/ZyXwVuTsRqPoNmLkJiHg/pendencias/${itemId}`).set({ integrador_id: uids.owner, estado: 'aberta', exige_arquivo: true, ...fields });
    });
  const answerPath = (itemId: string, at = 1773150000006) => `propostas-anexos/${uids.owner}/ZyXwVuTsRqPoNmLkJiHg/pendencia-${itemId}_${at}.pdf`;

  it.each(personas)('%s uploads a pending-item answer into the company\'s proposal folder: its approved titular and gestor (a vendedor only on its own proposals)', async (persona) => {
    await seedItem('ItemAAAAAAAAAAAAAAAA');
    await expectRule((ownerCompanyManagers as readonly Persona[]).includes(persona), upload(storageAs(env, persona), answerPath('ItemAAAAAAAAAAAAAAAA'), pdf));
  });

  it.each(personas)('%s uploads an answer to an item that is no longer open, or does not exist: nobody', async (persona) => {
    await seedItem('ItemRespondidaAAAAAA', { estado: 'respondida' });
    await seedItem('ItemAceitaAAAAAAAAAA', { estado: 'aceita' });
    for (const itemId of ['ItemRespondidaAAAAAA', 'ItemAceitaAAAAAAAAAA', 'ItemInexistenteAAAAA']) {
      await expectRule(false, upload(storageAs(env, persona), answerPath(itemId, 1773150000008), pdf));
    }
  });

  it.each(personas)('%s uploads an answer to an open item of another integrator, into its own folder: nobody', async (persona) => {
    await seedItem('ItemDeOutroAAAAAAAAA', { integrador_id: uids.other });
    await expectRule(false, upload(storageAs(env, persona), answerPath('ItemDeOutroAAAAAAAAA', 1773150000009), pdf));
  });

  it('pending-item answers are named by a 20-character item id and an accepted extension', async () => {
    const owner = storageAs(env, 'owner');
    for (const name of ['pendencia-curto_1773150000007.pdf', 'pendencia-ItemAAAAAAAAAAAAAAAA_1773150000007.svg', 'pendencia-ItemAAAAAAAAAAAAAAAA.pdf']) {
      await expectRule(false, upload(owner, `propostas-anexos/${uids.owner}/ZyXwVuTsRqPoNmLkJiHg/${name}`, pdf));
    }
  });

  /** propostas/{id} with only what the milestone rule reads (issue 30). */
  const seedProposal = (id: string, fields: { integrador_id?: string; status?: string; repasse?: object } = {}) =>
    env.withSecurityRulesDisabled(async (context) => {
      await Promise.all(Object.entries(baseIntegrators()).map(([path, data]) => context.firestore().doc(path).set(data)));
      await context.firestore().doc(`propostas/${id}`).set({ integrador_id: uids.owner, status: 'aprovada', ...fields });
    });
  const evidencePath = (id: string, name = 'marco-contrato_assinado-1_1773150000010.pdf') => `propostas-anexos/${uids.owner}/${id}/${name}`;

  it.each(personas)("%s uploads a milestone's evidence of an approved proposal: the company's approved titular and gestor, and admins", async (persona) => {
    await seedProposal('PropAprovadaAAAAAAAA');
    await expectRule([...ownerCompanyManagers, 'admin'].includes(persona), upload(storageAs(env, persona), evidencePath('PropAprovadaAAAAAAAA'), pdf));
  });

  it.each(personas)("%s uploads a milestone's evidence of a proposal not approved, or of another integrator: nobody", async (persona) => {
    await seedProposal('PropEmAnaliseAAAAAAA', { status: 'em_analise' });
    await seedProposal('PropFinalizadaAAAAAA', { status: 'finalizada' });
    await seedProposal('PropDeOutroAAAAAAAAA', { integrador_id: uids.other });
    for (const id of ['PropEmAnaliseAAAAAAA', 'PropFinalizadaAAAAAA', 'PropDeOutroAAAAAAAAA', 'PropInexistenteAAAAA']) {
      await expectRule(false, upload(storageAs(env, persona), evidencePath(id), pdf));
    }
  });

  /** propostas/{id}.repasse (issue 48): the tranches' states, the last one's evidence refused by an admin. */
  const refusedLast = (situacao = 'recusada') => ({
    ciclo: 1,
    parcelas: [
      { parcela: 1, marco: 'contrato_assinado', situacao: 'paga', prazo: null },
      { parcela: 2, marco: 'equipamento_comprado', situacao: 'aprovada', prazo: '2026-03-04' },
      { parcela: 3, marco: 'sistema_conectado', situacao, prazo: null },
    ],
    prazo: '2026-03-04',
  });

  it.each(personas)("%s uploads new evidence for a refused tranche of a finalised proposal (issue 48): the company's approved titular and gestor, and admins", async (persona) => {
    await seedProposal('PropFinalRecusadaAAA', { status: 'finalizada', repasse: refusedLast() });
    await expectRule([...ownerCompanyManagers, 'admin'].includes(persona), upload(storageAs(env, persona), evidencePath('PropFinalRecusadaAAA', 'marco-sistema_conectado-1_1773150000013.pdf'), pdf));
  });

  it("a finalised proposal takes evidence only for a refused tranche's milestone, in its own company's folder (issue 48)", async () => {
    await seedProposal('PropFinalRecusadaAAA', { status: 'finalizada', repasse: refusedLast() });
    await seedProposal('PropFinalEmVerifAAAA', { status: 'finalizada', repasse: refusedLast('em_verificacao') });
    await seedProposal('PropReprovadaAAAAAAA', { status: 'reprovada', repasse: refusedLast() });
    await seedProposal('PropFinalOutroAAAAAA', { status: 'finalizada', repasse: refusedLast(), integrador_id: uids.other });
    const owner = storageAs(env, 'owner');
    // Another milestone of the same proposal, whose tranche is not refused.
    await expectRule(false, upload(owner, evidencePath('PropFinalRecusadaAAA', 'marco-equipamento_comprado-1_1773150000014.pdf'), pdf));
    // The same milestone once its tranche is being checked again, or after the proposal's rejection.
    await expectRule(false, upload(owner, evidencePath('PropFinalEmVerifAAAA', 'marco-sistema_conectado-1_1773150000014.pdf'), pdf));
    await expectRule(false, upload(owner, evidencePath('PropReprovadaAAAAAAA', 'marco-sistema_conectado-1_1773150000014.pdf'), pdf));
    // Another company's proposal put in the owner's folder.
    await expectRule(false, upload(owner, evidencePath('PropFinalOutroAAAAAA', 'marco-sistema_conectado-1_1773150000014.pdf'), pdf));
    // Over the size limit.
    await expectRule(false, upload(owner, evidencePath('PropFinalRecusadaAAA', 'marco-sistema_conectado-1_1773150000014.pdf'), pdf, 5 * MB + 1));
    await expectRule(true, upload(owner, evidencePath('PropFinalRecusadaAAA', 'marco-sistema_conectado-6_1773150000014.png'), 'image/png'));
  });

  it("a milestone's evidence is named by a milestone and a slot from 1 to 6, and is a document of at most 5 MB", async () => {
    await seedProposal('PropAprovadaAAAAAAAA');
    const owner = storageAs(env, 'owner');
    for (const name of ['marco-outro-1_1773150000011.pdf', 'marco-homologacao-7_1773150000011.pdf', 'marco-homologacao-1.pdf', 'marco-homologacao-1_1773150000011.svg']) {
      await expectRule(false, upload(owner, evidencePath('PropAprovadaAAAAAAAA', name), pdf));
    }
    await expectRule(false, upload(owner, evidencePath('PropAprovadaAAAAAAAA', 'marco-instalacao_concluida-2_1773150000012.png'), 'text/html'));
    await expectRule(false, upload(owner, evidencePath('PropAprovadaAAAAAAAA', 'marco-instalacao_concluida-2_1773150000012.png'), 'image/png', 5 * MB + 1));
    await expectRule(true, upload(owner, evidencePath('PropAprovadaAAAAAAAA', 'marco-instalacao_concluida-6_1773150000012.png'), 'image/png', 5 * MB));
  });

  it.each(personas)('%s lists the images of a notice for everyone (approved integrators and admins)', async (persona) => {
    await expectRule([...approvedMembers, 'admin'].includes(persona), storageAs(env, persona).ref('avisos/a-todos').listAll());
  });

  it.each(personas)('%s reads the image of a notice that does not exist', async (persona) => {
    await expectRule(persona === 'admin', storageAs(env, persona).ref('avisos/sem-aviso/imagem.png').getMetadata().catch((error: { code?: string }) => {
      // With no notice and no file, an allowed read ends in object-not-found, a denied one in unauthorized.
      if (error.code === 'storage/object-not-found') return undefined;
      throw error;
    }));
  });
});

/**
 * The customer link's guest (issue 28): authorizeCustomerUpload signs the customer's page in as
 * cliente_{linkId} with exactly the claims uploadClaimsOf gives (no role). It may create the three
 * proposal attachments in the folder its claims name while links_cliente/{linkId} is open and
 * reserved for that folder (cross-service read); once the link is filled, only answer files
 * (pendencia-{itemId}_{ms}.{ext}) for the open items addressed to the customer (para_cliente) in
 * that folder (a second read: the item). It reads, replaces and deletes nothing.
 */
describe.skipIf(!(hasStorage && hasFirestore))('storage.rules: a customer-link guest uploads into its link\'s folder (issue 28)', () => {
  let env: RulesTestEnvironment;
  const day = 86_400_000;
  /** The folder the open link reserved, and a file the owner already has in it. */
  const linkProposal = 'PropClienteAAAAAAAAA';
  const folder = `propostas-anexos/${uids.owner}/${linkProposal}`;
  const ownerFile = `${folder}/anexo_holerite_1773150000030.pdf`;
  const attachment = (name = 'anexo_rg_cpf_1773150000031.pdf') => `${folder}/${name}`;

  /** A link of the owner's, as the callables store it (Timestamps), open unless `fields` say otherwise. */
  function link(id: string, fields: Partial<CustomerLink> = {}): CustomerLink {
    const now = Date.now();
    return {
      id,
      integrador_id: uids.owner,
      empresa_nome: `Empresa ${uids.owner}`,
      cliente_nome: 'Maria da Silva',
      cliente_telefone: '11987654321',
      cliente_email: null,
      token_hash: 'f'.repeat(64),
      proposta_id: linkProposal,
      criado_em: now - day,
      expira_em: now + 6 * day,
      revogado_em: null,
      preenchido_em: null,
      ...fields,
    };
  }

  const links = {
    open: link('LinkAbertoAAAAAAAAAA'),
    revoked: link('LinkRevogadoAAAAAAAA', { revogado_em: Date.now() - 60_000 }),
    filled: link('LinkPreenchidoAAAAAA', { preenchido_em: Date.now() - 60_000 }),
    expired: link('LinkExpiradoAAAAAAAA', { criado_em: Date.now() - 8 * day, expira_em: Date.now() - 60_000 }),
    /** Stored for another folder than its session's claims name (claims built from `open`'s folder below). */
    otherProposal: link('LinkOutraPropostaAAA', { proposta_id: 'PropDiferenteAAAAAAA' }),
    otherIntegrator: link('LinkOutroIntegrador', { integrador_id: uids.other }),
    /** Never stored: the session outlived its link's document. */
    missing: link('LinkInexistenteAAAAA'),
    /** Filled, then revoked by the integrator. */
    filledRevoked: link('LinkPreenchRevogadoA', { preenchido_em: Date.now() - 120_000, revogado_em: Date.now() - 60_000 }),
    /** Filled within its 7 days, long ago: a filled link does not expire. */
    filledLongAgo: link('LinkPreenchidoAntigo', { criado_em: Date.now() - 30 * day, expira_em: Date.now() - 23 * day, preenchido_em: Date.now() - 29 * day }),
    /** Filled, but stored for another folder than its session's claims name (claims built from `filled`'s folder below). */
    filledOtherProposal: link('LinkPreenchOutraProp', { preenchido_em: Date.now() - 60_000, proposta_id: 'PropDiferenteAAAAAAA' }),
    /** Renewed (issue 45): a new token's hash stored; sessions made for the old token name 'f'×64. */
    renewed: link('LinkRenovadoAAAAAAAA', { token_hash: 'e'.repeat(64) }),
  } as const;

  /** The guest session of a link: uid cliente_{id}, the claims uploadClaimsOf gives (here for `open`'s folder unless `claimsOf` differs). */
  function guestStorage(of: CustomerLink, claimsOf: CustomerLink = of): Storage {
    const claims = { ...uploadClaimsOf(claimsOf), cliente_link: of.id };
    return env.authenticatedContext(guestUploadUid(of.id), claims).storage();
  }
  /** The open link's guest. */
  const guest = () => guestStorage(links.open);

  beforeAll(async () => {
    env = await startStorageEnv();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env.clearStorage();
    await env.clearFirestore();
    await seedFiles(env);
    await env.withSecurityRulesDisabled(async (context) => {
      await upload(context.storage(), ownerFile, pdf);
      const db = context.firestore();
      // The SDK stores a Date as a Timestamp, as the callables store the link's times.
      const stored = customerLinks.converter((millis) => new Date(millis));
      await Promise.all([
        ...Object.entries(baseIntegrators()).map(([path, data]) => db.doc(path).set(data)),
        ...Object.entries(links)
          .filter(([key]) => key !== 'missing')
          .map(([, value]) => db.doc(customerLinks.docPath(value.id)).set(stored.toFirestore(value))),
      ]);
    });
  });

  it('the guest uploads each of the three attachments into its link\'s folder, PDF, JPEG or PNG', async () => {
    await expectRule(true, upload(guest(), attachment('anexo_rg_cpf_1773150000031.pdf'), pdf));
    await expectRule(true, upload(guest(), attachment('anexo_fatura_energia_1773150000032.jpg'), 'image/jpeg'));
    await expectRule(true, upload(guest(), attachment('anexo_holerite_1773150000033.png'), 'image/png'));
  });

  const callers = [...personas, 'guest'] as const;
  const storageOf = (caller: (typeof callers)[number]) => (caller === 'guest' ? guest() : storageAs(env, caller));

  it.each(callers)("%s uploads an attachment into the link's proposal folder: the approved owner and the link's guest", async (caller) => {
    await expectRule(caller === 'owner' || caller === 'guest', upload(storageOf(caller), attachment('anexo_fatura_energia_1773150000034.pdf'), pdf));
  });

  it.each(callers)("%s reads a file of the link's proposal folder: the approved owner (admins through openDocument), never the guest", async (caller) => {
    await expectRule(caller === 'owner', storageOf(caller).ref(ownerFile).getMetadata());
  });

  it.each(callers)("%s lists the link's proposal folder: the approved owner (admins through openDocument), never the guest", async (caller) => {
    await expectRule(caller === 'owner', storageOf(caller).ref(folder).listAll());
  });

  it('the owner and admins read what the guest uploaded; the guest does not read it back', async () => {
    const path = attachment('anexo_rg_cpf_1773150000035.pdf');
    await expectRule(true, upload(guest(), path, pdf));
    await expectRule(false, guest().ref(path).getMetadata());
    await expectRule(true, storageAs(env, 'owner').ref(path).getMetadata());
    await expectRule(true, storageAs(env, 'admin').ref(path).getMetadata());
  });

  it('the guest replaces, re-types or deletes no file, not even one it uploaded', async () => {
    const path = attachment('anexo_rg_cpf_1773150000036.pdf');
    await expectRule(true, upload(guest(), path, pdf));
    for (const target of [path, ownerFile]) {
      await expectRule(false, upload(guest(), target, pdf));
      await expectRule(false, guest().ref(target).updateMetadata({ contentType: 'image/png' }));
      await expectRule(false, guest().ref(target).delete());
    }
  });

  it('a revoked, filled, expired or missing link stops the guest at once', async () => {
    for (const closed of [links.revoked, links.filled, links.expired, links.missing]) {
      await expectRule(false, upload(guestStorage(closed, links.open), attachment('anexo_rg_cpf_1773150000037.pdf'), pdf));
    }
  });

  it("a link stored for another folder than its session's claims name lets nothing through", async () => {
    // The claims name the open link's folder (owner, linkProposal); the link document reserves another.
    await expectRule(false, upload(guestStorage(links.otherProposal, links.open), attachment('anexo_rg_cpf_1773150000038.pdf'), pdf));
    await expectRule(false, upload(guestStorage(links.otherIntegrator, links.open), attachment('anexo_rg_cpf_1773150000038.pdf'), pdf));
  });

  it('the guest writes only into the folder its claims name', async () => {
    const name = 'anexo_rg_cpf_1773150000039.pdf';
    for (const path of [
      `propostas-anexos/${uids.owner}/${proposalId}/${name}`,
      `propostas-anexos/${uids.other}/${linkProposal}/${name}`,
      `propostas-anexos/${uids.owner}/${name}`,
      `propostas-anexos/${uids.owner}/${linkProposal}/sub/${name}`,
      `propostas-anexos/${guestUploadUid(links.open.id)}/${linkProposal}/${name}`,
      `integrador-documents/${uids.owner}/contrato_social_1773150000039.pdf`,
      `integrador-documents/${guestUploadUid(links.open.id)}/contrato_social_1773150000039.pdf`,
      `profile-images/${guestUploadUid(links.open.id)}/profile-image.jpg`,
      `profile-images/${uids.owner}/profile-image.jpg`,
      'avisos/a-novo/imagem.png',
    ]) {
      const type = path.endsWith('.jpg') ? 'image/jpeg' : path.endsWith('.png') ? 'image/png' : pdf;
      await expectRule(false, upload(guest(), path, type));
    }
  });

  it("the guest uploads only the attachments' names: no answer, milestone evidence or other name", async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`propostas/${linkProposal}/pendencias/ItemAAAAAAAAAAAAAAAA`).set({ integrador_id: uids.owner, estado: 'aberta', exige_arquivo: true });
      await context.firestore().doc(`propostas/${linkProposal}`).set({ integrador_id: uids.owner, status: 'aprovada' });
    });
    for (const name of [
      'pendencia-ItemAAAAAAAAAAAAAAAA_1773150000040.pdf',
      'marco-contrato_assinado-1_1773150000040.pdf',
      'qualquer.pdf',
      'anexo_rg_cpf.pdf',
      'anexo_rg_cpf_1773150000040.svg',
      'anexo_outro_1773150000040.pdf',
    ]) {
      await expectRule(false, upload(guest(), attachment(name), pdf));
    }
  });

  it('the guest uploads at most 5 MB, of the documents\' content types only', async () => {
    await expectRule(true, upload(guest(), attachment('anexo_fatura_energia_1773150000041.pdf'), pdf, 5 * MB));
    await expectRule(false, upload(guest(), attachment('anexo_fatura_energia_1773150000042.pdf'), pdf, 5 * MB + 1));
    for (const type of ['image/svg+xml', 'text/html', 'application/zip', 'image/webp']) {
      await expectRule(false, upload(guest(), attachment('anexo_fatura_energia_1773150000043.pdf'), type));
    }
    await expectRule(false, guest().ref(attachment('anexo_fatura_energia_1773150000044.pdf')).put(new Uint8Array(16), {}).then(() => undefined));
  });

  it("a renewed link's old session, or a session without the token's hash, uploads nothing (issue 45)", async () => {
    const renewed = links.renewed;
    const claims = uploadClaimsOf(renewed);
    const oldSession = env.authenticatedContext(guestUploadUid(renewed.id), { ...claims, cliente_token_hash: 'f'.repeat(64) }).storage();
    await expectRule(false, upload(oldSession, attachment('anexo_rg_cpf_1773150000046.pdf'), pdf));
    await expectRule(true, upload(guestStorage(renewed), attachment('anexo_rg_cpf_1773150000047.pdf'), pdf));
    const { cliente_link, pasta_integrador, pasta_proposta } = claims;
    const withoutHash = env.authenticatedContext(guestUploadUid(renewed.id), { cliente_link, pasta_integrador, pasta_proposta }).storage();
    await expectRule(false, upload(withoutHash, attachment('anexo_rg_cpf_1773150000048.pdf'), pdf));
  });

  it("folder claims without the link's claim open nothing: the rules check the link itself", async () => {
    const { pasta_integrador, pasta_proposta } = uploadClaimsOf(links.open);
    const withoutLink = env.authenticatedContext(guestUploadUid(links.open.id), { pasta_integrador, pasta_proposta }).storage();
    await expectRule(false, upload(withoutLink, attachment('anexo_rg_cpf_1773150000045.pdf'), pdf));
  });

  /**
   * Answers to the pending items an admin addressed to the customer (para_cliente), through the
   * filled link's session: only for such an item while it is 'aberta', only in the link's folder,
   * named by the item, with the owner's answers' size and type limits.
   */
  describe("the guest's answers to the items addressed to the customer (filled link)", () => {
    /** Item ids as addPendingItem stores them (20-character automatic ids). */
    const itemIds = {
      forCustomer: 'ItemClienteAbertoAAA',
      internal: 'ItemInternoAbertoAAA',
      legacy: 'ItemSemCampoAAAAAAAA',
      answered: 'ItemClienteRespondid',
      accepted: 'ItemClienteAceitoAAA',
      missing: 'ItemInexistenteAAAAA',
    } as const;
    const answer = (itemId: string, stamp = '1773150000050', ext = 'pdf') => `${folder}/pendencia-${itemId}_${stamp}.${ext}`;
    /** The filled link's guest. */
    const filledGuest = () => guestStorage(links.filled);

    /** propostas/{linkProposal}/pendencias/{id} as addPendingItem stores it (abridged), open and for the customer unless `fields` differ. */
    const item = (id: string, fields: Record<string, unknown> = {}) => ({
      id,
      proposta_id: linkProposal,
      integrador_id: uids.owner,
      tipo: 'comprovante_renda',
      texto: 'Envie o comprovante de residência',
      exige_arquivo: true,
      para_cliente: true,
      estado: 'aberta',
      ...fields,
    });

    beforeEach(async () => {
      await env.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        const items = {
          [itemIds.forCustomer]: item(itemIds.forCustomer),
          [itemIds.internal]: item(itemIds.internal, { para_cliente: false }),
          [itemIds.legacy]: (({ para_cliente: _omitted, ...rest }) => rest)(item(itemIds.legacy)),
          [itemIds.answered]: item(itemIds.answered, { estado: 'respondida' }),
          [itemIds.accepted]: item(itemIds.accepted, { estado: 'aceita' }),
        };
        await Promise.all([
          db.doc(`propostas/${linkProposal}`).set({ integrador_id: uids.owner, status: 'pendente_correcao', pendencias_abertas: 2, pendencias_total: 5 }),
          ...Object.entries(items).map(([id, data]) => db.doc(`propostas/${linkProposal}/pendencias/${id}`).set(data)),
        ]);
      });
    });

    it("the filled link's guest uploads an answer to an open item addressed to the customer, PDF, JPEG or PNG", async () => {
      await expectRule(true, upload(filledGuest(), answer(itemIds.forCustomer, '1773150000051', 'pdf'), pdf));
      await expectRule(true, upload(filledGuest(), answer(itemIds.forCustomer, '1773150000052', 'jpg'), 'image/jpeg'));
      await expectRule(true, upload(filledGuest(), answer(itemIds.forCustomer, '1773150000053', 'png'), 'image/png'));
      // A filled link keeps answering after its 7 days to fill had passed.
      await expectRule(true, upload(guestStorage(links.filledLongAgo), answer(itemIds.forCustomer, '1773150000054'), pdf));
    });

    it('the guest answers at most 5 MB, of the documents\' content types only', async () => {
      await expectRule(true, upload(filledGuest(), answer(itemIds.forCustomer, '1773150000055'), pdf, 5 * MB));
      await expectRule(false, upload(filledGuest(), answer(itemIds.forCustomer, '1773150000056'), pdf, 5 * MB + 1));
      for (const type of ['image/svg+xml', 'text/html', 'application/zip', 'image/webp']) {
        await expectRule(false, upload(filledGuest(), answer(itemIds.forCustomer, '1773150000057'), type));
      }
      await expectRule(false, filledGuest().ref(answer(itemIds.forCustomer, '1773150000058')).put(new Uint8Array(16), {}).then(() => undefined));
    });

    it("the guest answers no item that is not the customer's, nor one answered, accepted or missing", async () => {
      for (const itemId of [itemIds.internal, itemIds.legacy, itemIds.answered, itemIds.accepted, itemIds.missing]) {
        await expectRule(false, upload(filledGuest(), answer(itemId, '1773150000059'), pdf));
      }
    });

    it('an open, revoked, missing or other-folder link uploads no answer', async () => {
      const path = answer(itemIds.forCustomer, '1773150000060');
      // Open (not filled yet): its session has the attachments only.
      await expectRule(false, upload(guest(), path, pdf));
      // Filled then revoked, revoked before filling, never stored: the claims name the filled link's folder.
      for (const closed of [links.filledRevoked, links.revoked, links.missing]) {
        await expectRule(false, upload(guestStorage(closed, links.filled), path, pdf));
      }
      // Filled, but stored for another proposal than the folder its session's claims name.
      await expectRule(false, upload(guestStorage(links.filledOtherProposal, links.filled), path, pdf));
      // A session whose token hash is not the filled link's (issue 45), or has none.
      const filledClaims = uploadClaimsOf(links.filled);
      await expectRule(false, upload(env.authenticatedContext(guestUploadUid(links.filled.id), { ...filledClaims, cliente_token_hash: 'e'.repeat(64) }).storage(), path, pdf));
      const { cliente_token_hash: _hash, ...withoutHash } = filledClaims;
      await expectRule(false, upload(env.authenticatedContext(guestUploadUid(links.filled.id), withoutHash).storage(), path, pdf));
      // Claims without the link's claim: no guest at all.
      const { pasta_integrador, pasta_proposta } = uploadClaimsOf(links.filled);
      const withoutLink = env.authenticatedContext(guestUploadUid(links.filled.id), { pasta_integrador, pasta_proposta }).storage();
      await expectRule(false, upload(withoutLink, path, pdf));
    });

    it("the filled link's guest uploads only answers, in its folder, under the answer's name", async () => {
      for (const path of [
        // The three attachments (its link is filled) and milestone evidence.
        `${folder}/anexo_rg_cpf_1773150000061.pdf`,
        `${folder}/anexo_holerite_1773150000061.pdf`,
        `${folder}/marco-contrato_assinado-1_1773150000061.pdf`,
        // Other names for the same item.
        `${folder}/pendencia-${itemIds.forCustomer}.pdf`,
        `${folder}/pendencia-${itemIds.forCustomer}_1773150000061.svg`,
        `${folder}/pendencia-${itemIds.forCustomer.slice(1)}_1773150000061.pdf`,
        `${folder}/resposta-${itemIds.forCustomer}_1773150000061.pdf`,
        `${folder}/sub/pendencia-${itemIds.forCustomer}_1773150000061.pdf`,
        // The same name in folders its claims do not name.
        `propostas-anexos/${uids.owner}/${proposalId}/pendencia-${itemIds.forCustomer}_1773150000061.pdf`,
        `propostas-anexos/${uids.other}/${linkProposal}/pendencia-${itemIds.forCustomer}_1773150000061.pdf`,
        `propostas-anexos/${guestUploadUid(links.filled.id)}/${linkProposal}/pendencia-${itemIds.forCustomer}_1773150000061.pdf`,
      ]) {
        await expectRule(false, upload(filledGuest(), path, pdf));
      }
    });

    it('the guest does not read, replace or delete its answer; the owner and admins read it', async () => {
      const path = answer(itemIds.forCustomer, '1773150000062');
      await expectRule(true, upload(filledGuest(), path, pdf));
      await expectRule(false, filledGuest().ref(path).getMetadata());
      await expectRule(false, upload(filledGuest(), path, pdf));
      await expectRule(false, filledGuest().ref(path).updateMetadata({ contentType: 'image/png' }));
      await expectRule(false, filledGuest().ref(path).delete());
      await expectRule(false, filledGuest().ref(folder).listAll());
      await expectRule(true, storageAs(env, 'owner').ref(path).getMetadata());
      await expectRule(true, storageAs(env, 'admin').ref(path).getMetadata());
    });

    it.each(personas)("%s uploads the answer to an item addressed to the customer: only the approved owner, besides the link's guest", async (persona) => {
      // The owner's rule asks for its own open item (integrador_id), whoever the item is addressed to.
      await expectRule(persona === 'owner', upload(storageAs(env, persona), answer(itemIds.forCustomer, '1773150000063'), pdf));
    });
  });

  it('the guest reads no file anywhere, its own uid\'s folders included', async () => {
    for (const path of [...Object.values(seeded), ownerFile]) {
      await expectRule(false, guest().ref(path).getMetadata());
    }
    for (const path of [folder, `propostas-anexos/${uids.owner}`, `integrador-documents/${uids.owner}`, `profile-images/${uids.owner}`, 'avisos/a-todos']) {
      await expectRule(false, guest().ref(path).listAll());
    }
    for (const own of [`integrador-documents/${guestUploadUid(links.open.id)}`, `profile-images/${guestUploadUid(links.open.id)}`, `propostas-anexos/${guestUploadUid(links.open.id)}`]) {
      await expectRule(false, guest().ref(`${own}/profile-image.jpg`).getMetadata());
      await expectRule(false, guest().ref(own).listAll());
    }
  });

  it("a link's session without the cliente_link claim (the live page's) owns no folder of its uid either (issue 45)", async () => {
    const uid = guestUploadUid(links.open.id);
    const watcher = env.authenticatedContext(uid, { cliente_vista: links.open.id, cliente_token_hash: links.open.token_hash }).storage();
    await expectRule(false, upload(watcher, `profile-images/${uid}/profile-image.jpg`, 'image/jpeg'));
    await expectRule(false, watcher.ref(`profile-images/${uid}/profile-image.jpg`).getMetadata());
    await expectRule(false, upload(watcher, `integrador-documents/${uid}/contrato_social_1773150000049.pdf`, pdf));
    await expectRule(false, upload(watcher, attachment('anexo_rg_cpf_1773150000049.pdf'), pdf));
  });
});
