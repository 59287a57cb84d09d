import { describe, expect, it } from 'vitest';
import type { Actor } from '../handlers/actor';
import { auth, validation } from '../messages';
import type { Proposal } from '../model';
import { cashbackText as text } from './cashback-text';
import { currentCashback, type CashbackEntry } from './ledger';
import {
  cashbackBasisOf, cashbackEventOf, onApproval, onRejection, recordClawback, recordPayout, recordRecovery, releaseCredit, type Approval,
} from './transitions';

const admin: Actor = { uid: 'admin-1', role: 'admin' };
const integrator: Actor = { uid: 'int-1', role: 'integrador' };
/** 18/12/2026 12:00 in São Paulo. */
const APPROVED = Date.UTC(2026, 11, 18, 15);
/** 20/01/2027 12:00 in São Paulo. */
const NOW = Date.UTC(2027, 0, 20, 15);
const rate = { valor: 150, versao: 3 };
const approval: Approval = { propostaId: 'p1', integradorId: 'int-1', aprovadaEm: APPROVED, linha: 'financiamento_solar_tradicional', baseCentavos: 50_000_00 };
const release = { propostaId: 'p1', data_liberacao: '2026-12-22' };
const payout = { propostaId: 'p1', data_pagamento: '2026-12-30', valor_centavos: 750_00, forma: 'pix', referencia: 'E00000000202612301030ABCDEFGHIJK' };

/** The ledger after appending what a transition returned (a null appends nothing). */
const append = (ledger: readonly CashbackEntry[], entry: CashbackEntry | null): CashbackEntry[] => (entry ? [...ledger, entry] : [...ledger]);

const approved = () => append([], onApproval([], approval, rate));
const released = () => append(approved(), releaseCredit(approved(), release, admin, NOW));
const paid = () => append(released(), recordPayout(released(), payout, admin, NOW));

describe('the cashback of one proposal, approval to payout', () => {
  it('approval writes a prevista of rate × base with the rate version, once', () => {
    const entry = onApproval([], approval, rate);
    expect(entry).toEqual({
      id: 'p1:1:prevista', proposta_id: 'p1', integrador_id: 'int-1', ciclo: 1, valor_centavos: 750_00, registrado_por: 'sistema', registrado_em: APPROVED,
      tipo: 'prevista', linha: 'financiamento_solar_tradicional', taxa_bps: 150, taxa_versao: 3, base_centavos: 50_000_00, aprovada_em: APPROVED,
    });
    // The same event again, or the proposal back in 'aprovada' later: nothing.
    expect(onApproval(approved(), approval, rate)).toBeNull();
    expect(onApproval(approved(), { ...approval, aprovadaEm: APPROVED + 86_400_000 }, { valor: 300, versao: 4 })).toBeNull();
  });

  it('a line without cashback, or a cashback under half a centavo, writes nothing', () => {
    expect(onApproval([], approval, null)).toBeNull();
    expect(onApproval([], approval, { valor: 0, versao: 1 })).toBeNull();
    expect(onApproval([], { ...approval, baseCentavos: 33 }, rate)).toBeNull();
  });

  it('release makes it a pagar, due 7 business days later (Christmas and New Year skipped)', () => {
    expect(releaseCredit(approved(), release, admin, NOW)).toEqual({
      id: 'p1:1:a_pagar', proposta_id: 'p1', integrador_id: 'int-1', ciclo: 1, valor_centavos: 750_00, registrado_por: 'admin-1', registrado_em: NOW,
      tipo: 'a_pagar', data_liberacao: '2026-12-22', vencimento: '2027-01-04', aprovada_em: APPROVED,
    });
    // The names recorded at approval follow on each later entry (issue 45: the statement names every proposal).
    const named = append([], onApproval([], { ...approval, clienteNome: 'João Pereira', nomeEmpresa: 'Sol Nascente' }, rate));
    expect(releaseCredit(named, release, admin, NOW)).toMatchObject({ cliente_nome: 'João Pereira', nome_empresa: 'Sol Nascente', aprovada_em: APPROVED });
  });

  it('the payout records date, method and reference', () => {
    expect(recordPayout(released(), payout, admin, NOW)).toMatchObject({
      id: 'p1:1:paga', tipo: 'paga', valor_centavos: 750_00, vencimento: '2027-01-04', data_pagamento: '2026-12-30', forma: 'pix',
      referencia: 'E00000000202612301030ABCDEFGHIJK', registrado_por: 'admin-1',
    });
    expect(recordPayout(released(), { ...payout, forma: 'transferencia', referencia: '  TED 000123  ' }, admin, NOW)).toMatchObject({ referencia: 'TED 000123' });
    expect(currentCashback(paid())).toMatchObject({ situacao: 'paga', data_pagamento: '2026-12-30' });
  });

  it('a release and a payout dated today are accepted (São Paulo day)', () => {
    // 03:30 UTC on the 20th is 00:30 of the 20th in São Paulo: the 20th is today.
    const justAfterMidnight = Date.UTC(2027, 0, 20, 3, 30);
    expect(releaseCredit(approved(), { ...release, data_liberacao: '2027-01-20' }, admin, justAfterMidnight).vencimento).toBe('2027-01-29');
    // 02:30 UTC on the 20th is 23:30 of the 19th in São Paulo: the 20th is still tomorrow.
    expect(() => releaseCredit(approved(), { ...release, data_liberacao: '2027-01-20' }, admin, Date.UTC(2027, 0, 20, 2, 30))).toThrow(text.releaseFuture);
  });
});

