/** The admin's commands on an integrator: approve, reject (with a reason), edit. */
import { DomainError } from '../errors';
import { parseCommand } from './parse';
import { effectiveStatus } from '../integrator-status';
import { adminIntegrators } from '../messages';
import type { Integrator, Millis } from '../model';
import { adminIntegratorEditInput, approveInput, rejectInput } from '../schemas/misc';
import { requireAdmin, type Actor } from './actor';
import type { HistoryWrite, IntegratorWrites } from './integrator-profile';


/** Approve and reject are offered only on records awaiting approval (legacy pendente included). */
function requireAwaitingApproval(current: Integrator | null): Integrator {
  if (!current) throw new DomainError('not-found', adminIntegrators.notFound);
  if (effectiveStatus(current.status) !== 'pendente_aprovacao') {
    throw new DomainError('failed-precondition', 'Este integrador não está aguardando aprovação.');
  }
  return current;
}

export function approveIntegrator(current: Integrator | null, input: unknown, actor: Actor | null, now: Millis): IntegratorWrites {
  const admin = requireAdmin(actor);
  parseCommand(approveInput, input);
  const record = requireAwaitingApproval(current);
  const history: HistoryWrite = { de: record.status, para: 'aprovado', por: admin.uid, motivo: null, em: now };
  return { patch: { status: 'aprovado', motivo_rejeicao: null, updated_at: now }, history };
}

export function rejectIntegrator(current: Integrator | null, input: unknown, actor: Actor | null, now: Millis): IntegratorWrites {
  const admin = requireAdmin(actor);
  const { motivo } = parseCommand(rejectInput, input);
  const record = requireAwaitingApproval(current);
  const history: HistoryWrite = { de: record.status, para: 'rejeitado', por: admin.uid, motivo, em: now };
  return { patch: { status: 'rejeitado', motivo_rejeicao: motivo, updated_at: now }, history };
}

/** The edit dialog's fields, validated (CNPJ check digits, CEP, phone, e-mail); never the status. */
export function editIntegrator(current: Integrator | null, input: unknown, actor: Actor | null, now: Millis): IntegratorWrites {
  requireAdmin(actor);
  const { integratorId: _id, ...fields } = parseCommand(adminIntegratorEditInput, input);
  if (!current) throw new DomainError('not-found', adminIntegrators.notFound);
  return { patch: { ...fields, updated_at: now }, history: null };
}
