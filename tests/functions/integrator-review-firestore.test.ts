import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, type TestAccount } from './accounts';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, entries, integratorRecord, uniqueId } from './firestore-admin';

async function seeded(status: string): Promise<string> {
  const id = uniqueId('int');
  await db().doc(`integradores/${id}`).set(integratorRecord(id, status));
  return id;
}

const record = async (id: string) => (await db().doc(`integradores/${id}`).get()).data() ?? {};
const history = (id: string) => entries(`integradores/${id}/historico`, 'em');

const editValues = {
  nome_empresa: ' Sol Poente Energia ',
  cnpj: '12.abc.345/01de-35',
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

describe.skipIf(!(hasFirestore && hasAuth))('admin review callables (Auth + Functions + Firestore emulators)', () => {
  let admin: TestAccount;
  const call = (name: string, data: unknown) => callFunction(name, data, admin.idToken);

  beforeAll(async () => {
    admin = await newAdminAccount();
  });

  it('approveIntegrator approves a record awaiting approval and records who did it', async () => {
    const id = await seeded('pendente_aprovacao');
    expect(resultOf(await call('approveIntegrator', { integratorId: id }))).toBeNull();
    const stored = await record(id);
    expect(stored).toMatchObject({ status: 'aprovado', motivo_rejeicao: null });
    expect(stored['updated_at']).toBeInstanceOf(Timestamp);
    const [entry, ...more] = await history(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ de: 'pendente_aprovacao', para: 'aprovado', por: admin.uid, motivo: null });
    expect(entry?.['em']).toBeInstanceOf(Timestamp);

    expectCallableError(await call('approveIntegrator', { integratorId: id }), 'FAILED_PRECONDITION', 'Este integrador não está aguardando aprovação.');
    expect(await history(id)).toHaveLength(1);
  });

  it('approveIntegrator accepts the legacy status pendente', async () => {
    const id = await seeded('pendente');
    resultOf(await call('approveIntegrator', { integratorId: id }));
    expect(await record(id)).toMatchObject({ status: 'aprovado' });
    expect(await history(id)).toEqual([expect.objectContaining({ de: 'pendente', para: 'aprovado' })]);
  });

  it.each(['aprovado', 'rejeitado', 'pendente_cadastro'])('approve and reject refuse a record in %s', async (status) => {
    const id = await seeded(status);
    const message = 'Este integrador não está aguardando aprovação.';
    expectCallableError(await call('approveIntegrator', { integratorId: id }), 'FAILED_PRECONDITION', message);
    expectCallableError(await call('rejectIntegrator', { integratorId: id, motivo: 'x' }), 'FAILED_PRECONDITION', message);
    expect(await record(id)).toMatchObject({ status });
    expect(await history(id)).toEqual([]);
  });

  it('approve and reject answer NOT_FOUND for a missing record', async () => {
    const missing = uniqueId('ninguem');
    expectCallableError(await call('approveIntegrator', { integratorId: missing }), 'NOT_FOUND', 'Integrador não encontrado');
    expectCallableError(await call('rejectIntegrator', { integratorId: missing, motivo: 'x' }), 'NOT_FOUND', 'Integrador não encontrado');
  });

  it('rejectIntegrator needs a reason and keeps it on the record and in the history', async () => {
    const id = await seeded('pendente_aprovacao');
    expectCallableError(await call('rejectIntegrator', { integratorId: id }), 'INVALID_ARGUMENT', 'Este campo é obrigatório');
    expect(await record(id)).toMatchObject({ status: 'pendente_aprovacao' });

    resultOf(await call('rejectIntegrator', { integratorId: id, motivo: ' Documentos ilegíveis ' }));
    expect(await record(id)).toMatchObject({ status: 'rejeitado', motivo_rejeicao: 'Documentos ilegíveis' });
    expect(await history(id)).toEqual([
      expect.objectContaining({ de: 'pendente_aprovacao', para: 'rejeitado', por: admin.uid, motivo: 'Documentos ilegíveis' }),
    ]);
  });

  it('editIntegrator stores the normalized fields and never the status', async () => {
    const id = await seeded('aprovado');
    resultOf(await call('editIntegrator', { integratorId: id, ...editValues, status: 'rejeitado' }));
    const stored = await record(id);
    expect(stored).toMatchObject({
      status: 'aprovado',
      nome_empresa: 'Sol Poente Energia',
      cnpj: '12ABC34501DE35',
      telefone: '11987654321',
      cep: '01310100',
    });
    expect((stored['updated_at'] as Timestamp).toMillis()).toBeGreaterThan(Date.UTC(2026, 0, 10, 12));
    expect(await history(id)).toEqual([]);
  });

  it('editIntegrator refuses a CNPJ with wrong check digits and a missing record', async () => {
    const id = await seeded('aprovado');
    expectCallableError(await call('editIntegrator', { integratorId: id, ...editValues, cnpj: '11.222.333/0001-82' }), 'INVALID_ARGUMENT', 'CNPJ inválido');
    expect(await record(id)).toMatchObject({ nome_empresa: `Empresa ${id}` });
    expectCallableError(await call('editIntegrator', { integratorId: uniqueId('ninguem'), ...editValues }), 'NOT_FOUND', 'Integrador não encontrado');
  });
});
