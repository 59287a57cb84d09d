/** editProposal against the emulators: admin only, bounded input, one history entry per real change. */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxProposalValueCentavos } from '@solarcred/domain/schemas/proposal-edit';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, entries, seedProposal, uniqueId } from './firestore-admin';

const seededProposal = (integradorId: string) =>
  seedProposal(integradorId, {
    integrador: { nome_empresa: 'Sol Nascente', email: 'sol@solar.test', foto_perfil: null },
    cliente_nome: 'Cliente Teste',
    status: 'em_analise',
    created_at: Timestamp.fromMillis(Date.UTC(2026, 10, 10, 12)),
    updated_at: Timestamp.fromMillis(Date.UTC(2026, 10, 10, 12)),
  });

const stored = async (id: string) => (await db().doc(`propostas/${id}`).get()).data() ?? {};
const history = (id: string) => entries(`propostas/${id}/historico`, 'em');

describe.skipIf(!(hasFirestore && hasAuth))('editProposal callable (Auth + Functions + Firestore emulators)', () => {
  let admin: TestAccount;
  let integrator: TestAccount;

  beforeAll(async () => {
    [admin, integrator] = await Promise.all([newAdminAccount(), newIntegratorAccount()]);
  });

  it('changes priority and value and records who changed what', async () => {
    const id = await seededProposal(integrator.uid);
    expect(resultOf(await callFunction('editProposal', { propostaId: id, prioridade: 'alta', valor_proposta: 2_750_000 }, admin.idToken))).toBeNull();
    const proposal = await stored(id);
    expect(proposal).toMatchObject({ prioridade: 'alta', valor_proposta: 2_750_000, status: 'em_analise', valor_sistema: 2_500_000 });
    expect(proposal['updated_at']).toBeInstanceOf(Timestamp);
    const [entry, ...more] = await history(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      de: 'em_analise',
      para: 'em_analise',
      por: admin.uid,
      alteracoes: [
        { campo: 'prioridade', de: 'media', para: 'alta' },
        { campo: 'valor_proposta', de: 2_500_000, para: 2_750_000 },
      ],
    });
    expect(entry?.['em']).toBeInstanceOf(Timestamp);

    // The same values again: nothing to record.
    resultOf(await callFunction('editProposal', { propostaId: id, prioridade: 'alta', valor_proposta: 2_750_000 }, admin.idToken));
    expect(await history(id)).toHaveLength(1);
  });

  it('refuses integrators (even the owner) and anonymous callers, writing nothing', async () => {
    const id = await seededProposal(integrator.uid);
    const input = { propostaId: id, prioridade: 'alta', valor_proposta: 1 };
    expectCallableError(await callFunction('editProposal', input, integrator.idToken), 'PERMISSION_DENIED', 'Apenas administradores podem realizar esta ação.');
    expectCallableError(await callFunction('editProposal', input), 'UNAUTHENTICATED', 'Você precisa estar autenticado para acessar esta página');
    expect(await stored(id)).toMatchObject({ prioridade: 'media', valor_proposta: 2_500_000 });
    expect(await history(id)).toEqual([]);
  });

  it('refuses out-of-bounds input and answers NOT_FOUND for a missing proposal', async () => {
    const id = await seededProposal(integrator.uid);
    const call = (input: unknown) => callFunction('editProposal', input, admin.idToken);
    expectCallableError(await call({ propostaId: id, prioridade: 'alta', valor_proposta: maxProposalValueCentavos + 1 }), 'INVALID_ARGUMENT', 'Valor acima do limite permitido');
    expectCallableError(await call({ propostaId: id, prioridade: 'urgente', valor_proposta: 100 }), 'INVALID_ARGUMENT', 'Este campo é obrigatório');
    expectCallableError(await call({ propostaId: 'x'.repeat(200), prioridade: 'alta', valor_proposta: 100 }), 'INVALID_ARGUMENT', 'Texto longo demais');
    expectCallableError(await call({ propostaId: uniqueId('ninguem'), prioridade: 'alta', valor_proposta: 100 }), 'NOT_FOUND', 'Proposta não encontrada');
    expect(await history(id)).toEqual([]);
  });
});
