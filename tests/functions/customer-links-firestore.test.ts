/**
 * Customer links on the emulators (issue 28). The integrator creates a link (only the token's
 * hash stored, 7 days), revokes and renews its own (another integrator's is the neutral
 * not-found; admins and anonymous callers are refused by role). The guest's callables refuse a
 * guessed, expired, revoked or used token with the one neutral message and write nothing but the
 * rate windows: a malformed token writes nothing at all, a well-formed unknown one counts against
 * the caller's address only (no window of its own). The customer submits once (draft, link
 * preenchido), follows the proposal's progress, gets an upload session limited to the link's
 * folder, and createProposal marks the draft 'enviada'. Once the proposal exists, the page lists
 * the pending items an admin addressed to the customer (para_cliente) and nothing internal, and
 * answerCustomerPendingItem answers them with the integrator's answer's writes (the trigger then
 * moves the proposal to 'Corrigida'). Over the per-token or per-address limit:
 * 'resource-exhausted'. No Storage emulator here: the attachments are not checked in a bucket.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestRateLimits } from '@solarcred/domain/customer-link/rate-limit';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { hashLinkToken, newLinkToken } from '@solarcred/domain/customer-link/token';
import { auth, proposalSubmit } from '@solarcred/domain/messages';
import { pendingItemTypeLabel } from '@solarcred/domain/pending-items';
import { pendingItemsText } from '@solarcred/domain/pending-items-text';
import { consentText } from '@solarcred/domain/privacy/consent-text';
import { customerApplicationIn, proposalFormValues, proposalWithAttachmentsIn } from '@solarcred/domain/test-fixtures';
import { pruneGuestAccounts } from '../../functions/src/customer-links/guest-accounts';
import { authEmulator, hasAuth, hasFirestore, projectId } from '../emulator-env';
import { newAdminAccount, type TestAccount } from './accounts';
import { adminAuth, waitFor } from './auth-emulator';
import { callFunction, expectCallableError, functionsOrigin, region, resultOf, type CallableAnswer } from './callables';
import { db, entries, integratorAccountWith, seedProposal } from './firestore-admin';

const dayMs = 86_400_000;
const company = 'Sol Link Ltda';

interface Issued {
  id: string;
  token: string;
}

const linkDoc = async (id: string) => (await db().doc(`links_cliente/${id}`).get()).data() ?? {};
const draftDoc = async (proposalId: string) => (await db().doc(`rascunhos_cliente/${proposalId}`).get()).data();

/** limites_link as it stands: id → { inicio, contagem }. */
async function windows(): Promise<Map<string, DocumentData>> {
  const snapshot = await db().collection('limites_link').get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}
const addressCount = (all: Map<string, DocumentData>) => [...all].filter(([id]) => id.startsWith('a_')).reduce((sum, [, window]) => sum + Number(window['contagem']), 0);

const issue = async (me: TestAccount, clienteNome = 'Maria Cliente', contato = '(11) 98888-7777') =>
  resultOf(await callFunction('createCustomerLink', { clienteNome, contato }, me.idToken)) as Issued;
const open = (token: unknown) => callFunction('openCustomerLink', { token });
const authorize = (token: unknown) => callFunction('authorizeCustomerUpload', { token });
const submit = (token: unknown, dados: unknown) => callFunction('submitCustomerApplication', { token, dados, aceite: true });
const expectInvalid = (answer: CallableAnswer) => expectCallableError(answer, 'NOT_FOUND', text.invalid);
const answerItem = (token: unknown, answer: Record<string, unknown>) => callFunction('answerCustomerPendingItem', { token, ...answer });
const itemDoc = async (proposalId: string, itemId: string) => (await db().doc(`propostas/${proposalId}/pendencias/${itemId}`).get()).data() ?? {};
const proposalDoc = async (proposalId: string) => (await db().doc(`propostas/${proposalId}`).get()).data() ?? {};
const newItemId = () => db().collection('ids').doc().id;

/** The customer's part of the wizard, the files as paths in the link's reserved folder. */
function dadosFor(integratorId: string, proposalId: string, folder = `propostas-anexos/${integratorId}/${proposalId}`) {
  return customerApplicationIn(folder);
}

/** The payload of a JWT (the custom token: unsigned on the emulator, its claims readable all the same). */
function jwtPayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** openCustomerLink with an X-Forwarded-For header, as a caller behind the platform's front end sends it. */
async function openFrom(token: string, forwardedFor: string): Promise<CallableAnswer> {
  const response = await fetch(`${functionsOrigin}/${projectId}/${region}/openCustomerLink`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ data: { token } }),
  });
  return { httpStatus: response.status, ...((await response.json()) as Omit<CallableAnswer, 'httpStatus'>) };
}

