/** The moveProposal callable against the emulators: admin only, the spec's texts, history, same status no-op. */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, entries, seedProposal } from './firestore-admin';

const stored = async (id: string) => (await db().doc(`propostas/${id}`).get()).data() ?? {};
const history = (id: string) => entries(`propostas/${id}/historico`, 'em');

describe.skipIf(!(hasFirestore && hasAuth))('moveProposal (Auth + Functions + Firestore emulators)', () => {
  let admin: TestAccount;
  let integrator: TestAccount;

  beforeAll(async () => {
    admin = await newAdminAccount();
    integrator = await newIntegratorAccount();
  });

  it('moves, stamps the status fields and appends the history entry', async () => {
    const id = await seedProposal(integrator.uid);
    expect(resultOf(await callFunction('moveProposal', { propostaId: id, status: 'em_analise' }, admin.idToken))).toEqual({ moved: true });
    const after = await stored(id);
    expect(after).toMatchObject({ status: 'em_analise', status_motivo: null });
    expect(after['status_desde']).toBeInstanceOf(Timestamp);
    const [entry, ...more] = await history(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ de: 'enviada', para: 'em_analise', por: admin.uid, motivo: null });
    expect(entry?.['em']).toBeInstanceOf(Timestamp);
  });

  it('keeps the reason of a move to reprovada, and refuses one without it', async () => {
    const id = await seedProposal(integrator.uid);
    expectCallableError(await callFunction('moveProposal', { propostaId: id, status: 'reprovada' }, admin.idToken), 'INVALID_ARGUMENT', 'Este campo é obrigatório');
    resultOf(await callFunction('moveProposal', { propostaId: id, status: 'reprovada', motivo: 'Renda insuficiente' }, admin.idToken));
    expect(await stored(id)).toMatchObject({ status: 'reprovada', status_motivo: 'Renda insuficiente' });
    expect(await history(id)).toEqual([expect.objectContaining({ para: 'reprovada', motivo: 'Renda insuficiente' })]);
  });

  it('does nothing for the same status', async () => {
    const id = await seedProposal(integrator.uid, { status: 'aprovada' });
    expect(resultOf(await callFunction('moveProposal', { propostaId: id, status: 'aprovada' }, admin.idToken))).toEqual({ moved: false });
    expect(await history(id)).toEqual([]);
  });

  it('refuses integrators with the spec\u2019s text, anonymous callers, and unknown statuses', async () => {
    const id = await seedProposal(integrator.uid);
    expectCallableError(
      await callFunction('moveProposal', { propostaId: id, status: 'aprovada' }, integrator.idToken),
      'PERMISSION_DENIED',
      'Apenas administradores podem alterar o status das propostas',
    );
    expect((await callFunction('moveProposal', { propostaId: id, status: 'aprovada' })).error?.status).toBe('UNAUTHENTICATED');
    expect((await callFunction('moveProposal', { propostaId: id, status: 'pendente' }, admin.idToken)).error?.status).toBe('INVALID_ARGUMENT');
    expect(await stored(id)).toMatchObject({ status: 'enviada' });
    expect(await history(id)).toEqual([]);
  });
});
