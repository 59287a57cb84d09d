/**
 * The access request's ZIP job (issue 51): solicitacoes_lgpd/{id} created with an `exportacao`
 * 'na_fila' (requestPrivacy, the guests' callables) → claimed ('gerando'), the subject's documents
 * collected and streamed with its files into the sink, progress in `exportacao.arquivos` at most
 * once a second, then 'pronta' with the Storage path, or 'falhou' with the Portuguese message.
 * A replayed event finds the job claimed and runs nothing.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { privacyExportPath, privacyRequests } from '@solarcred/domain/data/privacy';
import { requestsText } from '@solarcred/domain/privacy/requests-text';
import type { PrivacyExportState } from '@solarcred/domain/privacy/types';
import { toFirestore, typedDoc } from '../firestore-data';
import { ExportSinkError } from '../analytics-exports/stream-sink';
import { buildSubjectZip, PrivacyExportError, storageFileSource, storageZipSink, type ExportSink, type SubjectFileSource } from './export-zip';
import { collectSubjectData, type SubjectHints } from './subject-data';

export interface PrivacyExportDeps {
  sinkFor: (requestId: string) => ExportSink;
  files: () => SubjectFileSource;
  hints?: SubjectHints;
  now?: () => number;
  progressMs?: number;
}

const storageDeps: PrivacyExportDeps = { sinkFor: storageZipSink, files: storageFileSource };

const state = (fields: Partial<PrivacyExportState>, now: number): PrivacyExportState => ({
  estado: 'gerando', caminho: null, arquivos: 0, tamanho_bytes: 0, erro: null, ...fields, atualizado_em: now,
});

/** Runs the request's export; answers the final state, or null when there was nothing to run. */
export async function runPrivacyExport(db: Firestore, requestId: string, deps: PrivacyExportDeps = storageDeps): Promise<PrivacyExportState | null> {
  const now = deps.now ?? Date.now;
  const ref = typedDoc(db, privacyRequests, requestId);
  const claimed = await db.runTransaction(async (tx) => {
    const request = (await tx.get(ref)).data();
    if (!request || request.tipo !== 'acesso' || request.exportacao?.estado !== 'na_fila') return null;
    tx.update(db.doc(ref.path), toFirestore({ exportacao: state({}, now()), atualizado_em: now() }));
    return request;
  });
  if (!claimed) return null;
  let last = 0;
  const report = async (feitos: number) => {
    if (now() - last < (deps.progressMs ?? 1_000)) return;
    last = now();
    await db.doc(ref.path).update(toFirestore({ 'exportacao.arquivos': feitos, 'exportacao.atualizado_em': now() }));
  };
  let final: PrivacyExportState;
  try {
    const data = await collectSubjectData(db, claimed.titular, deps.hints ?? {}, now());
    const result = await buildSubjectZip(data, deps.sinkFor(requestId), deps.files(), (feitos) => report(feitos), now());
    final = state({ estado: 'pronta', caminho: privacyExportPath(requestId), arquivos: result.arquivos, tamanho_bytes: result.tamanho_bytes }, now());
  } catch (error) {
    const known = error instanceof PrivacyExportError || error instanceof ExportSinkError;
    if (!known) logger.error('privacy export failed', error);
    final = state({ estado: 'falhou', erro: known ? (error as Error).message : requestsText.exportFailed }, now());
  }
  await db.doc(ref.path).update(toFirestore({ exportacao: final, atualizado_em: now() }));
  return final;
}
