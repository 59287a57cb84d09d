/**
 * The audit trail on the Firebase adapter (issue 51): with 'Auditoria' open, an admin's move of a
 * proposal through the real moveProposal callable (made here with the seeded admin's ID token, as a
 * second admin would) appears on the page live, first, through the audit listener and its rules;
 * filtering by 'Status da proposta' keeps it. The proposal is moved back afterwards.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../functions/firestore-admin';
import { callFunction, resultOf } from '../functions/callables';
import { authEmulator, hasAuth, hasFirestore } from '../emulator-env';
import { DEMO_PASSWORD } from './support/seed-expectations';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest } from './support/people';
import { movedAndCounted } from './support/board';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';

/** The seeded admin's ID token, as its browser holds it. */
async function adminToken(): Promise<string> {
  const response = await fetch(`http://${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@solarcred.demo', password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

describe.skipIf(!hasAuth || !hasFirestore)('Auditoria on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();
  let moved: string | null = null;
  afterAll(async () => {
    if (!moved) return;
    resultOf(await callFunction('moveProposal', { propostaId: moved, status: 'enviada' }, await adminToken()));
    await movedAndCounted(moved, 'em_analise', 'enviada');
  });

  it("an admin's move appears on 'Auditoria' live, first, and under its action's filter", async () => {
    const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
    await admin.goto('/admin/auditoria');
    await admin.getByTestId('audit-entry').first().or(admin.getByTestId('audit-empty')).waitFor();

    // A sent proposal of the demo company no other file of this tier moves.
    const taken = new Set([seedProposalId('int-aprovado', 1), seedProposalId('int-aprovado', 5)]);
    const sent = (await db().collection('propostas').where('integrador_id', '==', 'int-aprovado').where('status', '==', 'enviada').get()).docs.filter((doc) => !taken.has(doc.id));
    const proposal = sent.at(-1);
    if (!proposal) throw new Error('the seed has a sent proposal of int-aprovado');
    const customer = String(proposal.data()['cliente_nome']);
    resultOf(await callFunction('moveProposal', { propostaId: proposal.id, status: 'em_analise' }, await adminToken()));
    moved = proposal.id;

    const first = admin.getByTestId('audit-entry').first();
    await first.getByText(customer).waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });
    expect(await first.innerText()).toMatch(new RegExp(`^Status da proposta[\\s\\S]*— ${customer} \\(Sol Nascente Energia Ltda\\)[\\s\\S]*status: em_analise`));

    await admin.getByTestId('audit-action').selectOption({ label: 'Status da proposta' });
    await expect.poll(async () => (await admin.getByTestId('audit-entry').allInnerTexts()).every((entry) => entry.startsWith('Status da proposta'))).toBe(true);
    await admin.getByTestId('audit-entry').first().getByText(customer).waitFor();
  });
});
