/**
 * The demo's retention log (issue 51): the two previous days' runs of the sweep, so 'Solicitações
 * LGPD' shows a log with history beside the run the demo's daily jobs add when it loads (one with
 * the Storage error the emulators report).
 */
import { retentionRuns } from '@solarcred/domain/data/privacy';
import { startedRun } from '@solarcred/domain/privacy/retention';
import { retentionText } from '@solarcred/domain/privacy/retention-text';
import { putDoc, type MemoryState } from './store';

const DAY = 86_400_000;

export function seedRetention(state: MemoryState, now: number): void {
  for (const [daysAgo, contagens, erros] of [
    [2, { uploads_orfaos: 3, contas_convidado: 2, rascunhos_cliente: 1 }, []],
    [1, { links_expirados: 1, contas_convidado: 1 }, [retentionText.storageUnavailable]],
  ] as const) {
    const run = startedRun(now - daysAgo * DAY, 'agendado');
    putDoc(state, retentionRuns, { ...run, fim: run.inicio + 3_000, contagens: { ...run.contagens, ...contagens }, erros: [...erros] });
  }
}
