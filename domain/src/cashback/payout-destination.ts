/**
 * Saving where the integrator's cashback is paid (issue 27): only after a password re-entry (the
 * sign-in the request carries is at most `reauthWindowSeconds` old), in the integrator's own name;
 * the owner is e-mailed, and a change while cashback is due is flagged on those cycles for the
 * admin who pays them. Only an approved company has cashback to be paid, so only it saves one
 * (issue 45): a pending or rejected sign-up cannot plant a destination before its approval.
 */
import { DomainError } from '../errors';
import { requireTitular, type Actor } from '../handlers/actor';
import { parseCommand } from '../handlers/parse';
import { effectiveStatus } from '../integrator-status';
import type { Integrator, Millis } from '../model';
import { cashbackText as text } from './cashback-text';
import { payoutDestinationSchema, type PayoutDestination, type PixKey } from './pix-key';

/** How recent the password re-entry must be. */
export const reauthWindowSeconds = 5 * 60;

/** dados_pagamento/{uid} */
export interface StoredPayoutDestination extends PayoutDestination {
  id: string;
  atualizado_em: Millis;
  /** Whether cashback was due ('a pagar') when it changed: the admin checks before paying. */
  alterado_com_pagamento_pendente: boolean;
}

export interface SavePayoutDestinationContext {
  input: unknown;
  actor: Actor | null;
  /** integradores/{the caller's uid}, null when missing. */
  company: Pick<Integrator, 'status'> | null;
  /** The sign-in time the request carries (the ID token's auth_time), null when absent. */
  authTimeSeconds: number | null;
  now: Millis;
  /** Whether cashback is due ('a pagar') to the caller. */
  cashbackDue: boolean;
}

/** The integrator's new destination, for an approved company's titular after a recent sign-in. */
export function savePayoutDestination({ input, actor, company, authTimeSeconds, now, cashbackDue }: SavePayoutDestinationContext): StoredPayoutDestination {
  const caller = requireTitular(actor);
  if (!company || effectiveStatus(company.status) !== 'aprovado') throw new DomainError('permission-denied', text.payoutApprovedOnly);
  if (authTimeSeconds === null || now / 1000 - authTimeSeconds > reauthWindowSeconds) throw new DomainError('failed-precondition', text.reauthRequired);
  const destination = parseCommand(payoutDestinationSchema, input);
  return { ...destination, id: caller.uid, atualizado_em: now, alterado_com_pagamento_pendente: cashbackDue };
}

/** The key as the e-mail and the admin show it: its type and the last characters only. */
export function maskedPixKey(key: PixKey): string {
  const visible = key.chave.slice(-4);
  return `${key.tipo === 'aleatoria' ? 'chave aleatória' : key.tipo.toUpperCase()} terminada em ${visible}`;
}
