import { describe, expect, it } from 'vitest';
import type { Actor } from '../handlers/actor';
import { evidenceLimits } from '../installation/milestones';
import { auth } from '../messages';
import type { Proposal } from '../model';
import { domainErrorOf } from '../test-fixtures';
import { currentFunding } from './ledger';
import { defaultFundingPlan } from './plan';
import { APPROVED, FINANCED, LINE, NOW, admin, bucket, installation, mark, owner, ownerRecord, proposal, upload } from './test-fixtures';
import {
  acceptTranche, fundingEventsOf, payoutBatchKeys, recordTranchePayouts, refuseTranche, requireFundable, requireFundableBatch, resubmitEvidence, startVerification, trancheResubmitInput,
} from './transitions';
import type { FundingEntry, FundingPlan } from './types';

const settings = { prazo_dias_uteis: 2 };
const DAY = 86_400_000;

/** The ledger after the trigger ran on `p` (and the entries it returned appended). */
const run = (ledger: readonly FundingEntry[], p: Proposal, plan: FundingPlan | null = null, at = NOW): FundingEntry[] => [...ledger, ...fundingEventsOf(ledger, p, plan, settings, at)];

const opened = () => run([], proposal());
/** Contract and equipment marked: tranches 1 and 2 released. */
const released = () => run(opened(), proposal({ instalacao: installation({ contrato_assinado: '2026-03-03', equipamento_comprado: '2026-03-05' }) }));
const verifying = () => [...released(), startVerification(released(), { propostaId: 'p1', parcela: 1 }, admin, NOW)];
const refusedLedger = () => [...verifying(), refuseTranche(verifying(), { propostaId: 'p1', parcela: 1, motivo: 'Contrato sem assinatura' }, admin, NOW)];
const accepted = () => [...verifying(), acceptTranche(verifying(), { propostaId: 'p1', parcela: 1 }, admin, NOW)];
const payout = (fields: Record<string, unknown> = {}) => ({
  propostaId: 'p1', parcela: 1, valor_centavos: 3_000_000, data_pagamento: '2026-03-19', forma: 'pix', referencia: 'E00000000202603191030ABCDEFGHIJK', ...fields,
});
const withDestination = new Map([['int-1', true]]);
const pay = (ledger: readonly FundingEntry[], pagamentos: unknown[], destinations = withDestination, actor: Actor = admin) =>
  recordTranchePayouts(new Map([['p1', ledger]]), destinations, { pagamentos }, actor, NOW);
const paid = () => [...accepted(), ...pay(accepted(), [payout()])];

const refusal = (fn: () => unknown) => {
  const error = domainErrorOf(fn);
  return [error.code, error.message];
};

