import { describe, expect, it } from 'vitest';
import type { Actor } from '../handlers/actor';
import { completeIntegrator } from '../test-fixtures';
import { auth } from '../messages';
import { cashbackText as text } from './cashback-text';
import { maskedPixKey, reauthWindowSeconds, savePayoutDestination as save, type SavePayoutDestinationContext } from './payout-destination';

const me: Actor = { uid: 'int-1', role: 'integrador' };
const NOW = Date.UTC(2026, 10, 26, 15);
const justNow = NOW / 1000 - 30;
const input = {
  pix: { tipo: 'email', chave: ' Financeiro@SolNascente.com.br ' },
  conta_bancaria: { banco: '341', agencia: '0001', conta: '12345', digito: 'x', tipo: 'corrente' },
};

const approved = completeIntegrator({ status: 'aprovado' });
/** The positional shape the cases read best in; the company approved unless a case says otherwise. */
const savePayoutDestination = (input: unknown, actor: SavePayoutDestinationContext['actor'], authTimeSeconds: number | null, now: number, cashbackDue: boolean, company: SavePayoutDestinationContext['company'] = approved) =>
  save({ input, actor, company, authTimeSeconds, now, cashbackDue });

describe('saving the payout destination', () => {
  it('stores the key in its DICT form, in the caller’s name, flagged when cashback is due', () => {
    expect(savePayoutDestination(input, me, justNow, NOW, true)).toEqual({
      id: 'int-1', pix: { tipo: 'email', chave: 'financeiro@solnascente.com.br' },
      conta_bancaria: { banco: '341', agencia: '0001', conta: '12345', digito: 'X', tipo: 'corrente' },
      atualizado_em: NOW, alterado_com_pagamento_pendente: true,
    });
  });

  it('needs a password re-entered in the last five minutes', () => {
    expect(() => savePayoutDestination(input, me, NOW / 1000 - reauthWindowSeconds - 1, NOW, false)).toThrow(text.reauthRequired);
    expect(() => savePayoutDestination(input, me, null, NOW, false)).toThrow(text.reauthRequired);
    expect(savePayoutDestination(input, me, NOW / 1000 - reauthWindowSeconds, NOW, false).id).toBe('int-1');
  });

  it('refuses a key of the wrong shape at its field, and anyone but an integrator', () => {
    expect(() => savePayoutDestination({ ...input, pix: { tipo: 'cpf', chave: '123' } }, me, justNow, NOW, false)).toThrow();
    expect(() => savePayoutDestination(input, { uid: 'a', role: 'admin' }, justNow, NOW, false)).toThrow(auth.integratorsOnly);
  });

  it('refuses a company that is not approved, or has no record (issue 45)', () => {
    for (const status of ['pendente_cadastro', 'pendente_documentacao', 'pendente_aprovacao', 'rejeitado']) {
      expect(() => savePayoutDestination(input, me, justNow, NOW, false, completeIntegrator({ status }))).toThrow(text.payoutApprovedOnly);
    }
    expect(() => savePayoutDestination(input, me, justNow, NOW, false, null)).toThrow(expect.objectContaining({ code: 'permission-denied', message: text.payoutApprovedOnly }));
    // A member is not the titular: refused by role before the company is looked at.
    expect(() => savePayoutDestination(input, { uid: 'vend-1', role: 'integrador', empresa: 'int-1', papel: 'vendedor', nome: 'B' }, justNow, NOW, false)).toThrow();
  });

  it('shows only the key’s type and last characters', () => {
    expect(maskedPixKey({ tipo: 'email', chave: 'financeiro@solnascente.com.br' })).toBe('EMAIL terminada em m.br');
    expect(maskedPixKey({ tipo: 'aleatoria', chave: '123e4567-e89b-42d3-a456-426614174000' })).toBe('chave aleatória terminada em 4000');
  });
});
