/**
 * A team's customer links on the emulators (issue 45): a vendedor makes links for its company,
 * recorded as its own (criado_por); it renews and revokes only those (another seller's is the
 * neutral not-found), while the titular and a gestor act on every link of the company; a
 * deactivated member makes none. The customer's draft carries the link's maker, and the proposal
 * the vendedor completes from it is recorded as sent by that vendedor.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { teamText } from '@solarcred/domain/team/team-text';
import { customerApplicationIn, proposalWithAttachmentsIn } from '@solarcred/domain/test-fixtures';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newIntegratorAccount, type TestAccount } from './accounts';
import { callFunction, expectCallableError, resultOf, type CallableAnswer } from './callables';
import { db, integratorAccountWith, waitForIntegrator } from './firestore-admin';

const company = 'Sol Equipe Links Ltda';

interface Issued {
  id: string;
  token: string;
}

const linkDoc = async (id: string) => (await db().doc(`links_cliente/${id}`).get()).data() ?? {};
const issue = async (caller: TestAccount, clienteNome = 'Maria Cliente') =>
  resultOf(await callFunction('createCustomerLink', { clienteNome, contato: '(11) 98888-7777' }, caller.idToken)) as Issued;
const expectInvalid = (answer: CallableAnswer) => expectCallableError(answer, 'NOT_FOUND', text.invalid);

/** membros/{uid} naming the titular's company, as accepting an invitation writes it. */
async function joinAs(account: TestAccount, titular: TestAccount, papel: 'gestor' | 'vendedor', ativo = true): Promise<void> {
  await waitForIntegrator(account.uid);
  await db().doc(`membros/${account.uid}`).set({ empresa: titular.uid, empresa_nome: company, empresa_status: 'aprovado', papel, ativo, nome: `Membro ${papel}`, email: account.email, entrou_em: Timestamp.now(), desativado_em: ativo ? null : Timestamp.now() });
}

describe.skipIf(!(hasFirestore && hasAuth))("a team's customer links (Auth + Functions + Firestore emulators, issue 45)", () => {
  let titular: TestAccount;
  let seller: TestAccount;
  let otherSeller: TestAccount;
  let manager: TestAccount;
  let deactivated: TestAccount;
  let stranger: TestAccount;

  beforeAll(async () => {
    [titular, seller, otherSeller, manager, deactivated, stranger] = await Promise.all([
      integratorAccountWith('aprovado', company, 'titular-links'),
      newIntegratorAccount('vendedor-links'),
      newIntegratorAccount('vendedora-links'),
      newIntegratorAccount('gestor-links'),
      newIntegratorAccount('desativado-links'),
      integratorAccountWith('aprovado', 'Outra Solar', 'outra-links'),
    ]);
    await Promise.all([joinAs(seller, titular, 'vendedor'), joinAs(otherSeller, titular, 'vendedor'), joinAs(manager, titular, 'gestor'), joinAs(deactivated, titular, 'vendedor', false)]);
  });

  it("a vendedor's link is the company's, recorded as its own; only it, the titular and the gestor renew or revoke it", async () => {
    const { id, token } = await issue(seller);
    expect(await linkDoc(id)).toMatchObject({ integrador_id: titular.uid, criado_por: seller.uid, empresa_nome: company });
    expect(resultOf(await callFunction('openCustomerLink', { token }))).toMatchObject({ estado: 'aberto', empresa: company });

    for (const name of ['revokeCustomerLink', 'renewCustomerLink']) {
      expectInvalid(await callFunction(name, { id }, otherSeller.idToken));
      expectInvalid(await callFunction(name, { id }, stranger.idToken));
      expectCallableError(await callFunction(name, { id }, deactivated.idToken), 'PERMISSION_DENIED', teamText.deactivated);
    }
    expect((await linkDoc(id))['revogado_em']).toBeNull();

    expect(resultOf(await callFunction('revokeCustomerLink', { id }, seller.idToken))).toEqual({ id });
    expect((resultOf(await callFunction('renewCustomerLink', { id }, manager.idToken)) as Issued).id).toBe(id);
    expect(resultOf(await callFunction('revokeCustomerLink', { id }, titular.idToken))).toEqual({ id });
    expect((await linkDoc(id))['revogado_em']).toBeInstanceOf(Timestamp);

    // The titular's own link is not a vendedor's to touch.
    const titulars = await issue(titular);
    expect(await linkDoc(titulars.id)).toMatchObject({ integrador_id: titular.uid, criado_por: titular.uid });
    expectInvalid(await callFunction('revokeCustomerLink', { id: titulars.id }, seller.idToken));
    expectCallableError(await callFunction('createCustomerLink', { clienteNome: 'Maria', contato: '11988887777' }, deactivated.idToken), 'PERMISSION_DENIED', teamText.deactivated);
  });

  it('the draft carries the link\u2019s maker, and the proposal the vendedor completes from it is recorded as sent by that vendedor', async () => {
    const { id, token } = await issue(seller, 'João Pereira');
    const pid = String((await linkDoc(id))['proposta_id']);
    const folder = `propostas-anexos/${titular.uid}/${pid}`;
    const dados = customerApplicationIn(folder);
    expect(resultOf(await callFunction('submitCustomerApplication', { token, dados, aceite: true }))).toEqual({ ok: true });
    expect((await db().doc(`rascunhos_cliente/${pid}`).get()).data()).toMatchObject({ integrador_id: titular.uid, criado_por: seller.uid, situacao: 'aguardando' });

    // The integrator completes the draft: the customer's part as sent, the rest of the wizard's values.
    const proposta = proposalWithAttachmentsIn(folder);
    expect(resultOf(await callFunction('createProposal', { id: pid, proposta }, seller.idToken))).toEqual({ id: pid });
    expect((await db().doc(`propostas/${pid}`).get()).data()).toMatchObject({ integrador_id: titular.uid, criado_por: seller.uid, criado_por_nome: 'Membro vendedor' });
    expect((await db().doc(`rascunhos_cliente/${pid}`).get()).data()).toMatchObject({ situacao: 'enviada' });
  });
});
