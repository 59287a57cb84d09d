/** Shared fixtures of the funding unit tests (issue 48; not used by production code). */
import { creditLineIds } from '../credit/lines';
import type { Actor } from '../handlers/actor';
import type { StoredObjectFacts } from '../handlers/integrator-profile';
import type { InstallationState, MilestoneId, MilestoneMark } from '../installation/milestones';
import type { Proposal } from '../model';
import { applyFundingEntry } from './ledger';
import type { FundingCycle, FundingEntry } from './types';

export const LINE = creditLineIds[0] as string;
export const admin: Actor = { uid: 'admin-1', role: 'admin' };
export const owner: Actor = { uid: 'int-1', role: 'integrador' };
/** The owner's company record: approved. */
export const ownerRecord = { id: 'int-1', status: 'aprovado' } as const;
/** 02/03/2026 10:00 in São Paulo (a Monday). */
export const APPROVED = Date.parse('2026-03-02T13:00:00Z');
/** 20/03/2026 10:00 in São Paulo (a Friday). */
export const NOW = Date.parse('2026-03-20T13:00:00Z');
/** R$ 100.000,01 financed: 30 % is 3.000.000,3 centavos. */
export const FINANCED = 10_000_001;

export function mark(data: string, marcadoEm = Date.parse(`${data}T15:00:00Z`)): MilestoneMark {
  return { estado: 'marcado', data, marcado_por: 'int-1', marcado_por_tipo: 'integrador', marcado_em: marcadoEm, arquivos: [], protocolo: null, leitura_kwh: null, motivo: null };
}

export function installation(marks: Partial<Record<MilestoneId, string>>): InstallationState {
  return { aprovada_em: APPROVED, marcos: Object.fromEntries(Object.entries(marks).map(([id, data]) => [id, mark(data as string)])) };
}

/** An approved proposal financing FINANCED on LINE (no simulation: value less the down payment). */
export function proposal(fields: Partial<Proposal> = {}): Proposal {
  return {
    id: 'p1', integrador_id: 'int-1', integrador: { nome_empresa: 'Sol Nascente', email: 'a@b.c' }, cliente_nome: 'João Pereira',
    status: 'aprovada', status_desde: APPROVED, updated_at: APPROVED, created_at: APPROVED - 86_400_000, linha_credito: LINE,
    valor_sistema: FINANCED + 500_00, valor_entrada: 500_00, valor_proposta: FINANCED, simulacao: null, criado_por: 'int-1', instalacao: null,
    ...fields,
  } as Proposal;
}

export const upload = (marco: MilestoneId, n = 1, extension = 'pdf') => ({
  path: `propostas-anexos/int-1/p1/marco-${marco}-${n}_1773300000000.${extension}`,
  nome: `${marco}-${n}.${extension}`,
  tamanho: 2048,
  tipo: extension === 'pdf' ? 'application/pdf' : 'image/jpeg',
});

/** The bucket: every path holds a 2 KB object typed by its extension. */
export const bucket: StoredObjectFacts = (path) => ({ size: 2048, contentType: path.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg' });

/** The cycle after entries, folded one by one (throws on a broken ledger). */
export const foldAll = (entries: readonly FundingEntry[]): FundingCycle | null => entries.reduce<FundingCycle | null>(applyFundingEntry, null);