describe('fundingEventsOf: the trigger', () => {
  it('approval opens cycle 1 with the line plan split into centavos, the remainder on the last tranche', () => {
    const [entry, ...rest] = fundingEventsOf([], proposal(), null, settings, NOW);
    expect(rest).toEqual([]);
    expect(entry).toEqual({
      id: 'p1:1:0', proposta_id: 'p1', integrador_id: 'int-1', ciclo: 1, seq: 0, registrado_por: 'sistema', registrado_em: APPROVED, tipo: 'plano',
      linha: LINE, plano_versao: 0, financiado_centavos: FINANCED, aprovada_em: APPROVED, cliente_nome: 'João Pereira', nome_empresa: 'Sol Nascente', criado_por: 'int-1',
      parcelas: [
        { marco: 'contrato_assinado', percentual_bps: 3000, valor_centavos: 3_000_000 },
        { marco: 'equipamento_comprado', percentual_bps: 4000, valor_centavos: 4_000_000 },
        { marco: 'sistema_conectado', percentual_bps: 3000, valor_centavos: 3_000_001 },
      ],
    });
  });

  it('uses the stored plan given, with its version', () => {
    const plan: FundingPlan = { ...defaultFundingPlan(LINE as never), versao: 4, parcelas: [{ marco: 'contrato_assinado', percentual_bps: 5000 }, { marco: 'instalacao_concluida', percentual_bps: 5000 }] };
    const [entry] = fundingEventsOf([], proposal(), plan, settings, NOW);
    expect(entry).toMatchObject({ plano_versao: 4, parcelas: [{ marco: 'contrato_assinado', valor_centavos: 5_000_000 }, { marco: 'instalacao_concluida', valor_centavos: 5_000_001 }] });
  });

  it('a zero financed amount, a proposal not approved, or none: nothing', () => {
    expect(fundingEventsOf([], proposal({ valor_sistema: 500_00 }), null, settings, NOW)).toEqual([]);
    expect(fundingEventsOf([], proposal({ status: 'em_analise' }), null, settings, NOW)).toEqual([]);
    expect(fundingEventsOf([], null, null, settings, NOW)).toEqual([]);
  });

  it('a replay on the state it produced finds nothing', () => {
    const p = proposal({ instalacao: installation({ contrato_assinado: '2026-03-03' }) });
    const ledger = run([], p);
    expect(ledger.map((entry) => entry.tipo)).toEqual(['plano', 'liberada']);
    expect(fundingEventsOf(ledger, p, null, settings, NOW + DAY)).toEqual([]);
  });

  it('a marked milestone releases its tranche: data = the mark\'s day, prazo = N business days after it (or after the day it was marked, if later)', () => {
    const p = proposal({ instalacao: installation({ contrato_assinado: '2026-03-03' }) });
    const events = fundingEventsOf(opened(), p, null, settings, NOW);
    expect(events).toEqual([{
      id: 'p1:1:1', proposta_id: 'p1', integrador_id: 'int-1', ciclo: 1, seq: 1, registrado_por: 'sistema', registrado_em: NOW, tipo: 'liberada',
      parcela: 1, valor_centavos: 3_000_000, data_liberacao: '2026-03-03', prazo: '2026-03-05',
    }]);
    // Declared for Friday 6th but marked on Monday 9th: the clock starts on the 9th.
    const late = proposal({ instalacao: { aprovada_em: APPROVED, marcos: { contrato_assinado: mark('2026-03-06', Date.parse('2026-03-09T15:00:00Z')) } } });
    expect(fundingEventsOf(opened(), late, null, { prazo_dias_uteis: 3 }, NOW)[0]).toMatchObject({ data_liberacao: '2026-03-06', prazo: '2026-03-12' });
  });

  it('an undone milestone blocks its unpaid tranche again with the undo\'s reason; a paid one stays paid', () => {
    const ledger = verifying();
    const undone = proposal({
      instalacao: { aprovada_em: APPROVED, marcos: { contrato_assinado: { estado: 'desfeito', desfeito_por: 'admin-1', desfeito_em: NOW, motivo: 'Contrato errado', anterior: mark('2026-03-03') } } },
    });
    expect(fundingEventsOf(ledger, undone, null, settings, NOW)).toMatchObject([{ tipo: 'bloqueada', parcela: 1, motivo: 'Contrato errado', seq: 4 }, { tipo: 'bloqueada', parcela: 2, motivo: null, seq: 5 }]);
    expect(fundingEventsOf(paid(), undone, null, settings, NOW)).toMatchObject([{ tipo: 'bloqueada', parcela: 2 }]);
  });

  it('rejection reverses every unpaid tranche (de = its situation) and claws back the paid ones, closing the cycle', () => {
    const rejected = proposal({ status: 'reprovada', status_desde: NOW, status_motivo: 'Fraude', instalacao: installation({ contrato_assinado: '2026-03-03', equipamento_comprado: '2026-03-05' }) });
    const events = fundingEventsOf(paid(), rejected, null, settings, NOW + DAY);
    expect(events).toMatchObject([
      { tipo: 'clawback', parcela: 1, motivo: 'Fraude', registrado_em: NOW },
      { tipo: 'estornada', parcela: 2, de: 'liberada', motivo: 'Fraude' },
      { tipo: 'estornada', parcela: 3, de: 'bloqueada', motivo: 'Fraude' },
    ]);
    const closed = [...paid(), ...events];
    expect(fundingEventsOf(closed, rejected, null, settings, NOW + DAY)).toEqual([]);
    // Without a reason: the default text on the clawback.
    expect(fundingEventsOf(paid(), { ...rejected, status_motivo: null }, null, settings, NOW)[0]).toMatchObject({ motivo: 'Proposta reprovada após o pagamento da parcela.' });
    // A rejection older than the cycle's approval (late delivery): nothing.
    expect(fundingEventsOf(paid(), { ...rejected, status_desde: APPROVED - 1 }, null, settings, NOW)).toEqual([]);
  });

  it('a newer approval after the rejection opens cycle 2 and releases what was marked before; an older one does not', () => {
    const marks = installation({ contrato_assinado: '2026-03-03' });
    const closed = run(opened(), proposal({ status: 'reprovada', status_desde: APPROVED + DAY }));
    expect(currentFunding(closed)?.parcelas.map((t) => t.situacao)).toEqual(['estornada', 'estornada', 'estornada']);
    const again = fundingEventsOf(closed, proposal({ status_desde: APPROVED + 2 * DAY, instalacao: marks }), null, settings, NOW);
    expect(again.map((entry) => [entry.id, entry.tipo])).toEqual([['p1:2:0', 'plano'], ['p1:2:1', 'liberada']]);
    expect(fundingEventsOf(closed, proposal({ status_desde: APPROVED, instalacao: marks }), null, settings, NOW)).toEqual([]);
  });

  it("a milestone marked before a re-approval is released with the clock from the re-approval's day, not already late", () => {
    const closed = run(opened(), proposal({ status: 'reprovada', status_desde: APPROVED + DAY }));
    // Re-approved on Monday 20/04/2026 (21/04 is Tiradentes); the contract was marked on 03/03, whose clock ran out on 05/03.
    const reapproved = Date.parse('2026-04-20T13:00:00Z');
    const again = fundingEventsOf(closed, proposal({ status_desde: reapproved, instalacao: installation({ contrato_assinado: '2026-03-03' }) }), null, settings, reapproved);
    expect(again[1]).toMatchObject({ tipo: 'liberada', data_liberacao: '2026-03-03', prazo: '2026-04-23' });
  });

  it('a finalised proposal (its last milestone marked) still releases that tranche', () => {
    const all = installation({ contrato_assinado: '2026-03-03', equipamento_comprado: '2026-03-05', instalacao_concluida: '2026-03-10', homologacao: '2026-03-12', sistema_conectado: '2026-03-16' });
    const events = fundingEventsOf(released(), proposal({ status: 'finalizada', status_desde: NOW, instalacao: all }), null, settings, NOW);
    expect(events).toMatchObject([{ tipo: 'liberada', parcela: 3, data_liberacao: '2026-03-16', prazo: '2026-03-18' }]);
  });

  it('a proposal sent back from approval changes nothing until it is approved or rejected', () => {
    expect(fundingEventsOf(opened(), proposal({ status: 'em_analise', instalacao: installation({ contrato_assinado: '2026-03-03' }) }), null, settings, NOW)).toEqual([]);
  });
});

