import { describe, expect, it } from 'vitest';
import type { Actor } from '../handlers/actor';
import { auth } from '../messages';
import { cashbackText as text } from './cashback-text';
import type { CashbackEntry } from './ledger';
import { payoutBatchLimit, payoutBatchProposalIds, recordPayouts } from './payout-batch';
import { onApproval, releaseCredit, type Approval } from './transitions';

const admin: Actor = { uid: 'admin-1', role: 'admin' };
const APPROVED = Date.UTC(2026, 11, 18, 15);
const NOW = Date.UTC(2027, 0, 20, 15);
const rate = { valor: 150, versao: 1 };

/** A proposal's ledger, approved and released. */
function releasedLedger(propostaId: string): CashbackEntry[] {
  const approval: Approval = { propostaId, integradorId: 'int-1', aprovadaEm: APPROVED, linha: 'financiamento_solar_tradicional', baseCentavos: 50_000_00 };
  const forecast = onApproval([], approval, rate);
  if (!forecast) throw new Error('no forecast');
  return [forecast, releaseCredit([forecast], { propostaId, data_liberacao: '2026-12-22' }, admin, NOW)];
}

const payout = (propostaId: string, referencia = 'E00000000202612301030ABCDEFGHIJK') => ({ propostaId, data_pagamento: '2026-12-30', valor_centavos: 750_00, forma: 'pix', referencia });
const ledgers = new Map([['propostaAAAA0001', releasedLedger('propostaAAAA0001')], ['propostaBBBB0002', releasedLedger('propostaBBBB0002')]]);

describe('a batch of payouts', () => {
  it('pays every one, in order', () => {
    const entries = recordPayouts(ledgers, { pagamentos: [payout('propostaAAAA0001'), payout('propostaBBBB0002')] }, admin, NOW);
    expect(entries.map((entry) => entry.id)).toEqual(['propostaAAAA0001:1:paga', 'propostaBBBB0002:1:paga']);
  });

  it('or none: the first refusal names its proposal', () => {
    const paidTwice = { pagamentos: [payout('propostaAAAA0001'), payout('propostaBBBB0002', 'E0000')] };
    expect(() => recordPayouts(ledgers, paidTwice, admin, NOW)).toThrow(`Proposta #BBBB0002: ${text.endToEndInvalid}`);
    const unknown = { pagamentos: [payout('propostaCCCC0003')] };
    expect(() => recordPayouts(ledgers, unknown, admin, NOW)).toThrow(`Proposta #CCCC0003: ${text.notFound}`);
  });

  it('refuses an empty batch, one past the limit, a repeated proposal and a non-admin', () => {
    expect(() => payoutBatchProposalIds({ pagamentos: [] }, admin)).toThrow(text.batchEmpty);
    const many = Array.from({ length: payoutBatchLimit + 1 }, (_, n) => payout(`proposta${String(n).padStart(8, '0')}`));
    expect(() => payoutBatchProposalIds({ pagamentos: many }, admin)).toThrow(text.batchTooLarge(payoutBatchLimit));
    expect(() => payoutBatchProposalIds({ pagamentos: [payout('propostaAAAA0001'), payout('propostaAAAA0001')] }, admin)).toThrow(text.batchDuplicate);
    expect(() => payoutBatchProposalIds({ pagamentos: [payout('propostaAAAA0001')] }, { uid: 'int-1', role: 'integrador' })).toThrow(auth.adminsOnly);
  });
});
