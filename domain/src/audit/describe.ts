/**
 * What each audited admin command writes to the trail (issue 51), once for both backends: the
 * callable shell (functions/src/callable.ts) and the demo's commands (web/src/backend/memory) look
 * the command up here by its name and write the drafts it answers, completed with the actor and
 * with the target's label and company (read by the writer from the target's document).
 * The input is the payload the command has just accepted; the output is what it answered.
 */
import type { Actor } from '../handlers/actor';
import type { AuditAction, NewAuditEntry } from './types';

/** The documents an entry may be about; the writer reads the target to label it. */
export type AuditTargetKind = 'proposta' | 'integrador' | 'membro' | 'linha_credito' | 'aviso' | 'exportacao' | 'contrato' | 'configuracao';

export type AuditDetail = NewAuditEntry['detalhe'];

export interface AuditDraft {
  acao: AuditAction;
  alvo: { tipo: AuditTargetKind; id: string };
  detalhe: AuditDetail;
}

type Describe = (input: Record<string, unknown>, output: Record<string, unknown>) => AuditDraft[];

const detailTextMax = 200;

/** The flat facts of `input` named by `keys` (strings cut at 200 characters; anything else left out). */
export function flatFacts(input: Record<string, unknown>, keys: readonly string[]): AuditDetail {
  const facts: AuditDetail = {};
  for (const key of keys) {
    const value = input[key];
    if (typeof value === 'string') facts[key] = value.slice(0, detailTextMax);
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) facts[key] = value;
  }
  return facts;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The names of the fields an edit sent (never their values: they may be personal). */
const editedFields = (input: Record<string, unknown>, idKey: string): AuditDetail => ({
  campos: Object.keys(input).filter((key) => key !== idKey && key !== 'versao').sort().join(', ').slice(0, detailTextMax),
});

const one = (acao: AuditAction, tipo: AuditTargetKind, idKey: string, keys: readonly string[] = []): Describe =>
  (input) => [{ acao, alvo: { tipo, id: text(input[idKey]) }, detalhe: flatFacts(input, keys) }];

/** One entry per proposal of a batch's `pagamentos`. */
const batch = (acao: AuditAction, keys: readonly string[]): Describe => (input) =>
  (Array.isArray(input['pagamentos']) ? input['pagamentos'] : [])
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({ acao, alvo: { tipo: 'proposta', id: text(item['propostaId']) }, detalhe: flatFacts(item, keys) }));

export const auditedCommands = {
  moveProposal: one('proposta_status', 'proposta', 'propostaId', ['status', 'motivo']),
  editProposal: (input) => [{ acao: 'proposta_editada', alvo: { tipo: 'proposta', id: text(input['propostaId']) }, detalhe: editedFields(input, 'propostaId') }],
  markMilestone: one('proposta_editada', 'proposta', 'propostaId', ['marco', 'data', 'motivo']),
  undoMilestone: one('proposta_editada', 'proposta', 'propostaId', ['marco']),
  addPendingItem: one('proposta_editada', 'proposta', 'propostaId', ['titulo']),
  reviewPendingItem: one('proposta_editada', 'proposta', 'propostaId', ['itemId', 'decisao']),
  approveIntegrator: (input) => [{ acao: 'integrador_status', alvo: { tipo: 'integrador', id: text(input['integratorId']) }, detalhe: { status: 'aprovado' } }],
  rejectIntegrator: (input) => [{ acao: 'integrador_status', alvo: { tipo: 'integrador', id: text(input['integratorId']) }, detalhe: { status: 'rejeitado', ...flatFacts(input, ['motivo']) } }],
  editIntegrator: (input) => [{ acao: 'integrador_status', alvo: { tipo: 'integrador', id: text(input['integratorId']) }, detalhe: editedFields(input, 'integratorId') }],
  updateCreditLine: (input, output) => [{ acao: 'taxas', alvo: { tipo: 'linha_credito', id: text(input['id']) }, detalhe: { tabela: 'linha_credito', ...flatFacts(input, ['ativa', 'valor_min_centavos', 'valor_max_centavos', 'tarifa_centavos', 'nota']), ...flatFacts(output, ['versao']) } }],
  updateCashbackRate: (input, output) => [{ acao: 'taxas', alvo: { tipo: 'linha_credito', id: text(input['id']) }, detalhe: { tabela: 'cashback', ...flatFacts(input, ['percentual']), ...flatFacts(output, ['versao']) } }],
  updateFundingPlan: (input, output) => [{ acao: 'taxas', alvo: { tipo: 'linha_credito', id: text(input['id']) }, detalhe: { tabela: 'repasse', ...flatFacts(output, ['versao']) } }],
  updateEnergySettings: (input, output) => [{ acao: 'taxas', alvo: { tipo: 'configuracao', id: 'energia' }, detalhe: { tabela: 'energia', ...flatFacts(input, ['performance_ratio', 'crescimento_tarifa_aa_pct', 'margem_parcela_pct']), ...flatFacts(output, ['versao']) } }],
  releaseCashback: one('cashback', 'proposta', 'propostaId', ['data_liberacao']),
  recordCashbackPayouts: batch('cashback', ['data_pagamento', 'valor_centavos']),
  recordCashbackClawback: (input) => [{ acao: 'cashback', alvo: { tipo: 'proposta', id: text(input['propostaId']) }, detalhe: { operacao: 'estorno', ...flatFacts(input, ['motivo']) } }],
  recordCashbackRecovery: (input) => [{ acao: 'cashback', alvo: { tipo: 'proposta', id: text(input['propostaId']) }, detalhe: { operacao: 'recuperacao', ...flatFacts(input, ['data_recuperacao', 'referencia']) } }],
  startTrancheVerification: (input) => [{ acao: 'repasse', alvo: { tipo: 'proposta', id: text(input['propostaId']) }, detalhe: { operacao: 'verificacao', ...flatFacts(input, ['parcela']) } }],
  acceptTranche: (input) => [{ acao: 'repasse', alvo: { tipo: 'proposta', id: text(input['propostaId']) }, detalhe: { operacao: 'aceite', ...flatFacts(input, ['parcela']) } }],
  refuseTranche: (input) => [{ acao: 'repasse', alvo: { tipo: 'proposta', id: text(input['propostaId']) }, detalhe: { operacao: 'recusa', ...flatFacts(input, ['parcela', 'motivo']) } }],
  recordTranchePayouts: batch('repasse', ['parcela', 'data_pagamento', 'valor_centavos']),
  deactivateMember: (input) => [{ acao: 'membro', alvo: { tipo: 'membro', id: text(input['uid']) }, detalhe: { ativo: false } }],
  reactivateMember: (input) => [{ acao: 'membro', alvo: { tipo: 'membro', id: text(input['uid']) }, detalhe: { ativo: true } }],
  changeMemberRole: one('papel', 'membro', 'uid', ['papel']),
  startExport: (input, output) => [{ acao: 'exportacao', alvo: { tipo: 'exportacao', id: text(output['id']) }, detalhe: flatFacts(input, ['tipo', 'formato']) }],
  createNotice: (input) => [{ acao: 'aviso', alvo: { tipo: 'aviso', id: text(input['noticeId']) }, detalhe: { operacao: 'publicado', ...flatFacts(input, ['titulo']) } }],
  deleteNotice: (input) => [{ acao: 'aviso', alvo: { tipo: 'aviso', id: text(input['noticeId']) }, detalhe: { operacao: 'excluido' } }],
  updateContractTemplate: (_input, output) => [{ acao: 'contrato', alvo: { tipo: 'configuracao', id: 'modelo_contrato' }, detalhe: { operacao: 'modelo', ...flatFacts(output, ['versao']) } }],
  generateContract: (input, output) => [{ acao: 'contrato', alvo: { tipo: 'proposta', id: text(input['propostaId']) }, detalhe: { operacao: 'gerado', ...flatFacts(output, ['contratoId']) } }],
} satisfies Record<string, Describe>;