describe('the admin check', () => {
  it('startVerification: from liberada, recording who', () => {
    expect(startVerification(released(), { propostaId: 'p1', parcela: 1 }, admin, NOW)).toEqual({
      id: 'p1:1:3', proposta_id: 'p1', integrador_id: 'int-1', ciclo: 1, seq: 3, registrado_por: 'admin-1', registrado_em: NOW, tipo: 'em_verificacao', parcela: 1, valor_centavos: 3_000_000,
    });
    expect(currentFunding(verifying())?.parcelas[0]).toMatchObject({ situacao: 'em_verificacao', verificado_por: 'admin-1', prazo: '2026-03-05' });
  });

  it('startVerification refusals', () => {
    const input = { propostaId: 'p1', parcela: 1 };
    expect(refusal(() => startVerification(released(), input, owner, NOW))).toEqual(['permission-denied', auth.adminsOnly]);
    expect(refusal(() => startVerification(released(), input, null, NOW))[0]).toBe('unauthenticated');
    expect(refusal(() => startVerification([], input, admin, NOW))).toEqual(['not-found', 'Esta proposta não tem repasses.']);
    expect(refusal(() => startVerification(released(), { propostaId: 'p1', parcela: 4 }, admin, NOW))).toEqual(['not-found', 'Parcela não encontrada nesta proposta.']);
    expect(refusal(() => startVerification(released(), { propostaId: 'p1', parcela: 0 }, admin, NOW))).toEqual(['invalid-argument', 'Parcela não encontrada nesta proposta.']);
    expect(refusal(() => startVerification(released(), { propostaId: 'p1', parcela: 3 }, admin, NOW))).toEqual(['failed-precondition', 'Esta parcela ainda está bloqueada: o marco que a libera não foi marcado.']);
    expect(refusal(() => startVerification(verifying(), input, admin, NOW))).toEqual(['failed-precondition', 'Só é possível verificar uma parcela liberada.']);
    expect(refusal(() => startVerification(paid(), input, admin, NOW))).toEqual(['failed-precondition', 'Esta parcela já foi paga.']);
    const reversed = run(released(), proposal({ status: 'reprovada', status_desde: NOW }));
    expect(refusal(() => startVerification(reversed, input, admin, NOW))).toEqual(['failed-precondition', 'Esta parcela foi estornada.']);
  });

  it('acceptTranche: from em_verificacao only, admins only', () => {
    expect(acceptTranche(verifying(), { propostaId: 'p1', parcela: 1 }, admin, NOW)).toMatchObject({ id: 'p1:1:4', tipo: 'aprovada', registrado_por: 'admin-1' });
    expect(refusal(() => acceptTranche(verifying(), { propostaId: 'p1', parcela: 1 }, owner, NOW))).toEqual(['permission-denied', auth.adminsOnly]);
    expect(refusal(() => acceptTranche(released(), { propostaId: 'p1', parcela: 1 }, admin, NOW))).toEqual(['failed-precondition', 'Abra a verificação da parcela antes de aprovar ou recusar.']);
    expect(refusal(() => acceptTranche(accepted(), { propostaId: 'p1', parcela: 1 }, admin, NOW))).toEqual(['failed-precondition', 'Abra a verificação da parcela antes de aprovar ou recusar.']);
  });

  it('refuseTranche: from em_verificacao, with a reason; the clock stops', () => {
    expect(refuseTranche(verifying(), { propostaId: 'p1', parcela: 1, motivo: '  Contrato sem assinatura ' }, admin, NOW)).toMatchObject({ tipo: 'recusada', motivo: 'Contrato sem assinatura' });
    expect(currentFunding(refusedLedger())?.parcelas[0]).toMatchObject({ situacao: 'recusada', prazo: null, motivo_recusa: 'Contrato sem assinatura' });
    expect(refusal(() => refuseTranche(verifying(), { propostaId: 'p1', parcela: 1, motivo: '   ' }, admin, NOW))).toEqual(['invalid-argument', 'Informe o motivo da recusa.']);
    expect(refusal(() => refuseTranche(verifying(), { propostaId: 'p1', parcela: 1 }, admin, NOW))).toEqual(['invalid-argument', 'Informe o motivo da recusa.']);
    expect(refusal(() => refuseTranche(released(), { propostaId: 'p1', parcela: 1, motivo: 'x' }, admin, NOW))).toEqual(['failed-precondition', 'Abra a verificação da parcela antes de aprovar ou recusar.']);
    expect(refusal(() => refuseTranche(verifying(), { propostaId: 'p1', parcela: 1, motivo: 'x' }, owner, NOW))).toEqual(['permission-denied', auth.adminsOnly]);
  });
});

