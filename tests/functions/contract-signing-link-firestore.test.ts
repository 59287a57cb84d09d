/**
 * 'Gerar link de assinatura' on the emulators (issue 47): a proposal the integrator typed has no
 * customer link, so its customer could not sign. After approval (version 1 generated), the titular
 * makes a signing link (createSigningLink): a links_cliente document bound to the proposal, already
 * filled, only the token's hash stored; the customer opens the contract on it, requests the code
 * (read here from the mail collection) and signs. A second call renews the same link (the old
 * token stops working). Another company and a vendedor who did not send the proposal are refused
 * with the neutral not-found, writing nothing.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractText } from '@solarcred/domain/contract/contract-text';
import { approvedProposal } from '@solarcred/domain/contract/test-contract';
import { customerLinkText } from '@solarcred/domain/customer-link/texts';
import { contractIdOf } from '@solarcred/domain/data/contracts';
import { proposals } from '@solarcred/domain/data/proposals';
import type { Proposal } from '@solarcred/domain/model';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newIntegratorAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, integratorAccountWith, waitForIntegrator } from './firestore-admin';

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const doc = async (path: string): Promise<DocumentData | undefined> => (await db().doc(path).get()).data();

/** The code the last signing e-mail of `contratoId` carries (its subject names it). */
async function lastCode(contratoId: string): Promise<string> {
  const mails = await db().collection('mail').where('evento', '==', 'contrato_codigo').get();
  const mine = mails.docs.filter((mail) => mail.id.startsWith(`contrato_codigo_${contratoId}_`)).sort((a, b) => a.id.localeCompare(b.id));
  const code = /\b(\d{6})\b/.exec(String(mine.at(-1)?.data()['message']?.['subject'] ?? ''))?.[1];
  if (!code) throw new Error(`no signing code e-mailed for ${contratoId}`);
  return code;
}

const linksOf = async (propostaId: string) => (await db().collection('links_cliente').where('proposta_id', '==', propostaId).get()).docs;

describe.skipIf(!(hasFirestore && hasAuth))("'Gerar link de assinatura' (Auth + Functions + Firestore emulators, issue 47)", () => {
  let titular: TestAccount;
  let other: TestAccount;
  let seller: TestAccount;
  let sender: TestAccount;

  beforeAll(async () => {
    [titular, other, seller, sender] = await Promise.all([
      integratorAccountWith('aprovado', 'Sol Assinatura Ltda', 'assinatura'),
      integratorAccountWith('aprovado', 'Outra Assinatura', 'assinatura'),
      newIntegratorAccount('vendedor-assinatura'),
      newIntegratorAccount('vendedora-assinatura'),
    ]);
    await Promise.all(
      [seller, sender].map(async (account) => {
        await waitForIntegrator(account.uid);
        await db().doc(`membros/${account.uid}`).set({ empresa: titular.uid, empresa_nome: 'Sol Assinatura Ltda', empresa_status: 'aprovado', papel: 'vendedor', ativo: true, nome: 'Membro vendedor', email: account.email, entrou_em: Timestamp.now(), desativado_em: null });
      }),
    );
    // The guest calls of this suite come from one address: start its window empty.
    await db().recursiveDelete(db().collection('limites_link'));
  });

  it('the titular makes a signing link for a typed proposal after approval; the customer opens it, gets the code and signs; others are refused', async () => {
    // A proposal the integrator typed (no customer link), sent by `sender`, then approved: version 1.
    const propostaId = db().collection('propostas').doc().id;
    const email = `cliente-${propostaId.slice(0, 8).toLowerCase()}@cliente.test`;
    const now = Date.now();
    const proposal: Proposal = { ...approvedProposal(), id: propostaId, integrador_id: titular.uid, criado_por: sender.uid, cliente_email: email, status: 'em_analise', status_desde: now, created_at: now, updated_at: now };
    await db().doc(`propostas/${propostaId}`).set(proposals.converter(Timestamp.fromMillis).toFirestore(proposal));
    expect(await linksOf(propostaId)).toHaveLength(0);
    await db().doc(`propostas/${propostaId}`).update({ status: 'aprovada', status_desde: Timestamp.now(), updated_at: Timestamp.now() });
    const id = contractIdOf(propostaId, 1);
    await waitFor(`${id} enviado`, async () => ((await doc(`propostas/${propostaId}`))?.['contrato']?.['estado'] === 'enviado' ? true : undefined));

    // Another company and a vendedor who did not send it: the neutral not-found, nothing written.
    expectCallableError(await callFunction('createSigningLink', { propostaId }, other.idToken), 'NOT_FOUND', contractText.proposalNotFound);
    expectCallableError(await callFunction('createSigningLink', { propostaId }, seller.idToken), 'NOT_FOUND', contractText.proposalNotFound);
    expect(await linksOf(propostaId)).toHaveLength(0);

    // The titular's link: filled, bound to the proposal, only the token's hash stored.
    const first = resultOf(await callFunction('createSigningLink', { propostaId }, titular.idToken)) as { id: string; token: string };
    const link = (await doc(`links_cliente/${first.id}`)) ?? {};
    expect(link).toMatchObject({ integrador_id: titular.uid, criado_por: sender.uid, proposta_id: propostaId, token_hash: sha256(first.token), revogado_em: null });
    expect(link['preenchido_em']).not.toBeNull();
    expect(JSON.stringify(link)).not.toContain(first.token);

    // Again (the vendedor who sent it may): the same link renewed, the old token no longer opens it.
    const renewed = resultOf(await callFunction('createSigningLink', { propostaId }, sender.idToken)) as { id: string; token: string };
    expect(renewed.id).toBe(first.id);
    expect(renewed.token).not.toBe(first.token);
    expect(await linksOf(propostaId)).toHaveLength(1);
    expectCallableError(await callFunction('openCustomerContract', { token: first.token }), 'NOT_FOUND', customerLinkText.invalid);

    // The customer's live view is rebuilt for the link: filled, approved, with the contract.
    await waitFor('the live view', async () => ((await doc(`vistas_cliente/${first.id}`))?.['contrato']?.['id'] === id ? true : undefined));

    // The customer opens the contract, requests the code and signs.
    const view = resultOf(await callFunction('openCustomerContract', { token: renewed.token })) as Record<string, unknown>;
    expect(view).toMatchObject({ id, versao: 1, estado: 'visualizado' });
    resultOf(await callFunction('requestContractCode', { token: renewed.token, contratoId: id }));
    const codigo = await lastCode(id);
    const signed = resultOf(await callFunction('signCustomerContract', { token: renewed.token, contratoId: id, codigo, aceite: true, nome: 'João Pereira' })) as { codigo_verificacao: string };
    expect(signed.codigo_verificacao).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(await doc(`contratos/${id}`)).toMatchObject({ estado: 'assinado', assinatura: { link_id: first.id } });

    // Signed: nothing left to sign, no new link.
    expectCallableError(await callFunction('createSigningLink', { propostaId }, titular.idToken), 'FAILED_PRECONDITION', contractText.signingLink.closed);
  });
});
