/**
 * The admin's 'marcar como pagos' (issue 27): several payouts in one command, all or nothing. Each
 * is checked as a single payout is (recordPayout); the first refusal names its proposal and
 * nothing is written. A proposal may appear once per batch.
 */
import { z } from 'zod';
import { DomainError, isDomainError } from '../errors';
import { requireAdmin, type Actor } from '../handlers/actor';
import { parseCommand } from '../handlers/parse';
import type { Millis } from '../model';
import { shortId } from '../proposal-status';
import { cashbackText as text } from './cashback-text';
import type { CashbackEntry, PayoutEntry } from './ledger';
import { recordPayout, type PayoutInput } from './transitions';
import { idField } from '../schemas/common';

export const payoutBatchLimit = 50;

/** The batch's shape: each payout is then checked in full by recordPayout, its refusal named by its proposal. */
export const payoutBatchInput = z.object({
  pagamentos: z
    .array(z.looseObject({ propostaId: idField }), { error: text.batchEmpty })
    .min(1, { error: text.batchEmpty })
    .max(payoutBatchLimit, { error: text.batchTooLarge(payoutBatchLimit) }),
});
export type PayoutBatchInput = { pagamentos: PayoutInput[] };

/** The proposals a batch names, in order, each once (a repeat is refused); parses the whole batch first. */
export function payoutBatchProposalIds(input: unknown, actor: Actor | null): string[] {
  requireAdmin(actor);
  const ids = parseCommand(payoutBatchInput, input).pagamentos.map((payout) => payout.propostaId);
  if (new Set(ids).size !== ids.length) throw new DomainError('invalid-argument', text.batchDuplicate);
  return ids;
}

/** Every payout's entry given each proposal's ledger, or the first refusal with its proposal named. */
export function recordPayouts(ledgers: ReadonlyMap<string, readonly CashbackEntry[]>, input: unknown, actor: Actor | null, now: Millis): PayoutEntry[] {
  payoutBatchProposalIds(input, actor);
  const { pagamentos } = parseCommand(payoutBatchInput, input);
  return pagamentos.map((payout) => {
    try {
      return recordPayout(ledgers.get(payout.propostaId) ?? [], payout, actor, now);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      throw new DomainError(error.code, text.batchItem(shortId(payout.propostaId), error.message), error.fields);
    }
  });
}