describe('resubmitEvidence', () => {
  const p = proposal({ instalacao: installation({ contrato_assinado: '2026-03-03', equipamento_comprado: '2026-03-05' }) });
  const input = { propostaId: 'p1', parcela: 1, arquivos: [upload('contrato_assinado', 1)] };
  const resubmit = (ledger = refusedLedger(), actor: Actor | null = owner, fields: Record<string, unknown> = {}, record = ownerRecord as { id: string; status: string } | null) =>
    resubmitEvidence(ledger, p, { ...input, ...fields }, actor, record as never, bucket, settings, NOW);

  it('the owner answers a refusal: under check again with the bucket\'s facts and a fresh prazo (today + N business days)', () => {
    const entry = resubmit();
    expect(entry).toMatchObject({
      id: 'p1:1:5', tipo: 'reenviada', registrado_por: 'int-1', prazo: '2026-03-24',
      arquivos: [{ path: upload('contrato_assinado').path, nome: 'contrato_assinado-1.pdf', tamanho: 2048, tipo: 'application/pdf', enviado_em: NOW }],
    });
    expect(currentFunding([...refusedLedger(), entry])?.parcelas[0]).toMatchObject({ situacao: 'em_verificacao', prazo: '2026-03-24', motivo_recusa: 'Contrato sem assinatura' });
    expect(resubmit(refusedLedger(), admin, {}, null)).toMatchObject({ registrado_por: 'admin-1' });
  });

  it('refusals', () => {
    expect(refusal(() => resubmit(refusedLedger(), { uid: 'int-2', role: 'integrador' }, {}, { id: 'int-2', status: 'aprovado' }))).toEqual(['permission-denied', 'Você não pode enviar comprovantes desta proposta.']);
    expect(refusal(() => resubmit(refusedLedger(), owner, {}, { id: 'int-1', status: 'em_analise' }))).toEqual(['permission-denied', 'Você não pode enviar comprovantes desta proposta.']);
    expect(refusal(() => resubmit(refusedLedger(), null))[0]).toBe('unauthenticated');
    expect(refusal(() => resubmit(verifying()))).toEqual(['failed-precondition', 'Só é possível reenviar comprovantes de uma parcela recusada.']);
    expect(refusal(() => resubmit(refusedLedger(), owner, { arquivos: [] }))).toEqual(['invalid-argument', 'Anexe ao menos um comprovante.']);
    // The input itself is bounded (the callable parses it before asking the bucket about each file).
    const many = Array.from({ length: evidenceLimits.maxFiles + 1 }, (_, i) => upload('contrato_assinado', i + 1));
    expect(trancheResubmitInput.safeParse({ propostaId: 'p1', parcela: 1, arquivos: many }).success).toBe(false);
    expect(trancheResubmitInput.safeParse({ propostaId: 'p1', parcela: 1, arquivos: many.slice(1) }).success).toBe(true);
    expect(refusal(() => resubmit(refusedLedger(), owner, { arquivos: [upload('contrato_assinado', 1), upload('contrato_assinado', 2)] }))).toEqual(['invalid-argument', 'Envie apenas um arquivo.']);
    expect(refusal(() => resubmit(refusedLedger(), owner, { arquivos: [upload('equipamento_comprado', 1)] }))).toEqual(['invalid-argument', 'O arquivo deve ter sido enviado para este marco desta proposta.']);
    expect(refusal(() => resubmitEvidence(refusedLedger(), p, input, owner, ownerRecord, () => ({ size: 11_000_000, contentType: 'application/pdf' }), settings, NOW))[0]).toBe('invalid-argument');
    expect(refusal(() => resubmitEvidence(refusedLedger(), null, input, owner, ownerRecord, bucket, settings, NOW))).toEqual(['not-found', 'Proposta não encontrada.']);
  });

  it('refuses a file the admin already saw: the mark\'s own, or an earlier answer\'s', () => {
    const stored = { path: upload('contrato_assinado').path, nome: 'contrato.pdf', tamanho: 2048, tipo: 'application/pdf', enviado_em: APPROVED };
    const marked = proposal({ instalacao: { aprovada_em: APPROVED, marcos: { contrato_assinado: { ...mark('2026-03-03'), arquivos: [stored] } } } });
    const same = ['invalid-argument', 'Envie um arquivo novo: este comprovante já foi analisado.'];
    expect(refusal(() => resubmitEvidence(refusedLedger(), marked, input, owner, ownerRecord, bucket, settings, NOW))).toEqual(same);
    const fresh = { ...upload('contrato_assinado'), path: upload('contrato_assinado').path.replace('1773300000000', '1773300000001') };
    const answered = resubmitEvidence(refusedLedger(), marked, { ...input, arquivos: [fresh] }, owner, ownerRecord, bucket, settings, NOW);
    const again = [...refusedLedger(), answered];
    const refusedAgain = [...again, refuseTranche(again, { propostaId: 'p1', parcela: 1, motivo: 'Ilegível' }, admin, NOW)];
    expect(refusal(() => resubmitEvidence(refusedAgain, marked, { ...input, arquivos: [fresh] }, owner, ownerRecord, bucket, settings, NOW))).toEqual(same);
  });
});