/** The page's sign-in with an upload session's custom token (Auth emulator): the guest's ID and refresh tokens. */
async function signInGuest(customToken: string): Promise<{ idToken: string; refreshToken: string }> {
  const response = await fetch(`http://${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const answer = (await response.json()) as { idToken?: string; refreshToken?: string; error?: { message: string } };
  if (!answer.idToken || !answer.refreshToken) throw new Error(`signInWithCustomToken: ${answer.error?.message ?? response.status}`);
  return { idToken: answer.idToken, refreshToken: answer.refreshToken };
}

/** Whether the refresh token still gets a new ID token (false once its user is deleted). */
async function refreshes(refreshToken: string): Promise<boolean> {
  const response = await fetch(`http://${authEmulator}/securetoken.googleapis.com/v1/token?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  return response.ok;
}

const guestExists = (linkId: string) =>
  adminAuth()
    .getUser(`cliente_${linkId}`)
    .then(() => true)
    .catch((error: { code?: string }) => (error.code === 'auth/user-not-found' ? false : Promise.reject(error)));

/** An upload session for `token`, signed in as the page does; its claims and tokens. */
async function guestSession(token: string) {
  const { customToken } = resultOf(await authorize(token)) as { customToken: string };
  const signedIn = await signInGuest(customToken);
  return { ...signedIn, claims: jwtPayload(signedIn.idToken) };
}

describe.skipIf(!(hasFirestore && hasAuth))('customer links (Auth + Functions + Firestore emulators)', () => {
  let me: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    [me, other, admin] = await Promise.all([integratorAccountWith('aprovado', company, 'link'), integratorAccountWith('aprovado', 'Outra Solar', 'link'), newAdminAccount()]);
    // Earlier runs' windows (the address one above all: every call of this suite comes from one address).
    await db().recursiveDelete(db().collection('limites_link'));
  });

  it('creates a link: only the hash stored, 7 days, a reserved proposal id; refuses unapproved integrators, admins and anonymous callers', async () => {
    const { id, token } = await issue(me);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await linkDoc(id);
    expect(stored).toMatchObject({
      integrador_id: me.uid,
      empresa_nome: company,
      cliente_nome: 'Maria Cliente',
      cliente_telefone: '11988887777',
      cliente_email: null,
      token_hash: await hashLinkToken(token),
      revogado_em: null,
      preenchido_em: null,
    });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored['proposta_id']).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(stored['criado_em']).toBeInstanceOf(Timestamp);
    expect((stored['expira_em'] as Timestamp).toMillis() - (stored['criado_em'] as Timestamp).toMillis()).toBe(7 * dayMs);

    const byMail = await issue(me, 'Pedro Cliente', 'pedro@exemplo.com.br');
    expect(await linkDoc(byMail.id)).toMatchObject({ cliente_telefone: null, cliente_email: 'pedro@exemplo.com.br' });
    expectCallableError(await callFunction('createCustomerLink', { clienteNome: 'Maria', contato: '123' }, me.idToken), 'INVALID_ARGUMENT', text.contactInvalid);

    const pending = await integratorAccountWith('pendente_aprovacao', 'Sol Pendente', 'link');
    expectCallableError(await callFunction('createCustomerLink', { clienteNome: 'Maria', contato: '11988887777' }, pending.idToken), 'PERMISSION_DENIED', proposalSubmit.approvedOnly);
    const admin = await newAdminAccount();
    expectCallableError(await callFunction('createCustomerLink', { clienteNome: 'Maria', contato: '11988887777' }, admin.idToken), 'PERMISSION_DENIED', auth.integratorsOnly);
    expect((await callFunction('createCustomerLink', { clienteNome: 'Maria', contato: '11988887777' })).error?.status).toBe('UNAUTHENTICATED');
  });

  it('revokes and renews its own link; another integrator gets the neutral not-found; admins and anonymous callers are refused', async () => {
    const { id, token } = await issue(me);
    const admin = await newAdminAccount();
    for (const name of ['revokeCustomerLink', 'renewCustomerLink']) {
      expectInvalid(await callFunction(name, { id }, other.idToken));
      expectCallableError(await callFunction(name, { id }, admin.idToken), 'PERMISSION_DENIED', auth.integratorsOnly);
      expect((await callFunction(name, { id })).error?.status).toBe('UNAUTHENTICATED');
      expectInvalid(await callFunction(name, { id: 'naoexiste0000000000x' }, me.idToken));
    }
    expect(await linkDoc(id)).toMatchObject({ token_hash: await hashLinkToken(token), revogado_em: null });

    expect(resultOf(await callFunction('revokeCustomerLink', { id }, me.idToken))).toEqual({ id });
    const revoked = await linkDoc(id);
    expect(revoked['revogado_em']).toBeInstanceOf(Timestamp);
    expect(resultOf(await callFunction('revokeCustomerLink', { id }, me.idToken))).toEqual({ id });
    expect((await linkDoc(id))['revogado_em']).toEqual(revoked['revogado_em']);
    expectInvalid(await open(token));

    const renewed = resultOf(await callFunction('renewCustomerLink', { id }, me.idToken)) as Issued;
    expect(renewed.id).toBe(id);
    expect(renewed.token).not.toBe(token);
    const stored = await linkDoc(id);
    expect(stored).toMatchObject({ token_hash: await hashLinkToken(renewed.token), revogado_em: null });
    expect((stored['expira_em'] as Timestamp).toMillis()).toBeGreaterThan(Date.now() + 7 * dayMs - 60_000);
    expectInvalid(await open(token));
    expect(resultOf(await open(renewed.token))).toMatchObject({ estado: 'aberto', empresa: company, clienteNome: 'Maria Cliente' });
  });

  it('a guessed, malformed, expired or revoked token: the neutral message, no link, draft or window of its own written', async () => {
    // Malformed: refused before any read, nothing written at all.
    const before = await windows();
    for (const token of ['abc', '', null, `${newLinkToken()}x`]) expectInvalid(await open(token));
    expectInvalid(await callFunction('openCustomerLink', null));
    expect(await windows()).toEqual(before);

    // Well formed but unknown: counted against the address, no t_{hash} window.
    const guess = newLinkToken();
    expectInvalid(await open(guess));
    expectInvalid(await authorize(guess));
    expectInvalid(await submit(guess, {}));
    const after = await windows();
    expect(after.has(`t_${await hashLinkToken(guess)}`)).toBe(false);
    expect([...after.keys()].filter((key) => !before.has(key)).every((key) => key.startsWith('a_'))).toBe(true);
    expect(addressCount(after)).toBe(addressCount(before) + 3);

    // Expired (7 days passed) and revoked: the link and its folder stay untouched, no draft.
    const expired = await issue(me);
    await db().doc(`links_cliente/${expired.id}`).update({ expira_em: Timestamp.fromMillis(Date.now() - 1000) });
    const revoked = await issue(me);
    resultOf(await callFunction('revokeCustomerLink', { id: revoked.id }, me.idToken));
    for (const { id, token } of [expired, revoked]) {
      const stored = await linkDoc(id);
      const dados = dadosFor(me.uid, String(stored['proposta_id']));
      expectInvalid(await open(token));
      expectInvalid(await authorize(token));
      expectInvalid(await submit(token, dados));
      expect(await linkDoc(id)).toEqual(stored);
      expect(await draftDoc(String(stored['proposta_id']))).toBeUndefined();
    }
  });

  it('open shows the company, its https logo only, the customer and the folder; the upload session carries the three claims', async () => {
    const { id, token } = await issue(me, 'Carla Souza');
    const { proposta_id: proposalId } = await linkDoc(id);
    const folder = `propostas-anexos/${me.uid}/${String(proposalId)}`;
    await db().doc(`integradores/${me.uid}`).update({ foto_perfil: 'http://exemplo.com/logo.png' });
    const view = resultOf(await open(token)) as Record<string, unknown>;
    expect(view).toEqual({ estado: 'aberto', empresa: company, logo: null, clienteNome: 'Carla Souza', expiraEm: expect.any(Number), pasta: folder });
    await db().doc(`integradores/${me.uid}`).update({ foto_perfil: 'https://exemplo.com/logo.png' });
    expect(resultOf(await open(token))).toMatchObject({ logo: 'https://exemplo.com/logo.png' });
    await db().doc(`integradores/${me.uid}`).update({ foto_perfil: null });

    const session = resultOf(await authorize(token)) as { customToken: string; pasta: string };
    expect(session.pasta).toBe(folder);
    const payload = jwtPayload(session.customToken);
    expect(payload['uid']).toBe(`cliente_${id}`);
    expect(payload['claims']).toEqual({ cliente_link: id, pasta_integrador: me.uid, pasta_proposta: proposalId, cliente_token_hash: await hashLinkToken(token) });
  });

  it('submit: the draft and the link preenchido once; progress recebida, then pendencias; createProposal marks the draft enviada', async () => {
    const { id, token } = await issue(me, 'João Pereira');
    const { proposta_id: proposalId } = await linkDoc(id);
    const pid = String(proposalId);
    const dados = dadosFor(me.uid, pid);

    const bad = { ...dados, clientData: { ...dados.clientData, cpfCnpj: '111.111.111-11' } };
    expectCallableError(await submit(token, bad), 'INVALID_ARGUMENT', 'CPF inválido');
    expectCallableError(await submit(token, dadosFor(me.uid, pid, `propostas-anexos/${other.uid}/${pid}`)), 'PERMISSION_DENIED', proposalSubmit.foreignAttachment);
    expect(await draftDoc(pid)).toBeUndefined();
    // Issue 51: without the box 'Li e aceito…' nothing is written.
    expectCallableError(await callFunction('submitCustomerApplication', { token, dados }), 'INVALID_ARGUMENT', consentText.boxRequired);
    expect(await draftDoc(pid)).toBeUndefined();

    expect(resultOf(await submit(token, dados))).toEqual({ ok: true });
    // The customer's acceptance (issue 51): the versions in force, with the form's origin.
    const current = (await db().doc('publico/consentimento').get()).data();
    expect((await db().doc(`aceites/cliente_${id}`).get()).data()).toMatchObject({ origem: 'link', termos_versao: current?.['termos'] ?? 1, privacidade_versao: current?.['privacidade'] ?? 1 });
    expect((await db().collection(`aceites/cliente_${id}/historico`).get()).docs.map((doc) => doc.data()['origem'])).toEqual(['link']);
    const draft = await draftDoc(pid);
    expect(draft).toMatchObject({ integrador_id: me.uid, link_id: id, cliente_nome: 'João Pereira', situacao: 'aguardando', dados: { anexoFaturaEnergia: dados.anexoFaturaEnergia } });
    expect(draft?.['enviado_em']).toBeInstanceOf(Timestamp);
    const filled = await linkDoc(id);
    expect(filled['preenchido_em']).toBeInstanceOf(Timestamp);

    // Used: a second submit is refused, nothing changes; renewing is refused. An upload session is
    // still made (for answers to its items: storage.rules refuse a filled link's attachments).
    expectInvalid(await submit(token, dados));
    const session = resultOf(await authorize(token)) as { customToken: string; pasta: string };
    expect(session.pasta).toBe(`propostas-anexos/${me.uid}/${pid}`);
    expect(jwtPayload(session.customToken)['claims']).toEqual({ cliente_link: id, pasta_integrador: me.uid, pasta_proposta: pid, cliente_token_hash: await hashLinkToken(token) });
    expect(await draftDoc(pid)).toEqual(draft);
    expect(await linkDoc(id)).toEqual(filled);
    expectCallableError(await callFunction('renewCustomerLink', { id }, me.idToken), 'FAILED_PRECONDITION', text.renewFilled);

    expect(resultOf(await open(token))).toEqual({ estado: 'preenchido', empresa: company, logo: null, clienteNome: 'João Pereira', andamento: 'recebida', pendencias: [] });

    // The integrator completes and submits the proposal under the reserved id.
    const v = proposalFormValues();
    const proposta = {
      clientData: dados.clientData,
      projectData: { ...v.projectData, anexoFaturaEnergia: dados.anexoFaturaEnergia },
      creditData: v.creditData,
      bankingData: dados.bankingData,
    };
    expect(resultOf(await callFunction('createProposal', { id: pid, proposta }, me.idToken))).toEqual({ id: pid });
    expect(await draftDoc(pid)).toMatchObject({ situacao: 'enviada' });
    // Sent: in analysis for the customer, no longer 'the company is completing the project' (issue 45).
    expect(resultOf(await open(token))).toMatchObject({ estado: 'preenchido', andamento: 'em_analise' });
    await db().doc(`propostas/${pid}`).update({ status: 'pendente_correcao' });
    expect(resultOf(await open(token))).toMatchObject({ estado: 'preenchido', andamento: 'pendencias' });
    // The page's live view (issue 45): the triggers rewrite vistas_cliente/{linkId}; watchCustomerLink's session names the link and its token.
    const view = await waitFor('the live view in pendencias', async () => {
      const data = (await db().doc(`vistas_cliente/${id}`).get()).data();
      return data?.['andamento'] === 'pendencias' ? data : undefined;
    });
    expect(view).toMatchObject({ estado: 'preenchido', token_hash: await hashLinkToken(token), pendencias: [] });
    expect(resultOf(await callFunction('watchCustomerLink', { token }))).toMatchObject({ linkId: id });
  });

  it("createProposal leaves another integrator's draft under the same id alone", async () => {
    const pid = db().collection('propostas').doc().id;
    await db().doc(`rascunhos_cliente/${pid}`).set({ integrador_id: other.uid, link_id: 'x', cliente_nome: 'Ana', dados: {}, enviado_em: Timestamp.now(), situacao: 'aguardando' });
    const proposta = proposalWithAttachmentsIn(`propostas-anexos/${me.uid}/${pid}`);
    expect(resultOf(await callFunction('createProposal', { id: pid, proposta }, me.idToken))).toEqual({ id: pid });
    expect(await draftDoc(pid)).toMatchObject({ situacao: 'aguardando' });
  });

  interface FilledLink extends Issued {
    pid: string;
    folder: string;
    dados: ReturnType<typeof dadosFor>;
  }

  /** A link the customer filled (draft sent, link preenchido); its proposal not submitted yet. */
  async function filledLink(clienteNome = 'Lúcia Andrade'): Promise<FilledLink> {
    const issued = await issue(me, clienteNome);
    const pid = String((await linkDoc(issued.id))['proposta_id']);
    const dados = dadosFor(me.uid, pid);
    expect(resultOf(await submit(issued.token, dados))).toEqual({ ok: true });
    return { ...issued, pid, folder: `propostas-anexos/${me.uid}/${pid}`, dados };
  }

  /** The integrator completes the customer's draft and submits the proposal under the reserved id. */
  async function submitProposal(link: FilledLink): Promise<void> {
    const v = proposalFormValues();
    const proposta = {
      clientData: link.dados.clientData,
      projectData: { ...v.projectData, anexoFaturaEnergia: link.dados.anexoFaturaEnergia },
      creditData: v.creditData,
      bankingData: link.dados.bankingData,
    };
    expect(resultOf(await callFunction('createProposal', { id: link.pid, proposta }, me.idToken))).toEqual({ id: link.pid });
  }

  /** A filled link whose proposal exists. */
  async function linkWithProposal(clienteNome?: string): Promise<FilledLink> {
    const link = await filledLink(clienteNome);
    await submitProposal(link);
    return link;
  }

  /** An admin's pending item on the proposal; `paraCliente` left out of the payload unless given. */
  async function addItem(proposalId: string, fields: { paraCliente?: boolean; exigeArquivo?: boolean; texto?: string } = {}): Promise<string> {
    const itemId = newItemId();
    const { paraCliente, exigeArquivo = false, texto = 'Envie o holerite mais recente' } = fields;
    const payload = { propostaId: proposalId, itemId, tipo: 'comprovante_renda', texto, exigeArquivo, ...(paraCliente === undefined ? {} : { paraCliente }) };
    expect(resultOf(await callFunction('addPendingItem', payload, admin.idToken))).toEqual({ id: itemId });
    return itemId;
  }

  it("open lists the items addressed to the customer once the proposal exists, nothing internal; the add callable stores para_cliente", async () => {
    const link = await filledLink('Lúcia Andrade');
    // Before the proposal exists: no items, not even one stored under its id for the customer.
    const early = db().doc(`propostas/${link.pid}/pendencias/${newItemId()}`);
    await early.set({ para_cliente: true, estado: 'aberta', tipo: 'outro', texto: 'Antes da proposta', exige_arquivo: false, criada_em: Timestamp.now(), nota_devolucao: null });
    expect(resultOf(await open(link.token))).toEqual({ estado: 'preenchido', empresa: company, logo: null, clienteNome: 'Lúcia Andrade', andamento: 'recebida', pendencias: [] });
    await early.delete();

    await submitProposal(link);
    expect(resultOf(await open(link.token))).toMatchObject({ andamento: 'em_analise', pendencias: [] });
    const forCustomer = await addItem(link.pid, { paraCliente: true, exigeArquivo: true, texto: 'Envie uma foto do seu RG' });
    const byDefault = await addItem(link.pid, { texto: 'Conferir o score interno' });
    const internal = await addItem(link.pid, { paraCliente: false, texto: 'Checar o CNPJ do integrador' });
    expect(await itemDoc(link.pid, forCustomer)).toMatchObject({ para_cliente: true, estado: 'aberta', exige_arquivo: true });
    expect(await itemDoc(link.pid, byDefault)).toMatchObject({ para_cliente: false });
    expect(await itemDoc(link.pid, internal)).toMatchObject({ para_cliente: false });

    const view = resultOf(await open(link.token)) as Record<string, unknown> & { pendencias: Record<string, unknown>[] };
    expect(Object.keys(view).sort()).toEqual(['andamento', 'clienteNome', 'empresa', 'estado', 'logo', 'pendencias']);
    expect(view).toMatchObject({ estado: 'preenchido', andamento: 'pendencias' });
    expect(view.pendencias).toHaveLength(1);
    expect(Object.keys(view.pendencias[0] ?? {}).sort()).toEqual(['estado', 'exigeArquivo', 'id', 'notaDevolucao', 'texto', 'tipo']);
    expect(view.pendencias[0]).toEqual({
      id: forCustomer,
      tipo: pendingItemTypeLabel('comprovante_renda'),
      texto: 'Envie uma foto do seu RG',
      exigeArquivo: true,
      estado: 'aberta',
      notaDevolucao: null,
    });
    const shown = JSON.stringify(view);
    for (const hidden of ['Conferir o score interno', 'Checar o CNPJ do integrador', byDefault, internal, admin.uid, me.uid]) expect(shown).not.toContain(hidden);
  });

  it("answers the customer's open items as the integrator would: counters, history, and the move to 'Corrigida' once none is open", async () => {
    const link = await linkWithProposal('Rafael Lima');
    const withFile = await addItem(link.pid, { paraCliente: true, exigeArquivo: true, texto: 'Envie o comprovante de residência' });
    const withText = await addItem(link.pid, { paraCliente: true, texto: 'Confirme o seu endereço' });
    expect(await proposalDoc(link.pid)).toMatchObject({ status: 'pendente_correcao', pendencias_abertas: 2, pendencias_total: 2 });
    const guestUid = `cliente_${link.id}`;

    // The file the page uploaded for the item (pendencia-{itemId}_{ms}.{ext} in the link's folder).
    expectCallableError(await answerItem(link.token, { itemId: withFile, texto: 'Vai por texto' }), 'INVALID_ARGUMENT', pendingItemsText.fileRequired);
    const file = `${link.folder}/pendencia-${withFile}_1773150000000.pdf`;
    expect(resultOf(await answerItem(link.token, { itemId: withFile, arquivo: file }))).toEqual({ ok: true });
    expect(await itemDoc(link.pid, withFile)).toMatchObject({ estado: 'respondida', resposta_arquivo: file, resposta_texto: null, respondida_por: guestUid });
    expect((await itemDoc(link.pid, withFile))['respondida_em']).toBeInstanceOf(Timestamp);
    expect(await proposalDoc(link.pid)).toMatchObject({ status: 'pendente_correcao', pendencias_abertas: 1, pendencias_total: 2 });

    expect(resultOf(await answerItem(link.token, { itemId: withText, texto: 'Rua das Flores, 100' }))).toEqual({ ok: true });
    expect(await itemDoc(link.pid, withText)).toMatchObject({ estado: 'respondida', resposta_texto: 'Rua das Flores, 100', resposta_arquivo: null, respondida_por: guestUid });
    const answered = (await entries(`propostas/${link.pid}/historico`, 'em')).filter((entry) => entry['pendencia']?.acao === 'respondida');
    expect(answered).toHaveLength(2);
    for (const itemId of [withFile, withText]) {
      expect(answered).toContainEqual(
        expect.objectContaining({ de: 'pendente_correcao', para: 'pendente_correcao', por: guestUid, pendencia: { acao: 'respondida', item_id: itemId, tipo: 'comprovante_renda' } }),
      );
    }

    // No item left open: the answer trigger moves the proposal, as after an integrator's answer.
    const corrected = await waitFor('moved to corrigida', async () => ((await proposalDoc(link.pid))['status'] === 'corrigida_usuario' ? proposalDoc(link.pid) : undefined));
    expect(corrected).toMatchObject({ pendencias_abertas: 0, pendencias_total: 2, pendencias_desde: null });
    expect(await entries(`propostas/${link.pid}/historico`, 'em')).toContainEqual(
      expect.objectContaining({ de: 'pendente_correcao', para: 'corrigida_usuario', por: 'sistema', motivo: pendingItemsText.autoCorrected }),
    );
    const view = resultOf(await open(link.token)) as { pendencias: { id: string; estado: string }[] };
    expect(view.pendencias.map(({ id, estado }) => ({ id, estado }))).toEqual([
      { id: withFile, estado: 'respondida' },
      { id: withText, estado: 'respondida' },
    ]);
  });

  it("refuses an item not addressed to the customer, an answered one, another proposal's, a file outside the item's name; an open or revoked link is the neutral not-found", async () => {
    const link = await linkWithProposal('Beatriz Nunes');
    const open1 = await addItem(link.pid, { paraCliente: true, texto: 'Envie o holerite' });
    const internal = await addItem(link.pid, { texto: 'Conferir o score interno' });
    const answered = await addItem(link.pid, { paraCliente: true, texto: 'Confirme o telefone' });
    resultOf(await answerItem(link.token, { itemId: answered, texto: '(11) 98888-7777' }));
    const elsewhere = await seedProposal(me.uid, { status: 'em_analise' });
    const foreignItem = await addItem(elsewhere, { paraCliente: true, texto: 'De outra proposta' });
    const before = await Promise.all([open1, internal, answered].map((itemId) => itemDoc(link.pid, itemId)));
    // The fields an answer moves (other triggers, e.g. the search tokens, may still write the proposal).
    const counters = async () => {
      const { status, pendencias_abertas, pendencias_total } = await proposalDoc(link.pid);
      const history = await entries(`propostas/${link.pid}/historico`, 'em');
      return { status, pendencias_abertas, pendencias_total, history: history.length };
    };
    const countersBefore = await counters();

    expectCallableError(await answerItem(link.token, { itemId: internal, texto: 'Eu respondo' }), 'NOT_FOUND', pendingItemsText.itemNotFound);
    expectCallableError(await answerItem(link.token, { itemId: answered, texto: 'De novo' }), 'FAILED_PRECONDITION', pendingItemsText.notOpen);
    expectCallableError(await answerItem(link.token, { itemId: foreignItem, texto: 'Não é minha' }), 'NOT_FOUND', pendingItemsText.itemNotFound);
    expectCallableError(await answerItem(link.token, { itemId: 'naoexiste0000000000x', texto: 'Nada' }), 'NOT_FOUND', pendingItemsText.itemNotFound);
    // Files outside the item's answer name: another item's, an attachment's, another folder's, a subfolder.
    for (const arquivo of [
      `${link.folder}/pendencia-${answered}_1773150000000.pdf`,
      `${link.folder}/anexo_rg_cpf_1773150000000.pdf`,
      `propostas-anexos/${other.uid}/${link.pid}/pendencia-${open1}_1773150000000.pdf`,
      `propostas-anexos/${me.uid}/${elsewhere}/pendencia-${open1}_1773150000000.pdf`,
      `${link.folder}/sub/pendencia-${open1}_1773150000000.pdf`,
      `${link.folder}/pendencia-${open1}_1773150000000.svg`,
    ]) {
      expectCallableError(await answerItem(link.token, { itemId: open1, arquivo }), 'INVALID_ARGUMENT', pendingItemsText.foreignFile);
    }
    expectCallableError(await answerItem(link.token, { itemId: open1 }), 'INVALID_ARGUMENT', pendingItemsText.answerRequired);
    expect(await Promise.all([open1, internal, answered].map((itemId) => itemDoc(link.pid, itemId)))).toEqual(before);
    expect(await itemDoc(elsewhere, foreignItem)).toMatchObject({ estado: 'aberta', respondida_por: null });
    expect(await counters()).toEqual(countersBefore);
    expect(countersBefore).toMatchObject({ status: 'pendente_correcao', pendencias_abertas: 2, pendencias_total: 3 });

    // An open link (not filled yet): its reserved proposal has no answers to give, whatever the item.
    const openLink = await issue(me, 'Caio Prado');
    expectInvalid(await answerItem(openLink.token, { itemId: open1, texto: 'Oi' }));
    // Revoked: the neutral message, nothing written.
    resultOf(await callFunction('revokeCustomerLink', { id: link.id }, me.idToken));
    expectInvalid(await answerItem(link.token, { itemId: open1, texto: 'Depois de revogado' }));
    expectInvalid(await open(link.token));
    expect(await itemDoc(link.pid, open1)).toEqual(before[0]);
    // A guessed token: the neutral message too.
    expectInvalid(await answerItem(newLinkToken(), { itemId: open1, texto: 'Chute' }));
    expectInvalid(await answerItem('abc', { itemId: open1, texto: 'Malformado' }));
  });

  it("issue 45: the address window is the platform's hop (X-Forwarded-For's right-most entry), however the caller rewrites the entries to its left", async () => {
    const hop = '203.0.113.45';
    const before = await windows();
    const guesses = 12;
    for (let call = 0; call < guesses; call++) expectInvalid(await openFrom(newLinkToken(), `198.51.100.${call}, ${hop}`));
    const after = await windows();
    const added = [...after.keys()].filter((key) => !before.has(key));
    // One window for the host, not one per header value.
    expect(added).toHaveLength(1);
    const key = added[0]!;
    const window = after.get(key)!;
    expect(window).toMatchObject({ contagem: guesses });
    // Bounded: the window's end, a Timestamp for the TTL policy.
    expect(window['expira_em']).toBeInstanceOf(Timestamp);
    expect((window['expira_em'] as Timestamp).toMillis()).toBe(Number(window['inicio']) + guestRateLimits.windowMs);
    // Full: refused whatever the caller writes first, or without a header of its own.
    await db().doc(`limites_link/${key}`).update({ contagem: guestRateLimits.perAddress });
    expectCallableError(await openFrom(newLinkToken(), `192.0.2.${guesses}, ${hop}`), 'RESOURCE_EXHAUSTED', text.tooMany);
    expectCallableError(await openFrom(newLinkToken(), hop), 'RESOURCE_EXHAUSTED', text.tooMany);
    expect([...(await windows()).keys()].filter((id) => !before.has(id))).toEqual([key]);
    await db().doc(`limites_link/${key}`).delete();
  });

  it("issue 45: renewing ends the old guest's session (its claims name the old token's hash; its user and refresh token are gone); the new token's session names the new hash", async () => {
    const { id, token } = await issue(me, 'Renata Dias');
    const old = await guestSession(token);
    expect(old.claims).toMatchObject({ user_id: `cliente_${id}`, cliente_link: id, cliente_token_hash: await hashLinkToken(token) });
    expect(await guestExists(id)).toBe(true);
    expect(await refreshes(old.refreshToken)).toBe(true);

    const renewed = resultOf(await callFunction('renewCustomerLink', { id }, me.idToken)) as Issued;
    expect(await guestExists(id)).toBe(false);
    expect(await refreshes(old.refreshToken)).toBe(false);
    // storage.rules compare the claim with the link's token_hash: the old session's no longer matches.
    const stored = await linkDoc(id);
    expect(stored['token_hash']).toBe(await hashLinkToken(renewed.token));
    expect(old.claims['cliente_token_hash']).not.toBe(stored['token_hash']);
    const fresh = await guestSession(renewed.token);
    expect(fresh.claims['cliente_token_hash']).toBe(stored['token_hash']);
    expectInvalid(await authorize(token));
  });

  it("issue 45: revoking deletes the guest's user (its refresh token dies); a second revoke is harmless", async () => {
    const revoked = await issue(me, 'Otávio Reis');
    const session = await guestSession(revoked.token);
    expect(await guestExists(revoked.id)).toBe(true);
    resultOf(await callFunction('revokeCustomerLink', { id: revoked.id }, me.idToken));
    expect(await guestExists(revoked.id)).toBe(false);
    expect(await refreshes(session.refreshToken)).toBe(false);
    expect(resultOf(await callFunction('revokeCustomerLink', { id: revoked.id }, me.idToken))).toEqual({ id: revoked.id });
  });

  it('issue 45: the sweep deletes the guest users last active over a day ago, and no one else', async () => {
    const { id, token } = await issue(me, 'Paulo Teles');
    await guestSession(token);
    await pruneGuestAccounts(adminAuth(), Date.now());
    expect(await guestExists(id)).toBe(true);
    await pruneGuestAccounts(adminAuth(), Date.now() + dayMs - 60_000);
    expect(await guestExists(id)).toBe(true);
    // A day later: the guest is gone, the integrators stay.
    expect(await pruneGuestAccounts(adminAuth(), Date.now() + dayMs + 60_000)).toBeGreaterThanOrEqual(1);
    expect(await guestExists(id)).toBe(false);
    for (const account of [me, other, admin]) expect((await adminAuth().getUser(account.uid)).uid).toBe(account.uid);
  });

  it('rate limit: past perToken calls on one token, or perAddress calls from one address, resource-exhausted with nothing written', async () => {
    const { token } = await issue(me);
    const tokenKey = `t_${await hashLinkToken(token)}`;
    for (let call = 0; call < guestRateLimits.perToken; call++) resultOf(await open(token));
    expect((await windows()).get(tokenKey)).toMatchObject({ contagem: guestRateLimits.perToken });
    const before = await windows();
    expectCallableError(await open(token), 'RESOURCE_EXHAUSTED', text.tooMany);
    expectCallableError(await authorize(token), 'RESOURCE_EXHAUSTED', text.tooMany);
    expect(await windows()).toEqual(before);

    // The address: one window for every call of this suite; full, even a fresh link is refused.
    const addressKeys = [...before.keys()].filter((key) => key.startsWith('a_'));
    expect(addressKeys).toHaveLength(1);
    const addressKey = addressKeys[0]!;
    const fresh = await issue(me);
    await db().doc(`limites_link/${addressKey}`).set({ inicio: Date.now(), contagem: guestRateLimits.perAddress });
    const full = await windows();
    expectCallableError(await open(fresh.token), 'RESOURCE_EXHAUSTED', text.tooMany);
    expectCallableError(await open(newLinkToken()), 'RESOURCE_EXHAUSTED', text.tooMany);
    expect(await windows()).toEqual(full);
    // An expired window starts over.
    await db().doc(`limites_link/${addressKey}`).set({ inicio: Date.now() - guestRateLimits.windowMs, contagem: guestRateLimits.perAddress });
    expect(resultOf(await open(fresh.token))).toMatchObject({ estado: 'aberto' });
    expect((await windows()).get(addressKey)).toMatchObject({ contagem: 1 });
  });
});
