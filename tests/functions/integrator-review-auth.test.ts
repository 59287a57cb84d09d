import { beforeAll, describe, expect, it } from 'vitest';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { callFunction, expectCallableError } from './callables';

/**
 * The callables refuse callers before touching Firestore, so this runs on the Auth + Functions
 * emulators alone.
 */
describe.skipIf(!hasAuth)('integrator callables refuse callers (Auth + Functions emulators)', () => {
  let integrator: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    [integrator, admin] = await Promise.all([newIntegratorAccount(), newAdminAccount()]);
  });

  it.each(['approveIntegrator', 'rejectIntegrator', 'editIntegrator'])('%s without a token: UNAUTHENTICATED', async (name) => {
    const answer = await callFunction(name, { integratorId: 'qualquer' });
    expect(answer.httpStatus).toBe(401);
    expectCallableError(answer, 'UNAUTHENTICATED', 'Você precisa estar autenticado para acessar esta página');
  });

  it.each(['approveIntegrator', 'rejectIntegrator', 'editIntegrator'])('%s as an integrator: PERMISSION_DENIED', async (name) => {
    const answer = await callFunction(name, { integratorId: integrator.uid, motivo: 'x' }, integrator.idToken);
    expect(answer.httpStatus).toBe(403);
    expectCallableError(answer, 'PERMISSION_DENIED', 'Apenas administradores podem realizar esta ação.');
  });

  it.each(['submitIntegratorProfile', 'refreshIntegratorStatus'])('%s without a token: UNAUTHENTICATED', async (name) => {
    const answer = await callFunction(name, {});
    expectCallableError(answer, 'UNAUTHENTICATED', 'Você precisa estar autenticado para acessar esta página');
  });

  it('rejectIntegrator as an admin without a reason: INVALID_ARGUMENT, before any read', async () => {
    const answer = await callFunction('rejectIntegrator', { integratorId: integrator.uid, motivo: '  ' }, admin.idToken);
    expect(answer.httpStatus).toBe(400);
    expectCallableError(answer, 'INVALID_ARGUMENT', 'Este campo é obrigatório');
  });

  it('editIntegrator as an admin with a CNPJ whose check digits are wrong: INVALID_ARGUMENT', async () => {
    const answer = await callFunction(
      'editIntegrator',
      {
        integratorId: integrator.uid,
        nome_empresa: 'Sol', cnpj: '12.ABC.345/01DE-36', email: 'a@b.com', telefone: '11987654321', cep: '01310100',
        street: 'Rua', number: '1', complement: 'A', neighborhood: 'B', city: 'São Paulo', state: 'SP',
      },
      admin.idToken,
    );
    expectCallableError(answer, 'INVALID_ARGUMENT', 'CNPJ inválido');
  });

  it.skipIf(hasFirestore)('approveIntegrator as an admin without the Firestore emulator: UNAVAILABLE, not a call to production', async () => {
    const answer = await callFunction('approveIntegrator', { integratorId: integrator.uid }, admin.idToken);
    expect(answer.httpStatus).toBe(503);
    expectCallableError(answer, 'UNAVAILABLE', 'Serviço indisponível: o emulador do Firestore não está em execução.');
  });
});