describe('recordTranchePayouts', () => {
  it('records an approved tranche\'s payout: its exact amount, date, method and reference', () => {
    expect(pay(accepted(), [payout()])).toEqual([{
      id: 'p1:1:5', proposta_id: 'p1', integrador_id: 'int-1', ciclo: 1, seq: 5, registrado_por: 'admin-1', registrado_em: NOW, tipo: 'paga', parcela: 1,
      valor_centavos: 3_000_000, data_pagamento: '2026-03-19', forma: 'pix', referencia: 'E00000000202603191030ABCDEFGHIJK',
    }]);
  });

  it('two tranches of one proposal in a batch get consecutive entries', () => {
    const both = (() => {
      let ledger = accepted();
      ledger = [...ledger, startVerification(ledger, { propostaId: 'p1', parcela: 2 }, admin, NOW)];
      return [...ledger, acceptTranche(ledger, { propostaId: 'p1', parcela: 2 }, admin, NOW)];
    })();
    const entries = pay(both, [payout(), payout({ parcela: 2, valor_centavos: 4_000_000, forma: 'transferencia', referencia: 'TED 123' })]);
    expect(entries.map((entry) => entry.id)).toEqual(['p1:1:7', 'p1:1:8']);
    expect(currentFunding([...both, ...entries])?.parcelas.map((t) => t.situacao)).toEqual(['paga', 'paga', 'bloqueada']);
  });

  it('each refusal names its proposal and tranche; one refusal refuses the whole batch', () => {
    const named = (message: string) => `Proposta #P1 (parcela 1): ${message}`;
    const item = (ledger: readonly FundingEntry[], fields: Record<string, unknown> = {}, destinations = withDestination) => refusal(() => pay(ledger, [payout(fields)], destinations));
    expect(item(paid())).toEqual(['failed-precondition', named('Esta parcela já foi paga.')]);
    expect(item(verifying())).toEqual(['failed-precondition', named('A parcela só pode ser paga depois de aprovada.')]);
    expect(item(accepted(), { valor_centavos: 3_000_001 })).toEqual(['invalid-argument', named('O valor pago está acima do liberado para esta parcela (R$ 30.000,00).')]);
    expect(item(accepted(), { valor_centavos: 2_999_999 })).toEqual(['invalid-argument', named('O valor pago deve ser igual ao da parcela (R$ 30.000,00).')]);
    expect(item(accepted(), { valor_centavos: 0 })).toEqual(['invalid-argument', named('O valor pago deve ser maior que zero.')]);
    expect(item(accepted(), { data_pagamento: '2026-03-21' })).toEqual(['invalid-argument', named('A data do pagamento não pode ser futura.')]);
    expect(item(accepted(), { data_pagamento: '2026-03-02' })).toEqual(['invalid-argument', named('A data do pagamento não pode ser anterior à liberação da parcela.')]);
    expect(item(accepted(), { referencia: 'abc' })[1]).toBe(named('Identificador PIX inválido: são 32 caracteres começando por E, como E00000000202601151030ABCDEFGHIJK'));
    expect(item(accepted(), { forma: 'transferencia', referencia: ' ' })[1]).toBe(named('Informe a referência da transferência.'));
    expect(item(accepted(), {}, new Map())).toEqual(['failed-precondition', named('Sol Nascente não cadastrou os dados para pagamento.')]);
    const clawed = run(paid(), proposal({ status: 'reprovada', status_desde: NOW }));
    expect(item(clawed)).toEqual(['failed-precondition', named('Esta parcela foi paga e depois estornada (a recuperar).')]);
    // The second payout is refused: nothing for the first either.
    expect(refusal(() => pay(accepted(), [payout(), payout({ parcela: 2, valor_centavos: 4_000_000 })]))[1]).toBe('Proposta #P1 (parcela 2): A parcela só pode ser paga depois de aprovada.');
  });

  it('the batch: admins, 1 to 50, each tranche once', () => {
    expect(refusal(() => pay(accepted(), [payout()], withDestination, owner))).toEqual(['permission-denied', auth.adminsOnly]);
    expect(refusal(() => pay(accepted(), []))).toEqual(['invalid-argument', 'Selecione ao menos uma parcela para pagar.']);
    expect(refusal(() => pay(accepted(), Array.from({ length: 51 }, (_, i) => payout({ propostaId: `p${i}` }))))).toEqual(['invalid-argument', 'Registre no máximo 50 pagamentos de uma vez.']);
    expect(refusal(() => pay(accepted(), [payout(), payout()]))).toEqual(['invalid-argument', 'A mesma parcela aparece mais de uma vez neste lote.']);
    expect(payoutBatchKeys({ pagamentos: [payout(), payout({ parcela: 2 })] }, admin)).toEqual([{ propostaId: 'p1', parcela: 1 }, { propostaId: 'p1', parcela: 2 }]);
  });
});

describe('requireFundable: an admin step needs the proposal approved or finalised now', () => {
  it('passes an approved or finalised proposal and refuses the others in Portuguese, naming the batch item', () => {
    expect(() => requireFundable({ status: 'aprovada' })).not.toThrow();
    expect(() => requireFundable({ status: 'finalizada' })).not.toThrow();
    expect(refusal(() => requireFundable({ status: 'em_analise' }))).toEqual(['failed-precondition', "A proposta está Em Análise: os repasses ficam suspensos até ela voltar a 'Aprovada'."]);
    expect(refusal(() => requireFundable(null))).toEqual(['not-found', 'Proposta não encontrada.']);
    expect(refusal(() => requireFundableBatch([{ propostaId: 'p1', parcela: 2 }], new Map([['p1', { status: 'reprovada' }]]))))
      .toEqual(['failed-precondition', "Proposta #P1 (parcela 2): A proposta está Reprovada / Inviável: os repasses ficam suspensos até ela voltar a 'Aprovada'."]);
  });
});
