/**
 * updateCreditLine on the emulators (issue 32): only admins change a line; each change is a new
 * version with the replaced values kept (who, since when, until when); a change on a replaced
 * version is refused; publico/taxas follows in the same transaction, without notes or authors,
 * and only with active lines; bad input is refused with the field's Portuguese message.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditText } from '@solarcred/domain/credit/credit-text';
import { auth as authText } from '@solarcred/domain/messages';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, integratorAccountWith } from './firestore-admin';

const lineId = 'credito_trabalhador';
const values = (patch: object = {}) => ({
  id: lineId, ativa: true, taxas: { '12': 2.49, '24': 2.69 }, valor_min_centavos: 1_000_00, valor_max_centavos: 100_000_00, tarifa_centavos: 0, nota: 'Nota interna', ...patch,
});
const stored = async (path: string) => (await db().doc(path).get()).data();
const publishedLine = async () => ((await stored('publico/taxas'))?.['linhas'] as { id: string }[] | undefined)?.find((line) => line.id === lineId);
const versionOf = async () => ((await stored(`linhas_credito/${lineId}`))?.['versao'] as number | undefined) ?? 0;

describe.skipIf(!(hasFirestore && hasAuth))('credit lines (Auth + Functions + Firestore emulators)', () => {
  let admin: TestAccount;
  let owner: TestAccount;
  let pending: TestAccount;

  beforeAll(async () => {
    [admin, owner, pending] = await Promise.all([newAdminAccount(), integratorAccountWith('aprovado', 'Sol Nascente'), newIntegratorAccount('pendente')]);
  });

  it('each persona: only admins change a line', async () => {
    const versao = await versionOf();
    for (const account of [owner, pending]) expectCallableError(await callFunction('updateCreditLine', values({ versao }), account.idToken), 'PERMISSION_DENIED', authText.adminsOnly);
    expect((await callFunction('updateCreditLine', values({ versao }))).error?.status).toBe('UNAUTHENTICATED');
    expect(await versionOf()).toBe(versao);
  });

  it('versions every change, keeps the replaced values, refuses a stale version, and publishes the active lines', async () => {
    const first = await versionOf();
    expect(resultOf(await callFunction('updateCreditLine', values({ versao: first }), admin.idToken))).toEqual({ id: lineId, versao: first + 1 });
    expect(resultOf(await callFunction('updateCreditLine', values({ versao: first + 1, taxas: { '12': 2.29 } }), admin.idToken))).toEqual({ id: lineId, versao: first + 2 });
    const line = await stored(`linhas_credito/${lineId}`);
    expect(line).toMatchObject({ versao: first + 2, taxas: { '12': 2.29 }, atualizado_por: admin.uid });
    expect(line?.['atualizado_em']).toBeInstanceOf(Timestamp);
    const replaced = await stored(`linhas_credito/${lineId}/versoes/${first + 1}`);
    expect(replaced).toMatchObject({ versao: first + 1, por: admin.uid, valores: { taxas: { '12': 2.49, '24': 2.69 }, nota: 'Nota interna' } });
    expect(await publishedLine()).toEqual({ id: lineId, ativa: true, taxas: { '12': 2.29 }, valor_min_centavos: 1_000_00, valor_max_centavos: 100_000_00, tarifa_centavos: 0 });

    // Someone saving on the version before: refused, nothing written.
    expectCallableError(await callFunction('updateCreditLine', values({ versao: first + 1, taxas: { '12': 9 } }), admin.idToken), 'FAILED_PRECONDITION', creditText.stale);
    expect((await stored(`linhas_credito/${lineId}`))?.['taxas']).toEqual({ '12': 2.29 });

    // Deactivated: off the public rates.
    resultOf(await callFunction('updateCreditLine', values({ versao: first + 2, ativa: false }), admin.idToken));
    expect(await publishedLine()).toBeUndefined();
  });

  it('refuses bad input with the field messages', async () => {
    const versao = await versionOf();
    const refused = async (patch: object) => (await callFunction('updateCreditLine', values({ versao, ...patch }), admin.idToken)).error;
    expect(await refused({ taxas: { '12': 0 } })).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'A taxa deve estar entre 0,01% e 15% ao mês.' });
    expect(await refused({ taxas: { '18': 1 } })).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(await refused({ valor_min_centavos: 100_000_00 })).toMatchObject({ status: 'INVALID_ARGUMENT', message: creditText.minAboveMax });
    expect(await refused({ taxas: {} })).toMatchObject({ status: 'INVALID_ARGUMENT', message: creditText.noTerm });
    expect(await refused({ id: 'busque_melhor_opcao' })).toMatchObject({ status: 'INVALID_ARGUMENT', message: creditText.lineNotFound });
    expect(await refused({ nota: 'x'.repeat(501) })).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(await versionOf()).toBe(versao);
  });
});
