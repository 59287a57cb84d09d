/**
 * Exports over the memory store (issue 50): startExport's rules (admins, a bounded request), the
 * job recorded in `exportacoes` as Firestore would hold it, and the run in the page — the same row
 * builders, writers and runner as the function, its progress written to the job's document, the
 * file kept as a Blob whose address the link hands out (valid 15 minutes, like a signed URL).
 */
import { profiles } from '@solarcred/domain/data/profiles';
import { DomainError } from '@solarcred/domain/errors';
import { requireAdmin } from '@solarcred/domain/handlers/actor';
import { exportText } from '@solarcred/domain/analytics/export/export-text';
import { exportContentTypes, exportSources } from '@solarcred/domain/analytics/export/data';
import { exportJobs, failed, finished, generating, newExportJob, progressed, readyJob } from '@solarcred/domain/analytics/export/job';
import { runExport, type ExportSink } from '@solarcred/domain/analytics/export/run';
import { selectionOf, selects, timeFieldOf } from '@solarcred/domain/analytics/export/rows';
import { exportLinkMs, type ExportJob } from '@solarcred/domain/analytics/export/types';
import type { ExportsPort } from '../port-exports';
import { actorOf, rulesDenied, runCommand } from './commands';
import { audited } from './audited';
import { liveQuery } from './live';
import { putDoc, readDoc, type MemoryStore } from './store';

const pageSize = 1000;
const newId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 20);
/** Lets the page paint between pages, as the function's reads would take their time. */
const yieldToPage = () => new Promise((resolve) => setTimeout(resolve, 0));

export function memoryExports(store: MemoryStore): ExportsPort {
  /** This page's files, by job id (the demo's Storage: gone with the tab). */
  const files = new Map<string, Blob>();
  const patch = (id: string, change: Partial<ExportJob>) =>
    store.update((state) => {
      const job = readDoc(state, exportJobs, id);
      if (job) putDoc(state, exportJobs, { ...job, ...change });
    });
  const requireAdminReader = () => {
    if (actorOf(store)?.role !== 'admin') throw rulesDenied();
  };

  async function run(job: ExportJob): Promise<void> {
    try {
      patch(job.id, generating(Date.now()));
      const selection = selectionOf(job.tipo, job.filtro);
      const field = timeFieldOf[job.tipo];
      // The query the function runs: the selection in its time field's order, then by id.
      const selected = (store.collection(exportSources[job.tipo]) as Record<string, unknown>[])
        .filter((document) => selects(job.tipo, selection, document))
        .sort((a, b) => Number(a[field]) - Number(b[field]) || String(a['id']).localeCompare(String(b['id'])));
      async function* pages() {
        for (let start = 0; start < selected.length; start += pageSize) {
          await yieldToPage();
          yield selected.slice(start, start + pageSize);
        }
      }
      const chunks: Uint8Array[] = [];
      const sink: ExportSink = {
        write: async (chunk) => {
          chunks.push(chunk);
        },
        close: async () => {
          files.set(job.id, new Blob(chunks as BlobPart[], { type: exportContentTypes[job.formato] }));
        },
      };
      const result = await runExport({ tipo: job.tipo, formato: job.formato, pages: pages(), sink, progress: (linhas) => patch(job.id, progressed(linhas, Date.now())) });
      patch(job.id, finished(job, result, Date.now()));
    } catch (error) {
      console.error('export failed', error);
      patch(job.id, failed(exportText.failed, Date.now()));
    }
  }

  return {
    async start(request) {
      const job = await audited(store, 'startExport', request, runCommand(store, 'startExport', () => {
        const actor = actorOf(store);
        const name = actor ? (readDoc(store.snapshot, profiles, actor.uid)?.nome ?? '') : '';
        const created = newExportJob(actor, request, newId(), name, Date.now());
        store.update((state) => putDoc(state, exportJobs, created));
        return created;
      }));
      void run(job);
      return job.id;
    },
    job: (id) =>
      liveQuery(
        store,
        () => {
          requireAdminReader();
          return store.doc(exportJobs, id);
        },
        () => 1,
      ),
    recent: (limit) =>
      liveQuery(
        store,
        () => {
          requireAdminReader();
          return store.collection(exportJobs).sort((a, b) => b.criado_em - a.criado_em || b.id.localeCompare(a.id)).slice(0, limit);
        },
        (found) => Math.max(1, found.length),
      ),
    link: (id) =>
      runCommand(store, 'exportLink', () => {
        requireAdmin(actorOf(store));
        readyJob(store.doc(exportJobs, id));
        const file = files.get(id);
        if (!file) throw new DomainError('not-found', exportText.fileGone);
        const url = URL.createObjectURL(file);
        setTimeout(() => URL.revokeObjectURL(url), exportLinkMs);
        return { url, expira_em: Date.now() + exportLinkMs };
      }),
  };
}
