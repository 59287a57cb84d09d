/**
 * Versioned consent on the Firebase adapter (Auth + Functions + Firestore emulators, seeded by
 * scripts/seed.mjs): the admin publishes a new version of the terms through the real
 * publishConsentVersion callable on 'Termos e privacidade'; the next sign-in of a person who
 * accepted the older one shows the dialog before the area, and 'Aceitar e continuar' records the
 * new acceptance (acceptConsent) in aceites/{uid}.
 *
 * The files share one emulator state: before publishing, every acceptance on record is moved to
 * the version about to be published (as if everyone had accepted it), so no other journey's
 * sign-in meets the dialog; the person of this test is a fresh account that accepted the version
 * in force at its sign-up.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consentText as text } from '@solarcred/domain/privacy/consent-text';
import { expectPath, expectToast, signIn } from '../e2e/support/app';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newIntegratorAccount } from '../functions/accounts';
import { testPassword } from '../functions/auth-emulator';
import { db } from '../functions/firestore-admin';
import { peoplePerTest } from './support/people';

const dialog = (page: Page) => page.getByRole('alertdialog', { name: text.dialog.title });
const inForce = async () => ((await db().doc('publico/consentimento').get()).data() ?? { termos: 1, privacidade: 1 }) as { termos: number; privacidade: number };

describe.skipIf(!hasAuth || !hasFirestore)('consent on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it('the admin publishes a new version of the terms; the next sign-in shows the dialog, and accepting records it', async () => {
    const before = await inForce();
    const next = before.termos + 1;
    // The person: a fresh account that accepted what is in force now, as sign-up records it.
    const person = await newIntegratorAccount('consentimento');
    await db().doc(`aceites/${person.uid}`).set({ termos_versao: before.termos, privacidade_versao: before.privacidade, aceito_em: new Date(), origem: 'cadastro' });
    // Everyone else on record has accepted the coming version already (see the header).
    const everyone = await db().collection('aceites').get();
    const batch = db().batch();
    for (const doc of everyone.docs) if (doc.id !== person.uid) batch.update(doc.ref, { termos_versao: Math.max(Number(doc.data()['termos_versao']), next) });
    await batch.commit();

    const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
    await admin.goto('/admin/termos');
    const terms = admin.getByRole('region', { name: text.titles.termos });
    await terms.getByText(text.admin.inForce(before.termos)).waitFor();
    const form = terms.getByRole('form', { name: text.admin.publishTitle });
    await form.getByLabel(/^O que mudou/).fill('Regras de cashback e repasses revisadas.');
    await form.getByRole('button', { name: text.admin.publish }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: text.admin.confirmButton }).click();
    await expectToast(admin, text.admin.publishedToast);
    // The list follows consentimento_versoes live (tipo ==, versao desc: its composite index).
    await terms.getByText(text.admin.inForce(next)).waitFor();
    expect((await inForce()).termos).toBe(next);

    const page = await people.anonymous();
    await signIn(page, person.email, testPassword);
    await dialog(page).getByText('Regras de cashback e repasses revisadas.').waitFor();
    await dialog(page).getByRole('button', { name: text.dialog.accept }).click();
    await expectToast(page, text.dialog.accepted);
    await expectPath(page, '/complete-profile');
    const stored = (await db().doc(`aceites/${person.uid}`).get()).data();
    expect(stored).toMatchObject({ termos_versao: next, origem: 'login' });
    const history = await db().collection(`aceites/${person.uid}/historico`).get();
    expect(history.docs.map((doc) => doc.data()['origem'])).toEqual(['login']);
  });
});
