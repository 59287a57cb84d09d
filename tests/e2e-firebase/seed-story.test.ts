/**
 * What `npm start` shows of the seed is what the demo shows (issue 26): comment counts counted
 * once (the seed writes zero and the comment trigger counts), short ids that read like real ones,
 * the proposals waiting for a correction with their open pending item, and the details' comment
 * badge in step with the live thread.
 */
import { describe, expect, it } from 'vitest';
import { proposalStatusLabel, shortId } from '@solarcred/domain/proposal-status';
import { hasAuth, hasFirestore } from '../emulator-env';
import { db } from '../functions/firestore-admin';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest } from './support/people';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';

const INTEGRATOR = 'integrador@solarcred.demo';
const commented = seedProposalId('int-aprovado', 1);

describe.skipIf(!hasAuth || !hasFirestore)('the seed on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it('counts every seeded comment once', async () => {
    const proposals = await db().collection('propostas').get();
    const mismatches: string[] = [];
    for (const proposal of proposals.docs) {
      const comments = await proposal.ref.collection('comentarios').count().get();
      const counted = Number(proposal.get('comentarios_count') ?? 0);
      if (counted !== comments.data().count) mismatches.push(`${proposal.id}: ${counted} counted, ${comments.data().count} stored`);
    }
    expect(mismatches).toEqual([]);
  });

  it('shows the integrator its proposals waiting for a correction, each with its open item', async () => {
    const waiting = await db().collection('propostas').where('integrador_id', '==', 'int-aprovado').where('status', '==', 'pendente_correcao').get();
    expect(waiting.size).toBeGreaterThan(0);
    const page = await people.signedIn(INTEGRATOR, '/integrator/dashboard');
    const card = page.getByRole('region', { name: 'Pendências para responder' });
    for (const proposal of waiting.docs) await card.getByText(String(proposal.get('cliente_nome'))).first().waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });
    expect(await card.getByText('Nenhuma pendência aberta. Tudo em dia!').count()).toBe(0);
  });

  it('gives the details a short id of the proposal’s own, and a comment badge that follows the live thread', async () => {
    const page = await people.signedIn(INTEGRATOR, '/integrator/dashboard');
    await page.goto(new URL(`/integrator/kanban?proposta=${commented}`, page.url()).href);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`#${shortId(commented)}`).waitFor();
    expect(shortId(commented)).not.toContain('APROVADO');
    const status = await dialog.getByTestId('details-status').innerText();
    expect(status).toBe(proposalStatusLabel(String((await db().doc(`propostas/${commented}`).get()).get('status'))));

    await dialog.getByRole('tab', { name: /Comentários/ }).click();
    const thread = dialog.getByRole('list', { name: 'Comentários' }).getByRole('listitem');
    await expect.poll(() => thread.count(), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toBeGreaterThan(0);
    const before = await thread.count();
    expect(await dialog.getByTestId('comments-tab-count').innerText()).toBe(String(before));

    await dialog.getByPlaceholder('Escreva um comentário...').fill(`Badge e conversa juntos ${Date.now()}`);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    // Read the thread and the badge in the same frame as the new comment appears: the badge must
    // not lag behind the thread while the trigger counts.
    const seen = await page.waitForFunction(
      (expected) => {
        const items = document.querySelectorAll('[role="dialog"] ol[aria-label="Comentários"] > li').length;
        return items === expected ? (document.querySelector('[data-testid="comments-tab-count"]')?.textContent ?? '') : null;
      },
      before + 1,
      { timeout: LIVE_UPDATE_TIMEOUT_MS },
    );
    expect(await seen.jsonValue()).toBe(String(before + 1));
  });
});
