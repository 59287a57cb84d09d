import { describe, expect, it } from 'vitest';
import type { AdminIntegratorEditValues } from '../schemas/misc';
import { completeIntegrator } from '../test-fixtures';
import type { Actor } from './actor';
import { approveIntegrator, editIntegrator, rejectIntegrator } from './integrator-review';
import { domainErrorOf } from '../test-fixtures';

const now = Date.UTC(2026, 2, 12, 13, 30, 0);
const admin: Actor = { uid: 'admin-1', role: 'admin' };
const integrator: Actor = { uid: 'uid-1', role: 'integrador' };
const awaiting = () => completeIntegrator({ status: 'pendente_aprovacao' });

const review = [
  ['approveIntegrator', (current: ReturnType<typeof awaiting> | null, actor: Actor | null) =>
    approveIntegrator(current, { integratorId: 'uid-1' }, actor, now)],
  ['rejectIntegrator', (current: ReturnType<typeof awaiting> | null, actor: Actor | null) =>
    rejectIntegrator(current, { integratorId: 'uid-1', motivo: 'Documentos ilegíveis' }, actor, now)],
] as const;

describe.each(review)('%s', (_name, decide) => {
  it('refuses anonymous callers and integrators', () => {
    expect(domainErrorOf(() => decide(awaiting(), null)).code).toBe('unauthenticated');
    const denied = domainErrorOf(() => decide(awaiting(), integrator));
    expect([denied.code, denied.message]).toEqual(['permission-denied', 'Apenas administradores podem realizar esta ação.']);
  });

  it('answers not-found for a missing record', () => {
    const error = domainErrorOf(() => decide(null, admin));
    expect([error.code, error.message]).toEqual(['not-found', 'Integrador não encontrado']);
  });

  it.each(['aprovado', 'rejeitado', 'pendente_cadastro', 'pendente_documentacao'])('refuses a record in %s', (status) => {
    const error = domainErrorOf(() => decide(completeIntegrator({ status }), admin));
    expect([error.code, error.message]).toEqual(['failed-precondition', 'Este integrador não está aguardando aprovação.']);
  });

  it('accepts the legacy status pendente and records it as the previous status', () => {
    const writes = decide(completeIntegrator({ status: 'pendente' }), admin);
    expect(writes.history?.de).toBe('pendente');
  });
});

describe('approveIntegrator', () => {
  it('approves, clears an old rejection reason and records who did it', () => {
    expect(approveIntegrator(awaiting(), { integratorId: 'uid-1' }, admin, now)).toEqual({
      patch: { status: 'aprovado', motivo_rejeicao: null, updated_at: now },
      history: { de: 'pendente_aprovacao', para: 'aprovado', por: 'admin-1', motivo: null, em: now },
    });
  });

  it('requires the integrator id', () => {
    const error = domainErrorOf(() => approveIntegrator(awaiting(), {}, admin, now));
    expect([error.code, error.message]).toEqual(['invalid-argument', 'Este campo é obrigatório']);
  });
});

describe('rejectIntegrator', () => {
  it('rejects with the reason, kept on the record and in the history', () => {
    const writes = rejectIntegrator(awaiting(), { integratorId: 'uid-1', motivo: '  CNPJ baixado  ' }, admin, now);
    expect(writes).toEqual({
      patch: { status: 'rejeitado', motivo_rejeicao: 'CNPJ baixado', updated_at: now },
      history: { de: 'pendente_aprovacao', para: 'rejeitado', por: 'admin-1', motivo: 'CNPJ baixado', em: now },
    });
  });

  it.each([{}, { motivo: '' }, { motivo: '   ' }])('requires a reason (%o)', (extra) => {
    const error = domainErrorOf(() => rejectIntegrator(awaiting(), { integratorId: 'uid-1', ...extra }, admin, now));
    expect([error.code, error.message]).toEqual(['invalid-argument', 'Este campo é obrigatório']);
  });
});

describe('editIntegrator', () => {
  const values: AdminIntegratorEditValues = {
    nome_empresa: ' Sol Poente Energia ',
    cnpj: '11.222.333/0001-81',
    email: 'contato@solpoente.com.br',
    telefone: '(11) 98765-4321',
    cep: '01310-100',
    street: 'Avenida Paulista',
    number: '2000',
    complement: 'Andar 5',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  };
  const edit = (extra: Record<string, unknown> = {}) =>
    editIntegrator(awaiting(), { integratorId: 'uid-1', ...values, ...extra }, admin, now);

  it('normalizes the fields and stamps the update, without touching the status', () => {
    const { patch, history } = edit({ status: 'aprovado', motivo_rejeicao: 'x', user_id: 'uid-9' });
    expect(patch).toEqual({
      nome_empresa: 'Sol Poente Energia',
      cnpj: '11222333000181',
      email: 'contato@solpoente.com.br',
      telefone: '11987654321',
      cep: '01310100',
      street: 'Avenida Paulista',
      number: '2000',
      complement: 'Andar 5',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      updated_at: now,
    });
    expect(patch).not.toHaveProperty('status');
    expect(patch).not.toHaveProperty('integratorId');
    expect(history).toBeNull();
  });

  it('accepts the official alphanumeric CNPJ example and stores it normalized', () => {
    expect(edit({ cnpj: '12.ABC.345/01DE-35' }).patch.cnpj).toBe('12ABC34501DE35');
    expect(edit({ cnpj: '12.abc.345/01de-35' }).patch.cnpj).toBe('12ABC34501DE35');
  });

  it.each(['11.222.333/0001-82', '12.ABC.345/01DE-36'])('rejects the CNPJ %s with wrong check digits', (cnpj) => {
    const error = domainErrorOf(() => edit({ cnpj }));
    expect([error.code, error.message]).toEqual(['invalid-argument', 'CNPJ inválido']);
  });

  it('refuses integrators and answers not-found for a missing record', () => {
    const denied = domainErrorOf(() => editIntegrator(awaiting(), { integratorId: 'uid-1', ...values }, integrator, now));
    expect(denied.code).toBe('permission-denied');
    const missing = domainErrorOf(() => editIntegrator(null, { integratorId: 'uid-1', ...values }, admin, now));
    expect([missing.code, missing.message]).toEqual(['not-found', 'Integrador não encontrado']);
  });

  it('edits a record in any status', () => {
    for (const status of ['aprovado', 'rejeitado', 'pendente_cadastro']) {
      const writes = editIntegrator(completeIntegrator({ status }), { integratorId: 'uid-1', ...values }, admin, now);
      expect(writes.patch.nome_empresa).toBe('Sol Poente Energia');
    }
  });
});
