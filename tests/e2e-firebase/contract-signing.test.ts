/**
 * The credit contract signed on the customer's link (issue 47) on the Firebase adapter
 * (emulators), three people, each a browser of their own: a proposal in analysis with its saved
 * simulation and its customer's filled link (written as the callables store them); the admin
 * approves it on the board, onProposalContract generates the contract, and the customer's open
 * page shows it without a reload; the customer is refused at each field (no 'Li e concordo',
 * someone else's name, wrong codes down to the lockout), the codes read from the mail collection
 * as the e-mail extension would send them; then signs, and the integrator's open details show the
 * milestone 'Contrato assinado' marked, live; /verificar recognises the signed PDF downloaded from
 * the link and its code. The documents are made for this test.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { contractText } from '@solarcred/domain/contract/contract-text';
import { signingLimits } from '@solarcred/domain/contract/signing';
import { approvedProposal } from '@solarcred/domain/contract/test-contract';
import { hashLinkToken, newLinkToken } from '@solarcred/domain/customer-link/token';
import { writeDocument } from '@solarcred/domain/data/timestamps';
import type { Proposal } from '@solarcred/domain/model';
import { budgets } from '../budgets';
import { hasAuth, hasFirestore } from '../emulator-env';
import { db } from '../functions/firestore-admin';
import { waitFor } from '../functions/auth-emulator';
import { screenshot } from '../e2e/support/browser';
import { cardIn } from '../e2e/support/kanban';
import { contractSection, fillAndSign, wrongCode } from '../e2e/fixtures/contract-signing';
import { recordLatency } from './support/latency';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest } from './support/people';

const dayMs = 86_400_000;
const nome = 'João Pereira';
const fieldNote = async (page: import('playwright-core').Page, label: RegExp) => {
  const described = await contractSection(page).getByLabel(label).getAttribute('aria-describedby');
  return described ? page.locator(`[id="${described.split(' ')[0]}"]`).innerText() : '';
};
const codeField = /^Código recebido por e-mail/;

/** The newest signing code e-mailed to `email` after `after` (the mail collection, as the extension reads it). */
async function codeMailedTo(email: string, after: number): Promise<string> {
  let seen = '';
  try {
    return await waitFor(`a signing code mailed to ${email}`, async () => {
      const mails = (await db().collection('mail').where('to', '==', email).get()).docs.map((doc) => doc.data());
      seen = JSON.stringify(mails.map((m) => [m['evento'], String(m['created_at']?.toMillis?.() ?? m['created_at'])]));
      const mail = mails
        .filter((m) => m['evento'] === 'contrato_codigo' && (m['created_at'] as Timestamp).toMillis() >= after)
        .sort((a, b) => (b['created_at'] as Timestamp).toMillis() - (a['created_at'] as Timestamp).toMillis())[0];
      return /\b(\d{6})\b/.exec(String(mail?.['message']?.['text'] ?? ''))?.[1];
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}; after ${after}, found ${seen}`);
  }
}

describe.skipIf(!hasAuth || !hasFirestore)('contract signing on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it('three people: the admin approves, the customer is refused at each field and signs with the e-mailed code, the integrator sees the milestone marked, live', async () => {
    const stamp = Date.now();
    const id = `Contrato${stamp.toString(36)}`.padEnd(20, 'x').slice(0, 20);
    const linkId = `Link${stamp.toString(36)}`.padEnd(20, 'y').slice(0, 20);
    const email = `joao.${stamp}@exemplo.com.br`;
    const fixture = approvedProposal({ at: stamp - 3_600_000 });
    const proposal = {
      ...fixture, id, integrador_id: 'int-aprovado', criado_por: 'int-aprovado', cliente_email: email, status: 'em_analise',
      status_desde: stamp - 3_600_000, created_at: stamp - 3_600_000, updated_at: stamp - 3_600_000,
    } as Proposal;
    const token = newLinkToken();
    await db().doc(`propostas/${id}`).set(writeDocument(proposal, Timestamp.fromMillis));
    await db().doc(`links_cliente/${linkId}`).set(writeDocument({
      integrador_id: 'int-aprovado', criado_por: 'int-aprovado', empresa_nome: 'Sol Nascente Energia', cliente_nome: nome, cliente_telefone: null,
      cliente_email: email, token_hash: await hashLinkToken(token), proposta_id: id, criado_em: stamp - dayMs, expira_em: stamp + 6 * dayMs,
      revogado_em: null, preenchido_em: stamp - 3_600_000,
    }, Timestamp.fromMillis));

    const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
    const integrator = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
    const customer = await people.anonymous();
    await customer.setViewportSize({ width: 390, height: 844 });
    await customer.context().clock.install();

    await integrator.goto(`/integrator/kanban?proposta=${id}`);
    await integrator.getByRole('dialog').waitFor({ timeout: budgets.callableMs });
    await customer.goto(`/c/${token}`);
    await customer.getByText('Em análise').first().waitFor({ timeout: budgets.callableMs });
    expect(await contractSection(customer).count()).toBe(0);

    // The admin approves on the board, by keyboard.
    await admin.goto('/admin/proposals');
    await cardIn(admin, 'em_analise', id).getByTestId('drag-handle').focus({ timeout: LIVE_UPDATE_TIMEOUT_MS });
    await admin.keyboard.press('Space');
    await admin.getByText(/(pegada na|sobre a) coluna Em Análise/).first().waitFor({ state: 'attached' });
    for (const over of ['Pendente Correção', 'Corrigida', 'Aprovada']) {
      await admin.keyboard.press('ArrowRight');
      await admin.getByText(new RegExp(`sobre a coluna ${over}`)).waitFor({ state: 'attached' });
    }
    const approvedAt = Date.now();
    await admin.keyboard.press('Space');
    await cardIn(admin, 'aprovada', id).waitFor({ timeout: budgets.callableMs });

    // The trigger generates the contract; the customer's open page shows it.
    const section = contractSection(customer);
    await section.getByRole('heading', { name: contractText.sectionTitle }).waitFor({ timeout: budgets.liveAfterRuns(3) });
    recordLatency('approval → the contract on the customer link', Date.now() - approvedAt);
    await section.getByText(nome).first().waitFor();
    await screenshot(customer, 'contract-signing-firebase-document');

    // A code by e-mail, then the refusals.
    let after = Date.now();
    await section.getByRole('button', { name: contractText.requestCode }).click();
    await section.getByTestId('code-sent').waitFor({ timeout: budgets.callableMs });
    const codigo = await codeMailedTo(email, after);
    await fillAndSign(customer, { codigo, agree: false });
    await section.getByText(contractText.mustAgree).waitFor();
    await fillAndSign(customer, { codigo: wrongCode(codigo), nome: 'Maria Outra' });
    await expect.poll(() => fieldNote(customer, /^Nome completo/), { timeout: budgets.callableMs }).toBe(contractText.nameMismatch);
    for (const remaining of [4, 3, 2, 1, 0]) {
      await fillAndSign(customer, { codigo: wrongCode(codigo) });
      await expect.poll(() => fieldNote(customer, codeField), { timeout: budgets.callableMs }).toBe(contractText.codeWrong(remaining));
    }
    await fillAndSign(customer, { codigo });
    await expect.poll(() => fieldNote(customer, codeField), { timeout: budgets.callableMs }).toMatch(/^Muitas tentativas com código incorreto\./);

    // Fifteen minutes on (the lock's end written as it would stand then; the page's clock moved past the resend wait).
    const contratoId = `${id}_v1`;
    await db().doc(`contratos_assinatura/${contratoId}`).update({ bloqueado_ate: Timestamp.fromMillis(Date.now() - 1000), enviado_em: Timestamp.fromMillis(Date.now() - signingLimits.lockMs) });
    await customer.context().clock.fastForward('01:05');
    after = Date.now();
    await section.getByRole('button', { name: 'Reenviar código' }).click();
    const fresh = await codeMailedTo(email, after);
    const signStarted = Date.now();
    await fillAndSign(customer, { codigo: fresh, nome: '  JOAO pereira ' });
    const code = await section.getByTestId('verification-code').innerText({ timeout: budgets.functionRuns(2) });
    recordLatency('signature on the link → the signed state', Date.now() - signStarted);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    await screenshot(customer, 'contract-signing-firebase-signed');

    // Stored: the contract signed with its evidence, the public check's index, the milestone.
    const stored = (await db().doc(`contratos/${contratoId}`).get()).data() ?? {};
    expect(stored['estado']).toBe('assinado');
    expect(stored['assinatura']).toMatchObject({ nome_digitado: 'JOAO pereira', codigo_verificacao: code, link_id: linkId, provedor: 'interno' });
    // The browser's User-Agent header (never the payload's); the emulator has no platform address to record as the IP.
    expect(String(stored['assinatura']['user_agent'])).toMatch(/Chrome/);
    expect((await db().doc(`verificacoes_contrato/${code}`).get()).exists).toBe(true);

    // The integrator's open details follow: 'Contrato assinado' marked and the contract 'Assinado'.
    const dialog = integrator.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Instalação' }).click({ timeout: LIVE_UPDATE_TIMEOUT_MS });
    const milestone = dialog.locator('[data-testid="milestone"][data-milestone="contrato_assinado"]');
    await expect.poll(() => milestone.getAttribute('data-standing'), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toBe('concluido');
    // The details' 'Contrato' tab (helper C2's) says 'Assinado' too.
    await expect.poll(() => dialog.getByTestId('contract-tab-state').getAttribute('data-state'), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toBe('assinado');
    await screenshot(integrator, 'contract-signing-firebase-integrator');

    // The signed PDF (customerContractPdf: Storage, else re-rendered and hash-checked) is what /verificar recognises, by its hash and by the code.
    const [download] = await Promise.all([customer.waitForEvent('download'), section.getByRole('button', { name: 'Baixar PDF assinado' }).click()]);
    const signedPdf = readFileSync((await download.path())!);
    expect(createHash('sha256').update(signedPdf).digest('hex')).toBe(stored['assinatura']['sha256_assinado']);
    await customer.goto('/verificar');
    await customer.getByLabel('PDF do contrato assinado').setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: signedPdf });
    await customer.getByTestId('verify-answer').getByText(contractText.verify.authentic).waitFor({ timeout: budgets.callableMs });
    await customer.getByRole('textbox', { name: contractText.verify.codeLabel }).fill('ABCD-EFGH-JKMN');
    await customer.getByRole('button', { name: contractText.verify.check }).click();
    await customer.getByTestId('verify-answer').getByText(contractText.verify.notAuthentic).waitFor({ timeout: budgets.callableMs });
    await customer.getByRole('textbox', { name: contractText.verify.codeLabel }).fill(code);
    await customer.getByRole('button', { name: contractText.verify.check }).click();
    await customer.getByTestId('verify-answer').getByText(contractText.verify.authentic).waitFor({ timeout: budgets.callableMs });
  });
});
