import { describe, expect, it } from 'vitest';
import { blockerOf, expectedOf } from './blocker';

describe("what blocks a tranche, in plain words (issue 48)", () => {
  it('names the milestone, the check, the refusal with its reason, the payout day', () => {
    expect(blockerOf({ marco: 'equipamento_comprado', situacao: 'bloqueada', prazo: null })).toBe('Aguardando o marco "Equipamento comprado"');
    expect(blockerOf({ marco: 'contrato_assinado', situacao: 'em_verificacao', prazo: '2026-12-01' })).toBe('Em verificação pela SolarCred');
    expect(blockerOf({ marco: 'contrato_assinado', situacao: 'recusada', prazo: null, motivo_recusa: 'Nota ilegível' })).toBe('Recusada: Nota ilegível — envie nova evidência');
    expect(blockerOf({ marco: 'contrato_assinado', situacao: 'recusada', prazo: null })).toBe('Recusada — envie nova evidência');
    expect(blockerOf({ marco: 'contrato_assinado', situacao: 'aprovada', prazo: '2026-12-03' })).toBe('Aprovada — pagamento previsto até 03/12/2026');
    expect(blockerOf({ marco: 'contrato_assinado', situacao: 'paga', prazo: null, data_pagamento: '2026-11-20' })).toBe('Paga em 20/11/2026');
  });

  it('gives the expected day only while the clock runs', () => {
    expect(expectedOf({ situacao: 'liberada', prazo: '2026-12-01' })).toBe('Previsto até 01/12/2026');
    expect(expectedOf({ situacao: 'recusada', prazo: '2026-12-01' })).toBeNull();
    expect(expectedOf({ situacao: 'bloqueada', prazo: null })).toBeNull();
  });
});