export type AuditedCommand = keyof typeof auditedCommands;

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/**
 * Commands an integrator runs on its own records too, audited when an admin runs them (the trail
 * is the admins' changes; the owner's own mark is in the proposal's history).
 */
const auditedForAdminsOnly: ReadonlySet<AuditedCommand> = new Set<AuditedCommand>(['markMilestone']);

/**
 * The drafts `command` writes for this accepted input and answer, run by an actor of `role` (none
 * when it changed nothing, a move to the same column, or when an integrator ran an admins-only one).
 */
export function auditDraftsOf(command: AuditedCommand, input: unknown, output: unknown, role: Actor['role']): AuditDraft[] {
  const answer = record(output);
  if (answer['moved'] === false || (role !== 'admin' && auditedForAdminsOnly.has(command))) return [];
  return auditedCommands[command](record(input), answer).filter((draft) => draft.alvo.id !== '');
}

/** A target's label and company, as the writer reads them from the target's document. */
export function auditTargetFacts(tipo: AuditTargetKind, id: string, doc: Record<string, unknown> | null): { rotulo: string; integrador_id: string | null } {
  const name = (key: string) => (doc && typeof doc[key] === 'string' && doc[key] ? (doc[key] as string) : id);
  switch (tipo) {
    case 'proposta':
      return { rotulo: name('cliente_nome'), integrador_id: doc && typeof doc['integrador_id'] === 'string' ? doc['integrador_id'] : null };
    case 'integrador':
      return { rotulo: name('nome_empresa'), integrador_id: id };
    case 'membro':
      return { rotulo: name('nome'), integrador_id: doc && typeof doc['empresa'] === 'string' ? doc['empresa'] : null };
    case 'linha_credito':
      return { rotulo: name('nome'), integrador_id: null };
    case 'aviso':
      return { rotulo: name('titulo'), integrador_id: null };
    default:
      return { rotulo: id, integrador_id: null };
  }
}

/** The collection each target kind is read from (null: nothing to read, the id is the label). */
export const auditTargetCollections: Record<AuditTargetKind, string | null> = {
  proposta: 'propostas',
  integrador: 'integradores',
  membro: 'membros',
  linha_credito: 'linhas_credito',
  aviso: 'avisos',
  exportacao: null,
  contrato: null,
  configuracao: null,
};

/** The settings documents admins write from the client (config/{id}); the callables' own (modelo_contrato) are audited by them. */
export const clientWrittenConfigIds = ['sla', 'instalacao', 'repasses'] as const;

/**
 * A config/{id} change's draft: which settings and which of their fields changed (values are not
 * personal, but kept small). A later unstamped change (a script's) is the system's.
 */
export function configDraftOf(id: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditDraft | null {
  if (!(clientWrittenConfigIds as readonly string[]).includes(id) || !after) return null;
  // Created without an admin's stamp: the settings a deploy or the demo seed starts with, not a change.
  if (!before && typeof after['updated_by'] !== 'string') return null;
  const stamp = new Set(['updated_by', 'updated_at']);
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])].filter((key) => !stamp.has(key));
  const changed = keys.filter((key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after[key] ?? null)).sort();
  if (changed.length === 0) return null;
  return { acao: 'configuracao', alvo: { tipo: 'configuracao', id }, detalhe: { campos: changed.join(', ').slice(0, detailTextMax) } };
}
