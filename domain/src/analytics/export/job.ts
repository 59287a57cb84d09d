/**
 * The export job's document (issue 50): exportacoes/{id}, created by startExport (the callable, or
 * the demo's command) and moved by the run: na_fila → gerando → pronta | falhou.
 */
import { DomainError } from '../../errors';
import { requireAdmin, type Actor } from '../../handlers/actor';
import { parseCommand } from '../../handlers/parse';
import type { Millis } from '../../model';
import { exportText } from './export-text';
import { exportPath } from './rows';
import { exportRequestInput } from './schema';
import type { ExportJob } from './types';

export { exportJobs } from './data';

/** A new job for an admin's request (refused for anyone else and for a request out of bounds). */
export function newExportJob(actor: Actor | null, input: unknown, id: string, name: string, now: Millis): ExportJob {
  const admin = requireAdmin(actor);
  const request = parseCommand(exportRequestInput, input);
  return {
    id,
    tipo: request.tipo,
    formato: request.formato,
    filtro: request.filtro,
    estado: 'na_fila',
    solicitado_por: admin.uid,
    solicitado_por_nome: name,
    criado_em: now,
    atualizado_em: now,
    linhas: 0,
    cortada: false,
    caminho: null,
    erro: null,
  };
}

/** The job's changes as it runs. */
export const generating = (now: Millis): Partial<ExportJob> => ({ estado: 'gerando', atualizado_em: now });
export const progressed = (linhas: number, now: Millis): Partial<ExportJob> => ({ linhas, atualizado_em: now });
export const finished = (job: Pick<ExportJob, 'id' | 'formato'>, result: { linhas: number; cortada: boolean }, now: Millis): Partial<ExportJob> => ({
  estado: 'pronta', linhas: result.linhas, cortada: result.cortada, caminho: exportPath(job.id, job.formato), atualizado_em: now,
});
export const failed = (message: string, now: Millis): Partial<ExportJob> => ({ estado: 'falhou', erro: message, atualizado_em: now });

/** The job a link may be given for: a finished one. */
export function readyJob(job: ExportJob | null): ExportJob & { caminho: string } {
  if (!job) throw new DomainError('not-found', exportText.notFound);
  if (job.estado !== 'pronta' || !job.caminho) throw new DomainError('failed-precondition', exportText.notReady);
  return job as ExportJob & { caminho: string };
}
