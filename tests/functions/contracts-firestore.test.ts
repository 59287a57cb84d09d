/**
 * The credit contract on the emulators (issue 47): a proposal's move into 'aprovada' generates
 * version 1 (a proposal created already approved, as the seeds write them, gets none), the customer
 * is e-mailed and it turns 'enviado'; a change of what it prints voids it ('substituido') and
 * generates version 2. On the customer's link: the first open marks it 'visualizado'; a 6-digit
 * code (only its SHA-256 stored, 10 minutes) is e-mailed; a wrong code counts, 5 lock signing for
 * 15 minutes; an expired code, a voided contract, a revoked or expired link and a second signature
 * are refused with nothing written. The signature stores the evidence (document hash, code check,
 * time, the platform's address, the request's User-Agent, the link), indexes the verification code,
 * marks the milestone 'contrato_assinado' with the signed PDF, and sets the proposal's summary
 * 'assinado'. verifyContract answers only ContractCheck. No Storage emulator here: every PDF is
 * re-rendered from the frozen content and checked against its stored hash.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractText } from '@solarcred/domain/contract/contract-text';
import { signingLimits } from '@solarcred/domain/contract/signing';
import { approvedProposal } from '@solarcred/domain/contract/test-contract';
import { customerLinkText } from '@solarcred/domain/customer-link/texts';
import { guestRateLimits, trustedClientAddress } from '@solarcred/domain/customer-link/rate-limit';
import { contractIdOf, signedContractPdfPath } from '@solarcred/domain/data/contracts';
import { proposals } from '@solarcred/domain/data/proposals';
import type { Proposal } from '@solarcred/domain/model';
import { addressKeyOf } from '../../functions/src/customer-links/guest-access';
import { onProposalContract } from '../../functions/src/contracts/trigger';
import { budgets } from '../budgets';
import { hasAuth, hasFirestore, projectId } from '../emulator-env';
import { newAdminAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, expectCallableError, functionsOrigin, region, resultOf, type CallableAnswer } from './callables';
import { db, integratorAccountWith } from './firestore-admin';

const minuteMs = 60_000;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const doc = async (path: string): Promise<DocumentData | undefined> => (await db().doc(path).get()).data();
/** A stored instant: a Timestamp (fields named *_em), or the number a field of another name keeps (bloqueado_ate). */
const millis = (value: unknown) => (typeof value === 'number' ? value : (value as Timestamp).toMillis());

