/**
 * Versioned consent on the emulators (issue 51): publishConsentVersion is the admins' alone,
 * numbers each text's versions one after the other from the version in force, refuses a text out
 * of bounds in Portuguese and records its audit entry; acceptConsent records the versions in force
 * as the person's last acceptance and appends each acceptance to its history (a link's guest
 * session is refused by the domain: consent.test.ts). Then needsConsent of the stored acceptance says whether the next sign-in asks.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auth as authText } from '@solarcred/domain/messages';
import { needsConsent } from '@solarcred/domain/privacy/consent';
import { consentText } from '@solarcred/domain/privacy/consent-text';
import type { ConsentAcceptance, CurrentConsent } from '@solarcred/domain/privacy/types';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db } from './firestore-admin';

const texto = 'Termos de Uso revisados. '.repeat(12);
const publish = (account: TestAccount, input: Record<string, unknown>) => callFunction('publishConsentVersion', { tipo: 'termos', texto, resumo: 'Prazos de guarda revisados.', ...input }, account.idToken);
const current = async () => ((await db().doc('publico/consentimento').get()).data() ?? { termos: 1, privacidade: 1 }) as CurrentConsent;
const acceptanceOf = async (uid: string) => (await db().doc(`aceites/${uid}`).get()).data() as ConsentAcceptance | undefined;
const millis = (value: unknown) => (value as { toMillis(): number }).toMillis();

describe.skipIf(!(hasFirestore && hasAuth))('consent: publishConsentVersion and acceptConsent (Auth + Functions + Firestore emulators)', () => {
  let admin: TestAccount;
  let person: TestAccount;

  beforeAll(async () => {
    [admin, person] = await Promise.all([newAdminAccount(), newIntegratorAccount('aceite')]);
  });

  it('refuses anyone but an admin, and a text out of bounds with its Portuguese message, writing nothing', async () => {
    const before = await current();
    expectCallableError(await publish(person, {}), 'PERMISSION_DENIED', authText.adminsOnly);
    expectCallableError(await callFunction('publishConsentVersion', { tipo: 'termos', texto, resumo: 'x' }), 'UNAUTHENTICATED', authText.mustBeAuthenticated);
    expectCallableError(await publish(admin, { texto: 'curto demais' }), 'INVALID_ARGUMENT', consentText.errors.textoShort);
    expectCallableError(await publish(admin, { texto: 'a'.repeat(50_001) }), 'INVALID_ARGUMENT', consentText.errors.textoLong);
    expectCallableError(await publish(admin, { resumo: '' }), 'INVALID_ARGUMENT', consentText.errors.resumoShort);
    expect(await current()).toEqual(before);
  });

  it('a person accepts the versions in force: its last acceptance and a history entry', async () => {
    const inForce = await current();
    const answer = resultOf(await callFunction('acceptConsent', { origem: 'cadastro' }, person.idToken)) as ConsentAcceptance;
    expect(answer).toMatchObject({ termos_versao: inForce.termos, privacidade_versao: inForce.privacidade, origem: 'cadastro' });
    const stored = await acceptanceOf(person.uid);
    expect(stored).toMatchObject({ termos_versao: inForce.termos, privacidade_versao: inForce.privacidade, origem: 'cadastro' });
    expect(needsConsent({ ...stored!, aceito_em: millis(stored!.aceito_em) }, inForce)).toBe(false);
    expectCallableError(await callFunction('acceptConsent', { origem: 'link' }, person.idToken), 'INVALID_ARGUMENT', consentText.errors.origem);
    expectCallableError(await callFunction('acceptConsent', { origem: 'login' }), 'UNAUTHENTICATED', authText.mustBeAuthenticated);
  });

  it('publishes the next version of one text (the other stays), with its audit entry; the person must accept again, and accepting records it', async () => {
    const before = await current();
    const { versao } = resultOf(await publish(admin, {})) as { versao: number };
    expect(versao).toBe(before.termos + 1);
    const version = (await db().doc(`consentimento_versoes/termos_v${versao}`).get()).data();
    expect(version).toMatchObject({ tipo: 'termos', versao, texto: texto.trim(), resumo: 'Prazos de guarda revisados.', publicado_por: admin.uid });
    const after = await current();
    expect(after).toMatchObject({ termos: versao, privacidade: before.privacidade });
    const audit = await db().collection('auditoria').where('alvo.id', '==', `termos_v${versao}`).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([expect.objectContaining({ acao: 'consentimento', comando: 'publishConsentVersion', ator: expect.objectContaining({ uid: admin.uid, tipo: 'admin' }) })]);

    // The next one follows it; a concurrent publish never reuses a number.
    const [a, b] = await Promise.all([publish(admin, { resumo: 'A' }), publish(admin, { resumo: 'B' })]);
    const numbers = [a, b].filter((answer) => !answer.error).map((answer) => (answer.result as { versao: number }).versao);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect((await current()).termos).toBe(versao + numbers.length);

    const stale = await acceptanceOf(person.uid);
    expect(needsConsent({ ...stale!, aceito_em: millis(stale!.aceito_em) }, await current())).toBe(true);
    resultOf(await callFunction('acceptConsent', { origem: 'login' }, person.idToken));
    const fresh = await acceptanceOf(person.uid);
    expect(fresh).toMatchObject({ termos_versao: (await current()).termos, origem: 'login' });
    expect(needsConsent({ ...fresh!, aceito_em: millis(fresh!.aceito_em) }, await current())).toBe(false);
    const history = await db().collection(`aceites/${person.uid}/historico`).get();
    expect(history.docs.map((doc) => doc.data()['origem'])).toEqual(['cadastro', 'login']);
  });
});
