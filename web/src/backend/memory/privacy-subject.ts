/**
 * The data subject's documents and ZIP in the demo (issue 51): the function's collector
 * (domain/privacy/collect.ts) over the store and its ZIP writer (domain/privacy/subject-zip.ts)
 * into a Blob, whose object URL stands for the signed link; the deletion plan applied to a draft.
 */
import type { ErasurePlan } from '@solarcred/domain/privacy/requests';
import { collectSubject, type SubjectReader } from '@solarcred/domain/privacy/collect';
import type { SubjectData } from '@solarcred/domain/privacy/subject';
import { writeSubjectZip } from '@solarcred/domain/privacy/subject-zip';
import type { PrivacySubject } from '@solarcred/domain/privacy/types';
import { memoryFileBlob } from './files';
import type { MemoryState } from './store';

const split = (path: string) => {
  const parts = path.split('/');
  return { collection: parts.slice(0, -1).join('/'), id: parts.at(-1) ?? '' };
};
const fieldAt = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined), value);

/** The collector's reads on a state (the function's are Firestore's equality queries). */
export function storeSubjectReader(state: MemoryState): SubjectReader {
  const all = (collection: string) =>
    Object.values(state.docs[collection] ?? {}).map((dados) => ({ caminho: `${collection}/${dados.id}`, dados: dados as Record<string, unknown> }));
  return {
    get: (path) => {
      const { collection, id } = split(path);
      const dados = state.docs[collection]?.[id];
      return Promise.resolve(dados ? { caminho: path, dados: dados as Record<string, unknown> } : null);
    },
    where: (collection, name, value) => Promise.resolve(all(collection).filter((document) => fieldAt(document.dados, name) === value)),
    list: (collection) => Promise.resolve(all(collection)),
  };
}

export function collectMemorySubject(state: MemoryState, subject: PrivacySubject, now = Date.now()): Promise<SubjectData> {
  return collectSubject(storeSubjectReader(state), subject, now, subject.cpf ? { cpf: subject.cpf } : {});
}

/** The subject's ZIP, built as the function builds it; `progress` after each stored file. */
export async function memorySubjectZip(data: SubjectData, progress?: (feitos: number, total: number) => void): Promise<{ blob: Blob; arquivos: number; tamanho_bytes: number }> {
  const chunks: Uint8Array[] = [];
  const result = await writeSubjectZip({
    data,
    now: Date.now(),
    progress,
    sink: { write: (chunk) => Promise.resolve(void chunks.push(chunk)), close: () => Promise.resolve() },
    files: {
      async *open(path) {
        yield new Uint8Array(await memoryFileBlob(path).arrayBuffer());
      },
    },
  });
  return { blob: new Blob(chunks as BlobPart[], { type: 'application/zip' }), arquivos: result.arquivos, tamanho_bytes: result.tamanho_bytes };
}

/** Applies a deletion plan to a draft: documents (with their sub-collections) deleted, kept ones anonymised, the account removed. */
export function applyErasure(draft: MemoryState, plan: ErasurePlan): void {
  for (const path of plan.apagar) {
    const { collection, id } = split(path);
    delete draft.docs[collection]?.[id];
    for (const nested of Object.keys(draft.docs)) if (nested.startsWith(`${path}/`)) draft.docs[nested] = {};
  }
  for (const record of plan.anonimizar) {
    const { collection, id } = split(record.caminho);
    const current = draft.docs[collection]?.[id];
    if (current) draft.docs[collection]![id] = { ...current, ...record.campos };
  }
  if (plan.conta) delete draft.users[plan.conta.uid];
}