describe('refused commands write nothing and say why', () => {
  const refusal = (run: () => unknown, message: string, code: string) => expect(run).toThrow(expect.objectContaining({ message, code }));

  it('a payout of an entry that is not a pagar, or twice', () => {
    refusal(() => recordPayout(approved(), payout, admin, NOW), text.payoutNotReleased, 'failed-precondition');
    refusal(() => recordPayout(paid(), payout, admin, NOW), text.alreadyPaid, 'failed-precondition');
    refusal(() => recordPayout([], payout, admin, NOW), text.notFound, 'not-found');
    const reversed = append(approved(), onRejection(approved(), { propostaId: 'p1', reprovadaEm: APPROVED + 1, motivo: null }));
    refusal(() => recordPayout(reversed, payout, admin, NOW), text.reversed, 'failed-precondition');
  });

  it('a payout dated in the future or before the release', () => {
    const error = (() => {
      try {
        recordPayout(released(), { ...payout, data_pagamento: '2027-01-21' }, admin, NOW);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toMatchObject({ code: 'invalid-argument', message: text.payoutFuture, fields: { data_pagamento: text.payoutFuture } });
    refusal(() => recordPayout(released(), { ...payout, data_pagamento: '2026-12-21' }, admin, NOW), text.payoutBeforeRelease, 'invalid-argument');
    refusal(() => recordPayout(released(), { ...payout, data_pagamento: '2026-02-30' }, admin, NOW), validation.dateInvalid, 'invalid-argument');
    refusal(() => recordPayout(released(), { ...payout, data_pagamento: '30/12/2026' }, admin, NOW), validation.dateInvalid, 'invalid-argument');
  });

  it('a negative, zero, fractional or different amount', () => {
    refusal(() => recordPayout(released(), { ...payout, valor_centavos: -750_00 }, admin, NOW), text.payoutAmountPositive, 'invalid-argument');
    refusal(() => recordPayout(released(), { ...payout, valor_centavos: 0 }, admin, NOW), text.payoutAmountPositive, 'invalid-argument');
    refusal(() => recordPayout(released(), { ...payout, valor_centavos: 750.5 }, admin, NOW), validation.integerInvalid, 'invalid-argument');
    refusal(() => recordPayout(released(), { ...payout, valor_centavos: 700_00 }, admin, NOW), 'O valor pago deve ser igual ao cashback a pagar (R$ 750,00).', 'invalid-argument');
  });

  it('a PIX payout without a well-formed end-to-end id, a transfer without reference', () => {
    refusal(() => recordPayout(released(), { ...payout, referencia: 'E0000000020261230103' }, admin, NOW), text.endToEndInvalid, 'invalid-argument');
    refusal(() => recordPayout(released(), { ...payout, referencia: '' }, admin, NOW), text.endToEndInvalid, 'invalid-argument');
    refusal(() => recordPayout(released(), { ...payout, forma: 'transferencia', referencia: '   ' }, admin, NOW), text.referenceRequired, 'invalid-argument');
    refusal(() => recordPayout(released(), { ...payout, forma: 'boleto' }, admin, NOW), validation.required, 'invalid-argument');
  });

  it('a release twice, in the future, before the approval, or of a reversed cashback', () => {
    refusal(() => releaseCredit(released(), release, admin, NOW), text.alreadyReleased, 'failed-precondition');
    refusal(() => releaseCredit(paid(), release, admin, NOW), text.alreadyReleased, 'failed-precondition');
    refusal(() => releaseCredit(approved(), { ...release, data_liberacao: '2027-01-21' }, admin, NOW), text.releaseFuture, 'invalid-argument');
    refusal(() => releaseCredit(approved(), { ...release, data_liberacao: '2026-12-17' }, admin, NOW), text.releaseBeforeApproval, 'invalid-argument');
    const reversed = append(approved(), onRejection(approved(), { propostaId: 'p1', reprovadaEm: APPROVED + 1, motivo: null }));
    refusal(() => releaseCredit(reversed, release, admin, NOW), text.reversed, 'failed-precondition');
    refusal(() => releaseCredit([], release, admin, NOW), text.notFound, 'not-found');
  });

  it('only admins run the commands', () => {
    refusal(() => releaseCredit(approved(), release, integrator, NOW), auth.adminsOnly, 'permission-denied');
    refusal(() => recordPayout(released(), payout, integrator, NOW), auth.adminsOnly, 'permission-denied');
    refusal(() => recordClawback(paid(), { propostaId: 'p1', motivo: 'x' }, null, NOW), auth.mustBeAuthenticated, 'unauthenticated');
  });

  it('a clawback needs a paid cashback and a reason, once', () => {
    refusal(() => recordClawback(released(), { propostaId: 'p1', motivo: 'Contrato cancelado' }, admin, NOW), text.clawbackNotPaid, 'failed-precondition');
    refusal(() => recordClawback(paid(), { propostaId: 'p1', motivo: '  ' }, admin, NOW), validation.required, 'invalid-argument');
    const clawedBack = append(paid(), recordClawback(paid(), { propostaId: 'p1', motivo: 'Contrato cancelado' }, admin, NOW));
    expect(clawedBack.at(-1)).toMatchObject({ id: 'p1:1:clawback', tipo: 'clawback', origem: 'admin', motivo: 'Contrato cancelado', reprovada_em: null, valor_centavos: 750_00 });
    refusal(() => recordClawback(clawedBack, { propostaId: 'p1', motivo: 'De novo' }, admin, NOW), text.alreadyClawedBack, 'failed-precondition');
    refusal(() => recordPayout(clawedBack, payout, admin, NOW), text.alreadyPaid, 'failed-precondition');
  });

  it('the recovery of a clawed-back cashback: once, dated between the clawback and today, with a reference (issue 45)', () => {
    const recovery = { propostaId: 'p1', data_recuperacao: '2027-01-20', referencia: ' TED 77 ' };
    refusal(() => recordRecovery(paid(), recovery, admin, NOW), text.recoveryNotClawedBack, 'failed-precondition');
    refusal(() => recordRecovery([], recovery, admin, NOW), text.notFound, 'not-found');
    const clawedBack = append(paid(), recordClawback(paid(), { propostaId: 'p1', motivo: 'Contrato cancelado' }, admin, NOW - 86_400_000));
    refusal(() => recordRecovery(clawedBack, recovery, integrator, NOW), auth.adminsOnly, 'permission-denied');
    refusal(() => recordRecovery(clawedBack, { ...recovery, data_recuperacao: '2027-01-21' }, admin, NOW), text.recoveryFuture, 'invalid-argument');
    refusal(() => recordRecovery(clawedBack, { ...recovery, data_recuperacao: '2027-01-18' }, admin, NOW), text.recoveryBeforeClawback, 'invalid-argument');
    refusal(() => recordRecovery(clawedBack, { ...recovery, referencia: '  ' }, admin, NOW), text.referenceRequired, 'invalid-argument');
    const entry = recordRecovery(clawedBack, recovery, admin, NOW);
    expect(entry).toMatchObject({ id: 'p1:1:recuperada', tipo: 'recuperada', data_recuperacao: '2027-01-20', referencia: 'TED 77', valor_centavos: 750_00 });
    const recovered = append(clawedBack, entry);
    // The payout's record stays as it was: the cycle still says when and how it was paid.
    expect(currentCashback(recovered)).toMatchObject({ situacao: 'recuperada', data_pagamento: '2026-12-30', referencia: 'E00000000202612301030ABCDEFGHIJK', data_recuperacao: '2027-01-20' });
    refusal(() => recordRecovery(recovered, recovery, admin, NOW), text.alreadyRecovered, 'failed-precondition');
    refusal(() => recordClawback(recovered, { propostaId: 'p1', motivo: 'De novo' }, admin, NOW), text.alreadyClawedBack, 'failed-precondition');
  });
});

describe('rejection: reversal before payment, clawback after, never an edit', () => {
  const REJECTED = APPROVED + 3 * 86_400_000;
  const rejection = { propostaId: 'p1', reprovadaEm: REJECTED, motivo: 'Renda insuficiente' };

  it('reverses a prevista, keeping every earlier entry as it was', () => {
    const before = approved();
    const entry = onRejection(before, rejection);
    expect(entry).toMatchObject({ id: 'p1:1:estornada', tipo: 'estornada', de: 'prevista', vencimento: null, valor_centavos: 750_00, reprovada_em: REJECTED, motivo: 'Renda insuficiente', registrado_por: 'sistema' });
    expect(append(before, entry).slice(0, before.length)).toEqual(approved());
    expect(onRejection(append(before, entry), rejection)).toBeNull();
  });

  it('reverses an a pagar with its due date (the counters need it)', () => {
    expect(onRejection(released(), rejection)).toMatchObject({ tipo: 'estornada', de: 'a_pagar', vencimento: '2027-01-04' });
  });

  it('claws back a paid cashback with the rejection reason, or a default one', () => {
    expect(onRejection(paid(), rejection)).toMatchObject({ id: 'p1:1:clawback', tipo: 'clawback', origem: 'reprovacao', motivo: 'Renda insuficiente', reprovada_em: REJECTED });
    expect(onRejection(paid(), { ...rejection, motivo: ' ' })).toMatchObject({ motivo: text.clawbackOnRejection });
  });

  it('ignores a rejection with no cashback, or older than the approval (late delivery)', () => {
    expect(onRejection([], rejection)).toBeNull();
    expect(onRejection(approved(), { ...rejection, reprovadaEm: APPROVED - 1 })).toBeNull();
    expect(onRejection(approved(), { ...rejection, reprovadaEm: APPROVED })).toBeNull();
  });

  it('a later approval opens the next cycle; replays of the old events write nothing', () => {
    const reversed = append(approved(), onRejection(approved(), rejection));
    const REAPPROVED = REJECTED + 86_400_000;
    const second = onApproval(reversed, { ...approval, aprovadaEm: REAPPROVED }, { valor: 200, versao: 4 });
    expect(second).toMatchObject({ id: 'p1:2:prevista', ciclo: 2, valor_centavos: 1_000_00, taxa_versao: 4 });
    const ledger = append(reversed, second);
    expect(onApproval(ledger, approval, rate)).toBeNull();
    expect(onApproval(reversed, approval, rate)).toBeNull();
    expect(onRejection(ledger, rejection)).toBeNull();
    expect(currentCashback(ledger)).toMatchObject({ ciclo: 2, situacao: 'prevista' });
  });

  it('the money clawed back on a rejection can be recovered after a re-approval opened the next cycle', () => {
    const clawedBack = append(paid(), onRejection(paid(), { ...rejection, reprovadaEm: NOW - 2 * 86_400_000 }));
    const reopened = append(clawedBack, onApproval(clawedBack, { ...approval, aprovadaEm: NOW - 86_400_000 }, rate));
    const entry = recordRecovery(reopened, { propostaId: 'p1', data_recuperacao: '2027-01-20', referencia: 'TED 5' }, admin, NOW);
    expect(entry).toMatchObject({ id: 'p1:1:recuperada', ciclo: 1 });
    expect(currentCashback(append(reopened, entry))).toMatchObject({ ciclo: 2, situacao: 'prevista' });
  });

  it("an admin's clawback is final: a later approval does not pay again", () => {
    const clawedBack = append(paid(), recordClawback(paid(), { propostaId: 'p1', motivo: 'Contrato cancelado' }, admin, NOW));
    expect(onApproval(clawedBack, { ...approval, aprovadaEm: NOW + 1 }, rate)).toBeNull();
  });

  it('reads only the given proposal from a mixed ledger', () => {
    const other = onApproval([], { ...approval, propostaId: 'p2' }, rate);
    const mixed = append(approved(), other);
    expect(releaseCredit(mixed, release, admin, NOW).id).toBe('p1:1:a_pagar');
    expect(onRejection(mixed, { ...rejection, propostaId: 'p2' })).toMatchObject({ id: 'p2:1:estornada' });
  });
});

describe('replayed or duplicated events write nothing twice', () => {
  it('every transition, run again on the ledger it produced, writes nothing or refuses', () => {
    let ledger: CashbackEntry[] = [];
    const steps: (() => CashbackEntry | null)[] = [
      () => onApproval(ledger, approval, rate),
      () => releaseCredit(ledger, release, admin, NOW),
      () => recordPayout(ledger, payout, admin, NOW),
      () => onRejection(ledger, { propostaId: 'p1', reprovadaEm: NOW, motivo: 'Fraude' }),
    ];
    for (const step of steps) {
      const entry = step();
      expect(entry).not.toBeNull();
      ledger = append(ledger, entry);
      for (const again of steps) {
        let repeat: CashbackEntry | null = null;
        try {
          repeat = again();
        } catch {
          continue;
        }
        // A repeat may only be a no-op, or an entry of an id never written before.
        if (repeat) expect(ledger.map((written) => written.id)).not.toContain(repeat.id);
      }
    }
    expect(ledger.map((entry) => entry.id)).toEqual(['p1:1:prevista', 'p1:1:a_pagar', 'p1:1:paga', 'p1:1:clawback']);
  });

  it('two deliveries of one event build the same entry (same id, same content)', () => {
    expect(onApproval([], approval, rate)).toEqual(onApproval([], approval, rate));
    const rejection = { propostaId: 'p1', reprovadaEm: NOW, motivo: null };
    expect(onRejection(released(), rejection)).toEqual(onRejection(released(), rejection));
  });
});

describe('what a proposal write means for its cashback', () => {
  const snapshot = (status: string, patch: Partial<Proposal> = {}) => ({ status, updated_at: 9_000, status_desde: 8_000, ...patch });

  it('entering aprovada or reprovada, at the instant the status began', () => {
    expect(cashbackEventOf(snapshot('em_analise'), snapshot('aprovada'))).toEqual({ tipo: 'aprovacao', em: 8_000 });
    expect(cashbackEventOf(snapshot('aprovada'), snapshot('reprovada', { status_motivo: 'Sem renda' }))).toEqual({ tipo: 'reprovacao', em: 8_000, motivo: 'Sem renda' });
    expect(cashbackEventOf(snapshot('em_analise'), snapshot('reprovada'))).toEqual({ tipo: 'reprovacao', em: 8_000, motivo: null });
    expect(cashbackEventOf(null, { status: 'aprovada', updated_at: 9_000 })).toEqual({ tipo: 'aprovacao', em: 9_000 });
  });

  it('nothing for other moves, edits within a status, or a deletion', () => {
    expect(cashbackEventOf(snapshot('aprovada'), snapshot('aprovada', { updated_at: 10_000 }))).toBeNull();
    expect(cashbackEventOf(snapshot('aprovada'), snapshot('finalizada'))).toBeNull();
    expect(cashbackEventOf(snapshot('aprovada'), snapshot('em_analise'))).toBeNull();
    expect(cashbackEventOf(snapshot('aprovada'), null)).toBeNull();
  });

  it('the base is the financed amount: the saved simulation\'s and its line, else the system value less the down payment (issue 45)', () => {
    expect(cashbackBasisOf({ linha_credito: 'busque_melhor_opcao', valor_proposta: 40_000_00, valor_sistema: 40_000_00, valor_entrada: 5_000_00, simulacao: { linha: 'credito_consignado', financiado_centavos: 36_123_45 } as Proposal['simulacao'] })).toEqual({
      linha: 'credito_consignado',
      baseCentavos: 36_123_45,
    });
    // No simulation: never the whole system value when the down payment is known (an admin's offered value changes nothing).
    expect(cashbackBasisOf({ linha_credito: 'credito_fgts', valor_proposta: 45_000_00, valor_sistema: 40_000_00, valor_entrada: 15_000_00, simulacao: null })).toEqual({ linha: 'credito_fgts', baseCentavos: 25_000_00 });
    expect(cashbackBasisOf({ linha_credito: 'credito_fgts', valor_proposta: 40_000_00, valor_sistema: 40_000_00, valor_entrada: 0 })).toEqual({ linha: 'credito_fgts', baseCentavos: 40_000_00 });
    // A proposal stored before the down payment was: its value, as before.
    expect(cashbackBasisOf({ linha_credito: 'credito_fgts', valor_proposta: 40_000_00, valor_sistema: 40_000_00, simulacao: null })).toEqual({ linha: 'credito_fgts', baseCentavos: 40_000_00 });
  });
});
