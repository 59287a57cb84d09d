/**
 * Comments through Firestore: a comment written by the addComment callable reaches the other
 * side's messages bell through the collection-group listener (admin and integrator each in a
 * browser context of their own); 'Lido' writes the seen time through the rules; the comment
 * trigger counts the comment on the proposal.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authEmulator, hasAuth, hasFirestore } from '../emulator-env';
import { callFunction, resultOf } from '../functions/callables';
import { waitFor } from '../functions/auth-emulator';
import { db } from '../functions/firestore-admin';
import { commentsText } from '@solarcred/domain/messages';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest, watchFor } from './support/people';
import { DEMO_PASSWORD } from './support/seed-expectations';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';

const ADMIN = 'admin@solarcred.demo';
const INTEGRATOR = 'integrador@solarcred.demo';
const proposalId = seedProposalId('int-aprovado', 1);

const bell = (page: Page) => page.getByRole('button', { name: /^Mensagens/ });
const badge = (page: Page) => page.getByTestId('messages-badge');

/** An ID token of a seeded account, as the web SDK would hold it. */
async function idToken(email: string): Promise<string> {
  const response = await fetch(`http://${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  const answer = (await response.json()) as { idToken?: string };
  if (!answer.idToken) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return answer.idToken;
}

async function markSeen(page: Page): Promise<void> {
  await bell(page).click();
  const lido = page.getByRole('button', { name: 'Lido', exact: true });
  await lido.waitFor();
  if (await lido.isEnabled()) await lido.click();
  // The badge goes when the profile's listener brings the server's seen time back.
  await badge(page).waitFor({ state: 'detached', timeout: LIVE_UPDATE_TIMEOUT_MS });
  await page.keyboard.press('Escape');
}

async function newestItem(page: Page): Promise<string> {
  await bell(page).click();
  const item = page.getByRole('list', { name: 'Mensagens' }).getByRole('listitem').first();
  await item.waitFor();
  const text = await item.innerText();
  await page.keyboard.press('Escape');
  return text;
}

const commentCount = async () => Number((await db().doc(`propostas/${proposalId}`).get()).get('comentarios_count') ?? 0);

describe.skipIf(!hasAuth || !hasFirestore)('comments and the messages bells on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it("a comment by either side reaches the other's bell through Firestore; Lido clears it", async () => {
    const admin = await people.signedIn(ADMIN, '/admin/dashboard');
    const integrator = await people.signedIn(INTEGRATOR, '/integrator/dashboard');
    await bell(admin).waitFor();
    await bell(integrator).waitFor();
    await markSeen(admin);
    await markSeen(integrator);
    const before = await commentCount();

    const fromIntegrator = `Fatura enviada ${Date.now()}`;
    resultOf(await callFunction('addComment', { propostaId: proposalId, commentId: `c${Date.now()}i`, comentario: fromIntegrator }, await idToken(INTEGRATOR)));
    await expect.poll(() => badge(admin).textContent(), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toBe('1');
    const adminItem = await newestItem(admin);
    expect(adminItem).toContain('Sol Nascente Energia Ltda');
    expect(adminItem).toContain('João Pereira');
    expect(adminItem).toContain(fromIntegrator);

    const fromAdmin = `Recebida, obrigado ${Date.now()}`;
    resultOf(await callFunction('addComment', { propostaId: proposalId, commentId: `c${Date.now()}a`, comentario: fromAdmin }, await idToken(ADMIN)));
    // '1', not '2': the integrator's own comment never lights its own bell.
    await expect.poll(() => badge(integrator).textContent(), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toBe('1');
    const integratorItem = await newestItem(integrator);
    expect(integratorItem).toContain('Administrador');
    expect(integratorItem).toContain(fromAdmin);

    // Lido writes the seen time through the rules, and the badge clears.
    await markSeen(integrator);
    const profile = await db().doc('profiles/int-aprovado').get();
    expect(profile.get('messages_seen_at')?.toMillis()).toBeGreaterThan(Date.now() - 60_000);

    // The comment trigger counted both comments on the proposal.
    await waitFor('both comments counted', async () => ((await commentCount()) === before + 2 ? true : undefined));
  });

  it('a comment sent from the panel shows at once as being sent, then as stored by the callable (issue 46)', async () => {
    const integrator = await people.signedIn(INTEGRATOR, '/integrator/dashboard');
    await integrator.goto(`/integrator/kanban?proposta=${proposalId}`);
    await integrator.getByRole('tab', { name: /Comentários/ }).click();
    const box = integrator.getByRole('textbox', { name: 'Comentário' });
    const text = `Conta de luz enviada ${Date.now()}`;
    await box.fill(text);
    const pendingShown = await watchFor(integrator, '[data-pending-comment="sending"]', text);
    await integrator.getByRole('button', { name: commentsText.send }).click();
    // Drawn before the callable answered: the box empties and the thread shows it as 'Enviando…'.
    await pendingShown();
    expect(await box.inputValue()).toBe('');
    // The listener brings the stored comment (with the server's time), which takes its place.
    const mine = integrator.getByRole('list', { name: 'Comentários' }).getByRole('listitem').filter({ hasText: text });
    await expect.poll(() => mine.locator('time').count(), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toBe(1);
    expect(await mine.count()).toBe(1);
    expect(await integrator.locator('[data-pending-comment]').count()).toBe(0);
  });
});
