/**
 * A company's team on the Firebase adapter (issue 29; emulators seeded by scripts/seed.mjs): the
 * seeded vendedor's board holds exactly the proposals it sent (its queries, the rules and the
 * indexes together), and when the titular deactivates it from 'Equipe' (the real callable) its
 * open tab is signed out with the reason, live, through its membership's listener; reactivated
 * (issue 45), it signs in again and reaches its own 'Meu Perfil'. The vendedor is active again
 * afterwards, so the other files of this tier see the seed as it was.
 */
import { describe, expect, it } from 'vitest';
import { teamText } from '@solarcred/domain/team/team-text';
import { expectPath, expectToast } from '../e2e/support/app';
import { screenshot } from '../e2e/support/browser';
import { adminAuth } from '../functions/auth-emulator';
import { db } from '../functions/firestore-admin';
import { hasAuth, hasFirestore } from '../emulator-env';
import { recordLatency } from './support/latency';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest, watchFor } from './support/people';

const SELLER = 'vendedor@solarcred.demo';

describe.skipIf(!hasAuth || !hasFirestore)('the team on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it("the vendedor's board shows only what it sent; deactivated by the titular, its open tab is signed out with the reason", async () => {
    const sellerUid = (await adminAuth().getUserByEmail(SELLER)).uid;
    const membershipBefore = (await db().doc(`membros/${sellerUid}`).get()).data();
    const claimsBefore = (await adminAuth().getUser(sellerUid)).customClaims ?? {};
    const sent = await db().collection('propostas').where('integrador_id', '==', 'int-aprovado').where('criado_por', '==', sellerUid).get();
    expect(sent.size).toBeGreaterThan(0);
    try {
      const seller = await people.signedIn(SELLER, '/integrator/dashboard');
      await seller.goto('/integrator/kanban');
      const cards = seller.getByTestId('board-card');
      await cards.first().waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });
      await expect.poll(() => cards.count(), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toBe(sent.size);
      const shown = await cards.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-id')));
      expect(new Set(shown)).toEqual(new Set(sent.docs.map((doc) => doc.id)));
      expect(await seller.getByTestId('sidebar').getByRole('link', { name: 'Equipe' }).count()).toBe(0);
      await screenshot(seller, 'firebase-team-vendedor-board');

      const titular = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
      await titular.goto('/integrator/team');
      const row = titular.getByTestId('member-row').filter({ hasText: SELLER });
      await row.getByRole('button', { name: /^Desativar / }).click();
      const signedOut = await watchFor(seller, 'body', teamText.deactivated);
      const clickedAt = Date.now();
      await titular.getByRole('alertdialog', { name: /^Desativar / }).getByRole('button', { name: teamText.deactivateConfirm }).click();
      await expectToast(titular, teamText.deactivateDone);
      recordLatency("deactivation click → the member's open tab is told", (await signedOut()) - clickedAt);
      await expectPath(seller, '/auth');
      expect((await db().doc(`membros/${sellerUid}`).get()).get('ativo')).toBe(false);

      // Issue 45: reactivated from the same row (reactivateMember), it signs in again and follows
      // 'Manter meu perfil atualizado' to its own 'Meu Perfil', not back to the dashboard.
      await row.getByRole('button', { name: /^Reativar / }).click();
      await titular.getByRole('alertdialog', { name: /^Reativar / }).getByRole('button', { name: teamText.reactivateConfirm }).click();
      await expectToast(titular, teamText.reactivateDone);
      expect((await db().doc(`membros/${sellerUid}`).get()).data()).toMatchObject({ ativo: true, desativado_em: null, papel: 'vendedor' });
      expect((await adminAuth().getUser(sellerUid)).customClaims).toMatchObject({ empresa: 'int-aprovado', papel: 'vendedor' });
      const back = await people.signedIn(SELLER, '/integrator/dashboard');
      await back.getByRole('link', { name: 'Manter meu perfil atualizado' }).click();
      await expectPath(back, '/integrator/profile');
      await back.getByText(teamText.memberProfileSubtitle(String(membershipBefore?.['empresa_nome']))).waitFor();
      await screenshot(back, 'firebase-team-vendedor-profile');
    } finally {
      if (membershipBefore) await db().doc(`membros/${sellerUid}`).set(membershipBefore);
      await adminAuth().setCustomUserClaims(sellerUid, claimsBefore);
    }
  });
});
