import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { hasFirestore, hasStorage, projectId, repoPath } from '../emulator-env';
import { personas, uids, type Persona } from './firestore-test-env';

type Storage = firebase.storage.Storage;

const MB = 1024 * 1024;
const pdf = 'application/pdf';

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
  documents: `integrador-documents/${uids.owner}/contrato_social.pdf`,
  attachments: `propostas-anexos/${uids.owner}/draft-1/fatura.pdf`,
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
      Object.entries(seeded).map(([key, path]) => upload(storage, path, key.startsWith('notice') ? 'image/png' : pdf)),
    );
  });
}

interface FolderCase {
  name: string;
  /** A new file path in the owner's folder and a type that is allowed there. */
  newPath: string;
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
    newPath: `integrador-documents/${uids.owner}/rg_socios.png`,
    goodType: 'image/png',
    badType: 'text/html',
    read: ['owner', 'admin'],
    write: ['owner'],
    // Create only: every upload gets a new timestamped name; recorded files never change.
    update: [],
    remove: [],
    seededPath: seeded.documents,
  },
  {
    name: 'propostas-anexos/{uid}',
    newPath: `propostas-anexos/${uids.owner}/draft-1/holerite.pdf`,
    goodType: pdf,
    badType: 'application/zip',
    read: ['owner', 'admin'],
    write: ['owner'],
    update: [],
    remove: [],
    seededPath: seeded.attachments,
  },
  {
    name: 'profile-images/{uid}',
    newPath: `profile-images/${uids.owner}/nova.webp`,
    goodType: 'image/webp',
    badType: pdf,
    read: ['owner', 'admin'],
    write: ['owner'],
    update: ['owner'],
    remove: ['owner'],
    seededPath: seeded.photo,
  },
];

describe.skipIf(!hasStorage)('storage.rules', () => {
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
      await expectRule(false, upload(owner, `${folder.newPath}.grande`, folder.goodType, 5 * MB + 1));
    });

    it('the owner may not upload another content type', async () => {
      await expectRule(false, upload(storageAs(env, 'owner'), folder.newPath, folder.badType));
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
      await expectRule(true, storageAs(env, 'admin').ref(path).getMetadata());
      await expectRule(false, storageAs(env, 'owner').ref(path).getMetadata());
    });

    it('nobody overwrites or deletes an uploaded document, not even its owner or an admin', async () => {
      await expectRule(false, upload(storageAs(env, 'owner'), seeded.documents, pdf));
      await expectRule(false, storageAs(env, 'owner').ref(seeded.documents).delete());
      await expectRule(false, storageAs(env, 'admin').ref(seeded.documents).delete());
    });
  });

  describe('avisos/{noticeId} (notice images)', () => {
    it.each(personas)('%s uploads a notice image: only admin', async (persona) => {
      await expectRule(persona === 'admin', upload(storageAs(env, persona), 'avisos/a-novo/imagem.webp', 'image/webp'));
    });

    it('admins may not upload a PDF or an image over 5 MB as a notice image', async () => {
      const admin = storageAs(env, 'admin');
      await expectRule(false, upload(admin, 'avisos/a-novo/doc.pdf', pdf));
      await expectRule(false, upload(admin, 'avisos/a-novo/grande.png', 'image/png', 5 * MB + 1));
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
    });
  });

  it.each(personas)('%s reads the image of a notice addressed to the owner', async (persona) => {
    await expectRule(['owner', 'admin'].includes(persona), storageAs(env, persona).ref(seeded.notice).getMetadata());
  });

  it.each(personas)('%s reads the image of a notice for everyone', async (persona) => {
    await expectRule(persona !== 'anonymous', storageAs(env, persona).ref(seeded.noticeForAll).getMetadata());
  });

  it.each(personas)('%s reads the image of a notice that does not exist', async (persona) => {
    await expectRule(persona === 'admin', storageAs(env, persona).ref('avisos/sem-aviso/imagem.png').getMetadata().catch((error: { code?: string }) => {
      // With no notice and no file, an allowed read ends in object-not-found, a denied one in unauthorized.
      if (error.code === 'storage/object-not-found') return undefined;
      throw error;
    }));
  });
});
