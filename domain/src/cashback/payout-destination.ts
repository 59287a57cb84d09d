/**
 * Saving where the integrator's cashback is paid (issue 27): only after a password re-entry (the
 * sign-in the request carries is at most `reauthWindowSeconds` old), in the integrator's own name;
 * the owner is e-mailed, and a change while cashback is due is flagged on those cycles for the
 * admin who pays them.
 */
import { DomainError } from '../errors';
import { requireTitular, type Actor } from '../handlers/actor';
import { parseCommand } from '../handlers/parse';
import type { Millis } from '../model';
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

/** The integrator's new destination; `authTimeSeconds` is the sign-in time its request carries. */
export function savePayoutDestination(input: unknown, actor: Actor | null, authTimeSeconds: number | null, now: Millis, cashbackDue: boolean): StoredPayoutDestination {
  const caller = requireTitular(actor);
  if (authTimeSeconds === null || now / 1000 - authTimeSeconds > reauthWindowSeconds) throw new DomainError('failed-precondition', text.reauthRequired);
  const destination = parseCommand(payoutDestinationSchema, input);
  return { ...destination, id: caller.uid, atualizado_em: now, alterado_com_pagamento_pendente: cashbackDue };
}

/** The key as the e-mail and the admin show it: its type and the last characters only. */
export function maskedPixKey(key: PixKey): string {
  const visible = key.chave.slice(-4);
  return `${key.tipo === 'aleatoria' ? 'chave aleatória' : key.tipo.toUpperCase()} terminada em ${visible}`;
}
