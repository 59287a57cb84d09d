/**
 * Pending items (pendências, issue 14): a typed checklist an administrator sets on a proposal and
 * the integrator answers item by item. The types, the item's state machine, the open-items
 * counters kept on the proposal and the bounds live here; the commands are in
 * handlers/pending-items.ts.
 */
import type { Millis, Proposal } from './model';
import type { Option } from './options';

export const pendingItemTypes = [
  'documento_ilegivel',
  'comprovante_renda',
  'comprovante_residencia',
  'documento_titular',
  'dados_bancarios_divergentes',
  'dados_projeto',
  'outro',
] as const;
export type PendingItemType = (typeof pendingItemTypes)[number];

export const pendingItemTypeOptions = [
  { value: 'documento_ilegivel', label: 'Documento ilegível' },
  { value: 'comprovante_renda', label: 'Comprovante de renda' },
  { value: 'comprovante_residencia', label: 'Comprovante de residência' },
  { value: 'documento_titular', label: 'Documento do titular' },
  { value: 'dados_bancarios_divergentes', label: 'Dados bancários divergentes' },
  { value: 'dados_projeto', label: 'Dados do projeto' },
  { value: 'outro', label: 'Outro' },
] as const satisfies readonly Option<PendingItemType>[];

export const pendingItemTypeLabel = (type: string): string => pendingItemTypeOptions.find((o) => o.value === type)?.label ?? type;

export const pendingItemStates = ['aberta', 'respondida', 'aceita'] as const;
export type PendingItemState = (typeof pendingItemStates)[number];

export const pendingItemStateLabels: Record<PendingItemState, string> = {
  aberta: 'Aberta',
  respondida: 'Respondida',
  aceita: 'Aceita',
};

/** What moves an item: the integrator answers; an administrator accepts or returns the answer. */
export type PendingItemAction = 'responder' | 'aceitar' | 'devolver';

/** The state machine: aberta → respondida → aceita, or back to aberta when returned with a note. */
const transitions: Record<PendingItemState, Partial<Record<PendingItemAction, PendingItemState>>> = {
  aberta: { responder: 'respondida' },
  respondida: { aceitar: 'aceita', devolver: 'aberta' },
  aceita: {},
};

/** The state after `action`, or null when the action is not allowed from `state`. */
export function nextItemState(state: string, action: PendingItemAction): PendingItemState | null {
  return (transitions as Record<string, Partial<Record<PendingItemAction, PendingItemState>> | undefined>)[state]?.[action] ?? null;
}

export const pendingItemLimits = {
  /** The text the integrator reads. */
  text: 500,
  /** The integrator's written answer and the administrator's return note. */
  answer: 1000,
  /** Open items a proposal may hold at once. */
  maxOpen: 20,
  /** Items a proposal may ever hold: the details list reads them all in one bounded query. */
  maxTotal: 50,
  /** The integrator dashboard's list of proposals with open items. */
  dashboardList: 5,
} as const;

/** propostas/{id}/pendencias/{itemId} */
export interface PendingItem {
  id: string;
  proposta_id: string;
  /** The owner, denormalised so the item alone says whose it is. */
  integrador_id: string;
  tipo: PendingItemType | (string & {});
  texto: string;
  exige_arquivo: boolean;
  /** Addressed to the end customer (issue 28): shown on their link's page, which may answer it. Absent on older items: false. */
  para_cliente?: boolean;
  estado: PendingItemState | (string & {});
  criada_por: string;
  criada_em: Millis;
  resposta_texto: string | null;
  /** Storage path under the proposal's attachment folder. */
  resposta_arquivo: string | null;
  respondida_por: string | null;
  respondida_em: Millis | null;
  revisada_por: string | null;
  revisada_em: Millis | null;
  /** The administrator's note of the last return. */
  nota_devolucao: string | null;
  devolucoes: number;
  updated_at: Millis;
}

/** The counters the proposal carries so cards and the dashboard need no extra reads. */
export type PendingCounters = Pick<Proposal, 'pendencias_abertas' | 'pendencias_total' | 'pendencias_desde'>;

export const openItemsOf = (proposal: Partial<PendingCounters>): number => proposal.pendencias_abertas ?? 0;

/**
 * The counters after `openedDelta` items became open (+1) or left 'aberta' (−1) and `added` new
 * items; `pendencias_desde` marks when the proposal went from no open item to some (the dashboard
 * lists the oldest first) and is cleared when none is left.
 */
export function countersAfter(proposal: Partial<PendingCounters>, openedDelta: number, added: number, now: Millis): PendingCounters {
  const before = openItemsOf(proposal);
  const open = Math.max(0, before + openedDelta);
  const since = open === 0 ? null : before === 0 ? now : (proposal.pendencias_desde ?? now);
  return { pendencias_abertas: open, pendencias_total: (proposal.pendencias_total ?? 0) + added, pendencias_desde: since };
}

/** The history's record of one item step (on propostas/{id}/historico, with or without a status change). */
export interface PendingItemStep {
  acao: 'criada' | 'respondida' | 'aceita' | 'devolvida';
  item_id: string;
  tipo: string;
  /** The item text (criada) or the return note (devolvida). */
  texto?: string | null;
}

export const pendingStepLabels: Record<PendingItemStep['acao'], string> = {
  criada: 'Pendência adicionada',
  respondida: 'Pendência respondida',
  aceita: 'Resposta aceita',
  devolvida: 'Pendência devolvida',
};

/** Who the automatic move to 'Corrigida' is recorded as (no person made it). */
export const systemActorId = 'sistema';