/** A callable called as a browser behind the platform's front end: its X-Forwarded-For hop and User-Agent. */
async function callFrom(name: string, data: unknown, headers: { forwardedFor?: string; userAgent?: string } = {}): Promise<CallableAnswer> {
  const response = await fetch(`${functionsOrigin}/${projectId}/${region}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(headers.forwardedFor ? { 'x-forwarded-for': headers.forwardedFor } : {}),
      ...(headers.userAgent ? { 'user-agent': headers.userAgent } : {}),
    },
    body: JSON.stringify({ data }),
    signal: AbortSignal.timeout(budgets.callableMs),
  });
  return { httpStatus: response.status, ...((await response.json()) as Omit<CallableAnswer, 'httpStatus'>) };
}

interface Customer {
  linkId: string;
  token: string;
  propostaId: string;
  email: string;
}

/** A filled customer link of `me` and its reserved proposal, stored 'em_analise' with a saved simulation (approvedProposal's). */
async function customerWithProposal(me: TestAccount, status = 'em_analise'): Promise<Customer> {
  const { id: linkId, token } = resultOf(await callFunction('createCustomerLink', { clienteNome: 'João Pereira', contato: '(11) 98888-7777' }, me.idToken)) as { id: string; token: string };
  const link = (await doc(`links_cliente/${linkId}`)) ?? {};
  const propostaId = String(link['proposta_id']);
  await db().doc(`links_cliente/${linkId}`).update({ preenchido_em: Timestamp.now() });
  const email = `cliente-${propostaId.slice(0, 8).toLowerCase()}@cliente.test`;
  const fixture = approvedProposal();
  const proposal: Proposal = { ...fixture, id: propostaId, integrador_id: me.uid, criado_por: me.uid, cliente_email: email, status, status_desde: Date.now(), created_at: Date.now(), updated_at: Date.now() };
  await db().doc(`propostas/${propostaId}`).set(proposals.converter(Timestamp.fromMillis).toFirestore(proposal));
  return { linkId, token, propostaId, email };
}

/** The admin's move into 'aprovada' (the fields moveProposal writes that the contract reads). */
const approve = (propostaId: string) => db().doc(`propostas/${propostaId}`).update({ status: 'aprovada', status_desde: Timestamp.now(), updated_at: Timestamp.now() });

/** Waits for contratos/{id} to be in `estado`. */
const contractIn = (id: string, estado: string) =>
  waitFor(`${id} ${estado}`, async () => {
    const data = await doc(`contratos/${id}`);
    return data?.['estado'] === estado ? data : undefined;
  });

/** The code the last signing e-mail of `contratoId` carries (its subject names it). */
async function lastCode(contratoId: string): Promise<string> {
  const mails = await db().collection('mail').where('evento', '==', 'contrato_codigo').get();
  const mine = mails.docs.filter((mail) => mail.id.startsWith(`contrato_codigo_${contratoId}_`)).sort((a, b) => a.id.localeCompare(b.id));
  const subject = String(mine.at(-1)?.data()['message']?.['subject'] ?? '');
  const code = /\b(\d{6})\b/.exec(subject)?.[1];
  if (!code) throw new Error(`no signing code e-mailed for ${contratoId}`);
  return code;
}

/** The event onProposalContract receives for a write of propostas/{id} (null before: a create). */
function eventOf(id: string, before: DocumentSnapshot | null, after: DocumentSnapshot) {
  const absent = { exists: false, id, data: () => undefined };
  return { data: { before: before ?? absent, after }, document: `propostas/${id}`, params: { id } } as unknown as Parameters<typeof onProposalContract>[0];
}

const open = (token: string) => callFrom('openCustomerContract', { token });
const requestCode = (token: string, contratoId: string) => callFrom('requestContractCode', { token, contratoId });
const sign = (token: string, contratoId: string, codigo: string, fields: Record<string, unknown> = {}, headers: { forwardedFor?: string; userAgent?: string } = {}) =>
  callFrom('signCustomerContract', { token, contratoId, codigo, aceite: true, nome: 'João Pereira', ...fields }, headers);
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Everything a refused call must leave as it was. */
async function snapshotOf(c: Customer, contratoId: string) {
  const [contract, secret, proposal, verifications] = await Promise.all([
    doc(`contratos/${contratoId}`),
    doc(`contratos_assinatura/${contratoId}`),
    doc(`propostas/${c.propostaId}`),
    db().collection('verificacoes_contrato').where('contrato_id', '==', contratoId).get(),
  ]);
  // The proposal's fields a signature writes (other triggers keep its search tokens and counters meanwhile).
  const signedFields = { contrato: proposal?.['contrato'], instalacao: proposal?.['instalacao'] ?? null, updated_at: proposal?.['updated_at'] };
  return { contract, secret, proposal: signedFields, verifications: verifications.size };
}

describe.skipIf(!(hasFirestore && hasAuth))('credit contract (Auth + Functions + Firestore emulators)', () => {
  let me: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    [me, other, admin] = await Promise.all([integratorAccountWith('aprovado', 'Sol Contrato Ltda', 'contrato'), integratorAccountWith('aprovado', 'Outra Solar', 'contrato'), newAdminAccount()]);
    // Every call of this suite comes from one address: start its window empty.
    await db().recursiveDelete(db().collection('limites_link'));
  });

  it('approval generates version 1 and e-mails the customer (enviado); the link signs it with the evidence, the milestone and the verification index', async () => {
    const c = await customerWithProposal(me);
    const id = contractIdOf(c.propostaId, 1);
    expect(await open(c.token)).toMatchObject({ result: null });

    await approve(c.propostaId);
    const sent = await contractIn(id, 'enviado');
    expect(sent).toMatchObject({ proposta_id: c.propostaId, integrador_id: me.uid, criado_por: me.uid, versao: 1, provedor: 'interno', assinatura: null, pdf_path: `contratos/${me.uid}/${c.propostaId}/contrato-v1.pdf` });
    expect(sent['sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(millis(sent['expira_em']) - millis(sent['gerado_em'])).toBe(30 * 24 * 60 * minuteMs);
    expect((await doc(`mail/contrato_pronto_${id}`))?.['to']).toBe(c.email);
    await waitFor('the summary enviado', async () => ((await doc(`propostas/${c.propostaId}`))?.['contrato']?.['estado'] === 'enviado' ? true : undefined));

    // The first open marks it seen; the page gets the frozen content, the masked e-mail, the hash.
    const view = resultOf(await open(c.token)) as Record<string, unknown>;
    expect(view).toMatchObject({ id, versao: 1, estado: 'visualizado', sha256: sent['sha256'] });
    expect(String(view['email_mascarado'])).not.toContain(c.email.split('@')[0]);
    expect((view['conteudo'] as { cliente: { nome: string } }).cliente.nome).toBe('João Pereira');
    expect(await doc(`contratos/${id}`)).toMatchObject({ estado: 'visualizado' });

    // The unsigned PDF through the link: re-rendered (no Storage here), the stored hash.
    const unsigned = resultOf(await callFrom('customerContractPdf', { token: c.token, contratoId: id, assinado: false })) as { base64: string; nome: string };
    expect(sha256(Buffer.from(unsigned.base64, 'base64'))).toBe(sent['sha256']);

    // The code: 6 digits e-mailed, only its hash stored, 10 minutes.
    const requested = resultOf(await requestCode(c.token, id)) as { email_mascarado: string; expira_em: number };
    const code = await lastCode(id);
    const secret = (await doc(`contratos_assinatura/${id}`)) ?? {};
    expect(secret['codigo_hash']).toBe(sha256(code));
    expect(JSON.stringify(secret)).not.toContain(code);
    expect(millis(secret['codigo_expira_em'])).toBe(requested.expira_em);
    expect(millis(secret['codigo_expira_em']) - millis(secret['enviado_em'])).toBe(signingLimits.codeTtlMs);
    expect(requested.email_mascarado).toBe(view['email_mascarado']);

    // A wrong code counts one attempt; a name that is not the customer's and no 'Li e concordo' write nothing.
    expectCallableError(await sign(c.token, id, wrongCodeFor(code)), 'INVALID_ARGUMENT', contractText.codeWrong(4));
    expect(await doc(`contratos_assinatura/${id}`)).toMatchObject({ tentativas: 1 });
    const beforeRefusals = await snapshotOf(c, id);
    expectCallableError(await sign(c.token, id, code, { nome: 'Maria Souza' }), 'INVALID_ARGUMENT', contractText.nameMismatch);
    expectCallableError(await sign(c.token, id, code, { aceite: false }), 'INVALID_ARGUMENT', contractText.mustAgree);
    expect(await snapshotOf(c, id)).toEqual(beforeRefusals);

    // Signed: case, accents and spaces of the name ignored; the User-Agent from the request's header, not the payload.
    const hop = '203.0.113.77';
    const agent = 'Mozilla/5.0 (Linux; Android 14) Teste/47';
    const signed = resultOf(await sign(c.token, id, code, { nome: '  joao   PEREIRA ', userAgent: 'forjado' }, { forwardedFor: `198.51.100.9, ${hop}`, userAgent: agent })) as {
      codigo_verificacao: string;
      assinado_em: number;
    };
    expect(signed.codigo_verificacao).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    const stored = (await doc(`contratos/${id}`)) ?? {};
    const evidence = stored['assinatura'] as Record<string, unknown>;
    expect(stored['estado']).toBe('assinado');
    expect(evidence).toMatchObject({
      nome_digitado: 'joao PEREIRA',
      email_mascarado: requested.email_mascarado,
      sha256_documento: sent['sha256'],
      ip: hop,
      user_agent: agent,
      link_id: c.linkId,
      codigo_verificacao: signed.codigo_verificacao,
      provedor: 'interno',
      pdf_assinado_path: signedContractPdfPath(me.uid, c.propostaId, 1),
    });
    expect(millis(evidence['assinado_em'])).toBe(signed.assinado_em);
    expect(millis(evidence['codigo_verificado_em'])).toBe(signed.assinado_em);
    expect(await doc(`contratos_assinatura/${id}`)).toBeUndefined();
    expect(await doc(`verificacoes_contrato/${signed.codigo_verificacao}`)).toMatchObject({ contrato_id: id, sha256_assinado: evidence['sha256_assinado'] });
    const proposal = (await doc(`propostas/${c.propostaId}`)) ?? {};
    expect(proposal['contrato']).toMatchObject({ id, versao: 1, estado: 'assinado' });
    const milestone = proposal['instalacao']?.['marcos']?.['contrato_assinado'];
    expect(milestone).toMatchObject({ estado: 'marcado', marcado_por: `cliente_${c.linkId}`, marcado_por_tipo: 'cliente' });
    expect(milestone['arquivos'].map((file: { path: string }) => file.path)).toEqual([signedContractPdfPath(me.uid, c.propostaId, 1)]);

    // The signed PDF, rebuilt from the content and the evidence: the recorded hash, through the link and for the titular.
    const signedPdf = resultOf(await callFrom('customerContractPdf', { token: c.token, contratoId: id, assinado: true })) as { base64: string; nome: string };
    const signedBytes = Buffer.from(signedPdf.base64, 'base64');
    expect(signedBytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(signedBytes)).toBe(evidence['sha256_assinado']);
    expect(signedPdf.nome).toBe('contrato-v1-assinado.pdf');
    const forTitular = resultOf(await callFunction('contractPdf', { contratoId: id, assinado: true }, me.idToken)) as { base64: string };
    expect(forTitular.base64).toBe(signedPdf.base64);
    expectCallableError(await callFunction('contractPdf', { contratoId: id, assinado: true }, other.idToken), 'NOT_FOUND', contractText.notFound);
    expect((resultOf(await callFunction('contractPdf', { contratoId: id, assinado: false }, admin.idToken)) as { base64: string }).base64).toBe(unsigned.base64);

    // The customer's live view follows the summary while the proposal stays 'aprovada'.
    await waitFor('the live view assinado', async () => {
      const live = (await doc(`vistas_cliente/${c.linkId}`))?.['contrato'];
      return live?.['estado'] === 'assinado' ? live : undefined;
    }).then((live) => expect(live).toEqual({ id, versao: 1, estado: 'assinado' }));

    // The company hears of it (the admins too, when their profiles say admin).
    await waitFor('the signed e-mail', async () => (await doc(`mail/contrato_assinado_${id}_${me.uid}`)) ?? undefined);

    // A second signature: refused, nothing written.
    const afterSigning = await snapshotOf(c, id);
    expectCallableError(await requestCode(c.token, id), 'ALREADY_EXISTS', contractText.alreadySigned);
    expectCallableError(await sign(c.token, id, code), 'ALREADY_EXISTS', contractText.alreadySigned);
    expect(await snapshotOf(c, id)).toEqual(afterSigning);
    expect(resultOf(await open(c.token))).toMatchObject({ id, estado: 'assinado' });

    // /verificar: the signed PDF's hash or its code, authentic and when, nothing else; anything else, not authentic.
    const check = { autentico: true, assinado_em: signed.assinado_em, codigo_verificacao: signed.codigo_verificacao };
    expect(resultOf(await callFrom('verifyContract', { sha256: sha256(signedBytes) }))).toEqual(check);
    expect(resultOf(await callFrom('verifyContract', { codigo: signed.codigo_verificacao.toLowerCase().replace(/-/g, '') }))).toEqual(check);
    expect(resultOf(await callFrom('verifyContract', { sha256: sent['sha256'] }))).toEqual({ autentico: false });
    expect(resultOf(await callFrom('verifyContract', { codigo: 'ABCD-EFGH-JKMN' }))).toEqual({ autentico: false });
    expectCallableError(await callFrom('verifyContract', { sha256: 'nao-e-hash' }), 'INVALID_ARGUMENT', contractText.verify.fileInvalid);
  });

  it('a proposal created already approved (a seed) gets no contract; the admin generates one and a change voids it for version 2', async () => {
    const c = await customerWithProposal(me, 'aprovada');
    const created = await db().doc(`propostas/${c.propostaId}`).get();
    // The trigger's own handler, awaited, with the create's event: nothing generated.
    await onProposalContract(eventOf(c.propostaId, null, created));
    expect((await db().collection('contratos').where('proposta_id', '==', c.propostaId).get()).size).toBe(0);
    expect((await doc(`propostas/${c.propostaId}`))?.['contrato']).toBeUndefined();

    // 'Gerar contrato': admins only.
    expect((await callFunction('generateContract', { propostaId: c.propostaId }, me.idToken)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
    const v1 = contractIdOf(c.propostaId, 1);
    expect(resultOf(await callFunction('generateContract', { propostaId: c.propostaId }, admin.idToken))).toEqual({ contratoId: v1 });
    await contractIn(v1, 'enviado');

    // A change of what it prints (the customer's address): v1 substituído, v2 generated and sent.
    await db().doc(`propostas/${c.propostaId}`).update({ cliente_logradouro: 'Rua Nova das Palmeiras' });
    const v2 = contractIdOf(c.propostaId, 2);
    const second = await contractIn(v2, 'enviado');
    expect(second['conteudo']['cliente']['endereco']).toContain('Rua Nova das Palmeiras');
    expect(await doc(`contratos/${v1}`)).toMatchObject({ estado: 'substituido', substituido_por: v2 });
    await waitFor('the summary of v2', async () => ((await doc(`propostas/${c.propostaId}`))?.['contrato']?.['id'] === v2 ? true : undefined));

    // The voided version: no code, no signature, nothing written.
    const before = await snapshotOf(c, v1);
    expectCallableError(await requestCode(c.token, v1), 'FAILED_PRECONDITION', contractText.voided);
    expectCallableError(await sign(c.token, v1, '123456'), 'FAILED_PRECONDITION', contractText.voided);
    expect(await snapshotOf(c, v1)).toEqual(before);
    // A write that prints nothing new (a comment count): the handler, awaited with that event, makes no version 3.
    const unchanged = await db().doc(`propostas/${c.propostaId}`).get();
    await db().doc(`propostas/${c.propostaId}`).update({ comentarios_count: 3 });
    await onProposalContract(eventOf(c.propostaId, unchanged, await db().doc(`propostas/${c.propostaId}`).get()));
    expect(await doc(`contratos/${contractIdOf(c.propostaId, 3)}`)).toBeUndefined();
    expect(resultOf(await open(c.token))).toMatchObject({ id: v2, versao: 2 });
  });

  it('a code lives 10 minutes; 5 wrong codes lock signing for 15 minutes (the right code refused too); afterwards a new code works', async () => {
    const c = await customerWithProposal(me);
    await approve(c.propostaId);
    const id = contractIdOf(c.propostaId, 1);
    await contractIn(id, 'enviado');
    resultOf(await requestCode(c.token, id));
    const expiring = await lastCode(id);
    // One code a minute, whatever the page lets the customer press.
    const tooSoon = await requestCode(c.token, id);
    expect(tooSoon.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: expect.stringMatching(/^Aguarde \d+ s para pedir outro código\.$/) });

    // Past its 10 minutes (so sent as long ago): refused, nothing written.
    await db().doc(`contratos_assinatura/${id}`).update({ codigo_expira_em: Timestamp.fromMillis(Date.now() - 1000), enviado_em: Timestamp.fromMillis(Date.now() - signingLimits.codeTtlMs - 1000) });
    const expired = await snapshotOf(c, id);
    expectCallableError(await sign(c.token, id, expiring), 'FAILED_PRECONDITION', contractText.codeExpired);
    expect(await snapshotOf(c, id)).toEqual(expired);

    resultOf(await requestCode(c.token, id));
    const code = await lastCode(id);
    for (let attempt = 1; attempt < signingLimits.maxAttempts; attempt++) {
      expectCallableError(await sign(c.token, id, wrongCodeFor(code)), 'INVALID_ARGUMENT', contractText.codeWrong(signingLimits.maxAttempts - attempt));
    }
    const before = Date.now();
    expectCallableError(await sign(c.token, id, wrongCodeFor(code)), 'INVALID_ARGUMENT', contractText.codeWrong(0));
    const locked = (await doc(`contratos_assinatura/${id}`)) ?? {};
    expect(locked['codigo_hash']).toBeNull();
    expect(millis(locked['bloqueado_ate'])).toBeGreaterThanOrEqual(before + signingLimits.lockMs - minuteMs);
    expect(millis(locked['bloqueado_ate'])).toBeLessThanOrEqual(Date.now() + signingLimits.lockMs);

    // Locked: the right code and a new code are refused, nothing written.
    const whileLocked = await snapshotOf(c, id);
    const lockedAnswer = await sign(c.token, id, code);
    expect(lockedAnswer.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect(lockedAnswer.error?.message).toMatch(/^Muitas tentativas com código incorreto\. Tente de novo às \d{2}:\d{2}\.$/);
    expect((await requestCode(c.token, id)).error).toMatchObject({ status: 'FAILED_PRECONDITION', message: lockedAnswer.error?.message });
    expect(await snapshotOf(c, id)).toEqual(whileLocked);

    // Fifteen minutes later (the lock moved into the past): a new code, the attempts counted afresh, signed.
    await db().doc(`contratos_assinatura/${id}`).update({ bloqueado_ate: Date.now() - 1000, enviado_em: Timestamp.fromMillis(Date.now() - signingLimits.lockMs) });
    resultOf(await requestCode(c.token, id));
    expect(await doc(`contratos_assinatura/${id}`)).toMatchObject({ tentativas: 0, bloqueado_ate: null });
    expect(resultOf(await sign(c.token, id, await lastCode(id)))).toMatchObject({ codigo_verificacao: expect.any(String) });
  });

  it('a revoked link, an expired link and an expired contract are refused with nothing written', async () => {
    const c = await customerWithProposal(me);
    await approve(c.propostaId);
    const id = contractIdOf(c.propostaId, 1);
    await contractIn(id, 'enviado');
    resultOf(await requestCode(c.token, id));
    const code = await lastCode(id);

    // The contract past its 30 days: 'expirado' on the page, refused.
    await db().doc(`contratos/${id}`).update({ expira_em: Timestamp.fromMillis(Date.now() - 1000) });
    expect(resultOf(await open(c.token))).toMatchObject({ id, estado: 'expirado' });
    const expiredContract = await snapshotOf(c, id);
    expectCallableError(await sign(c.token, id, code), 'FAILED_PRECONDITION', contractText.expired);
    expectCallableError(await requestCode(c.token, id), 'FAILED_PRECONDITION', contractText.expired);
    expect(await snapshotOf(c, id)).toEqual(expiredContract);
    await db().doc(`contratos/${id}`).update({ expira_em: Timestamp.fromMillis(Date.now() + 86_400_000) });

    // The link revoked: the neutral refusal, nothing written.
    resultOf(await callFunction('revokeCustomerLink', { id: c.linkId }, me.idToken));
    const revoked = await snapshotOf(c, id);
    for (const answer of [await open(c.token), await requestCode(c.token, id), await sign(c.token, id, code), await callFrom('customerContractPdf', { token: c.token, contratoId: id, assinado: false })]) {
      expectCallableError(answer, 'NOT_FOUND', customerLinkText.invalid);
    }
    expect(await snapshotOf(c, id)).toEqual(revoked);

    // A link never filled and past its 7 days (another customer's): the neutral refusal.
    const stale = resultOf(await callFunction('createCustomerLink', { clienteNome: 'Rita Alves', contato: 'rita@cliente.test' }, me.idToken)) as { id: string; token: string };
    await db().doc(`links_cliente/${stale.id}`).update({ expira_em: Timestamp.fromMillis(Date.now() - 1000) });
    expectCallableError(await sign(stale.token, id, code), 'NOT_FOUND', customerLinkText.invalid);
    // Another link of the company cannot reach this contract.
    const sibling = await customerWithProposal(me);
    expectCallableError(await sign(sibling.token, id, code), 'NOT_FOUND', contractText.notFound);
    expectCallableError(await callFrom('customerContractPdf', { token: sibling.token, contratoId: id, assinado: false }), 'NOT_FOUND', contractText.notFound);
    expect(await snapshotOf(c, id)).toEqual(revoked);
  });

  it('a proposal moved out of aprovada (rejected, sent back) keeps its unsigned contract unsignable: code and signature refused, nothing written', async () => {
    const c = await customerWithProposal(me);
    await approve(c.propostaId);
    const id = contractIdOf(c.propostaId, 1);
    await contractIn(id, 'enviado');
    resultOf(await requestCode(c.token, id));
    const code = await lastCode(id);
    for (const status of ['reprovada', 'pendente_correcao']) {
      await db().doc(`propostas/${c.propostaId}`).update({ status, status_desde: Timestamp.now() });
      const before = await snapshotOf(c, id);
      expectCallableError(await sign(c.token, id, code), 'FAILED_PRECONDITION', contractText.notSignableNow);
      expectCallableError(await sign(c.token, id, wrongCodeFor(code)), 'FAILED_PRECONDITION', contractText.notSignableNow);
      expectCallableError(await requestCode(c.token, id), 'FAILED_PRECONDITION', contractText.notSignableNow);
      expect(await snapshotOf(c, id)).toEqual(before);
    }
  });

  it("rate limit: verifyContract and the link's contract callables share the address window; full, resource-exhausted with nothing looked up", async () => {
    const c = await customerWithProposal(me);
    const hop = `192.0.2.${Math.floor(Math.random() * 200) + 20}`;
    const key = addressKeyOf(trustedClientAddress(hop, undefined));
    expect(resultOf(await callFrom('verifyContract', { codigo: 'ABCD-EFGH-JKMN' }, { forwardedFor: hop }))).toEqual({ autentico: false });
    expect((await doc(`limites_link/${key}`))?.['contagem']).toBe(1);
    await db().doc(`limites_link/${key}`).set({ inicio: Timestamp.now(), contagem: guestRateLimits.perAddress, expira_em: Timestamp.fromMillis(Date.now() + guestRateLimits.windowMs) });
    const full = await doc(`limites_link/${key}`);
    expectCallableError(await callFrom('verifyContract', { codigo: 'ABCD-EFGH-JKMN' }, { forwardedFor: hop }), 'RESOURCE_EXHAUSTED', customerLinkText.tooMany);
    expectCallableError(await callFrom('openCustomerContract', { token: c.token }, { forwardedFor: hop }), 'RESOURCE_EXHAUSTED', customerLinkText.tooMany);
    expectCallableError(await callFrom('signCustomerContract', { token: c.token, contratoId: 'x', codigo: '123456', aceite: true, nome: 'João' }, { forwardedFor: hop }), 'RESOURCE_EXHAUSTED', customerLinkText.tooMany);
    expect(await doc(`limites_link/${key}`)).toEqual(full);
    await db().doc(`limites_link/${key}`).delete();
  });

  it('updateContractTemplate: admins only, versioned (a stale version refused), an unknown placeholder refused; the next contract prints the new clauses', async () => {
    const current = (await doc('config/modelo_contrato')) ?? null;
    const versao = Number(current?.['versao'] ?? 0);
    const clausulas = [{ titulo: 'Objeto', texto: 'Financiamento do sistema de {{cliente_nome}} (teste 47).' }];
    expect((await callFunction('updateContractTemplate', { clausulas, versao }, me.idToken)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
    const unknown = await callFunction('updateContractTemplate', { clausulas: [{ titulo: 'X', texto: 'Olá {{nao_existe}}' }], versao }, admin.idToken);
    expect(unknown.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: contractText.unknownPlaceholder('nao_existe') });
    expect(resultOf(await callFunction('updateContractTemplate', { clausulas, versao }, admin.idToken))).toEqual({ versao: versao + 1 });
    expect(await doc('config/modelo_contrato')).toMatchObject({ versao: versao + 1, clausulas, atualizado_por: admin.uid });
    if (current) expect(await doc(`config/modelo_contrato/versoes/${versao}`)).toMatchObject({ versao });
    expect((await callFunction('updateContractTemplate', { clausulas, versao }, admin.idToken)).error).toMatchObject({ status: 'FAILED_PRECONDITION', message: contractText.templateStale });

    const c = await customerWithProposal(me);
    await approve(c.propostaId);
    const generated = await contractIn(contractIdOf(c.propostaId, 1), 'enviado');
    expect(generated['conteudo']['clausulas']).toEqual([{ titulo: 'Objeto', texto: 'Financiamento do sistema de João Pereira (teste 47).' }]);
    expect(generated['conteudo']['modelo_versao']).toBe(versao + 1);
  });
});
