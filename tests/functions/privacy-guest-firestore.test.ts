/**
 * LGPD for the customers without an account on the emulators (issue 51, guest part): the public
 * page's e-mail code by CPF (the same answer for an unknown CPF or e-mail, the code only to an
 * e-mail on record), a wrong code, another CPF's code, the lock after 5 tries, a second request
 * while one is open; the link's request, its state in the link's view (the trigger), and its
 * download failing at once in Portuguese where no Storage runs (`npm start` here).
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportText } from '@solarcred/domain/analytics/export/export-text';
import { customerLinkText } from '@solarcred/domain/customer-link/texts';
import { privacyGuestText as text } from '@solarcred/domain/privacy/guest-text';
import { requestsText } from '@solarcred/domain/privacy/requests-text';
import { hasAuth, hasFirestore } from '../emulator-env';
import type { TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, integratorAccountWith, seedProposal } from './firestore-admin';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A valid CPF from 9 digits (its two check digits computed). */
function cpfFrom(nine: string): string {
  const digits = nine.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}
let serial = 0;
/** A fresh CPF for each test (the codes and requests are keyed by it). */
const freshCpf = () => cpfFrom(`${(Date.now() % 1_000_000).toString().padStart(6, '0')}${(serial += 1).toString().padStart(3, '0')}`);

const sendCode = (cpf: string, email: string) => callFunction('sendPrivacyCode', { cpf, email });
const byCpf = (cpf: string, email: string, codigo: string, tipo = 'acesso', detalhe = '') => callFunction('requestPrivacyByCpf', { cpf, email, codigo, tipo, detalhe });
const mailsOf = async (cpf: string) =>
  (await db().collection('mail').where('evento', '==', 'lgpd_codigo').get()).docs.filter((mail) => mail.id.startsWith(`lgpd_codigo_${sha256(cpf).slice(0, 16)}_`)).sort((a, b) => a.id.localeCompare(b.id));
async function lastCode(cpf: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(String((await mailsOf(cpf)).at(-1)?.data()['message']?.['subject'] ?? ''))?.[1];
  if (!code) throw new Error('no LGPD code e-mailed');
  return code;
}
/** Lets a new code go at once (the page allows one a minute). */
const allowResend = (cpf: string) => db().doc(`codigos_lgpd/${sha256(cpf)}`).update({ enviado_em: 0 });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.skipIf(!(hasFirestore && hasAuth))('LGPD guests (Auth + Functions + Firestore emulators, issue 51)', () => {
  let titular: TestAccount;

  beforeAll(async () => {
    titular = await integratorAccountWith('aprovado', 'Sol LGPD Ltda', 'lgpd-guest');
    // The guest calls of this suite come from one address: start its window empty.
    await db().recursiveDelete(db().collection('limites_link'));
  });

  it('answers the same for an unknown CPF, a known CPF with another e-mail and the right pair; only the last gets a code', async () => {
    const cpf = freshCpf();
    await seedProposal(titular.uid, { cliente_cpf_cnpj: cpf, cliente_email: 'Ana.Costa@example.com' });
    const unknown = resultOf(await sendCode(freshCpf(), 'ana.costa@example.com'));
    const otherEmail = resultOf(await sendCode(cpf, 'outra@example.com'));
    expect(await mailsOf(cpf)).toHaveLength(0);
    expect((await db().doc(`codigos_lgpd/${sha256(cpf)}`).get()).exists).toBe(false);
    const known = resultOf(await sendCode(cpf.replace(/^(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-'), ' ana.costa@EXAMPLE.com '));
    expect(unknown).toEqual({ mensagem: text.codeSent });
    expect(otherEmail).toEqual(unknown);
    expect(known).toEqual(unknown);
    const mails = await mailsOf(cpf);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data()['to']).toBe('ana.costa@EXAMPLE.com');
    const stored = (await db().doc(`codigos_lgpd/${sha256(cpf)}`).get()).data();
    // Only the code's hash is stored.
    expect(stored?.['codigo_hash']).toBe(sha256(await lastCode(cpf)));
  });

  it('refuses a wrong code and another CPF\'s code, then makes the request once with the right one', async () => {
    const [cpf, other] = [freshCpf(), freshCpf()];
    await Promise.all([seedProposal(titular.uid, { cliente_cpf_cnpj: cpf, cliente_email: 'bia@example.com', cliente_nome: 'Beatriz Lima' }), seedProposal(titular.uid, { cliente_cpf_cnpj: other, cliente_email: 'bia@example.com' })]);
    resultOf(await sendCode(cpf, 'bia@example.com'));
    resultOf(await sendCode(other, 'bia@example.com'));
    const [code, otherCode] = [await lastCode(cpf), await lastCode(other)];
    expectCallableError(await byCpf(cpf, 'bia@example.com', wrongOf(code)), 'INVALID_ARGUMENT', text.wrongCode);
    if (otherCode !== code) expectCallableError(await byCpf(cpf, 'bia@example.com', otherCode), 'INVALID_ARGUMENT', text.wrongCode);
    expectCallableError(await byCpf(cpf, 'outra@example.com', code), 'INVALID_ARGUMENT', text.wrongCode);
    expect((await db().collection('solicitacoes_lgpd').where('titular.chave', '==', `cpf_${sha256(cpf)}`).get()).size).toBe(0);

    const made = resultOf(await byCpf(cpf, 'bia@example.com', code)) as { id: string; chave: string };
    expect(made.chave).toMatch(/^[0-9a-f]{64}$/);
    const request = (await db().doc(`solicitacoes_lgpd/${made.id}`).get()).data();
    expect(request).toMatchObject({ tipo: 'acesso', situacao: 'aberta', origem: 'cpf', titular: { chave: `cpf_${sha256(cpf)}`, tipo: 'cliente', cpf_hash: sha256(cpf), nome: 'Beatriz Lima' } });
    expect(request?.['acesso_convidado']?.['token_hash']).toBe(sha256(made.chave));
    expect(JSON.stringify(request)).not.toContain(made.chave);
    expect((await db().doc(`solicitacoes_lgpd_abertas/cpf_${sha256(cpf)}`).get()).data()).toMatchObject({ solicitacao_id: made.id });
    // The code is spent.
    expectCallableError(await byCpf(cpf, 'bia@example.com', code, 'exclusao'), 'INVALID_ARGUMENT', text.wrongCode);

    // A second request while the first is open: refused, nothing written.
    await allowResend(cpf);
    resultOf(await sendCode(cpf, 'bia@example.com'));
    expectCallableError(await byCpf(cpf, 'bia@example.com', await lastCode(cpf), 'exclusao'), 'ALREADY_EXISTS', text.openAlready);
    expect((await db().collection('solicitacoes_lgpd').where('titular.chave', '==', `cpf_${sha256(cpf)}`).get()).size).toBe(1);

    // Without Storage (these emulators) the access ZIP failed at once, and its download says so in Portuguese.
    expect(request?.['exportacao']).toMatchObject({ estado: 'falhou', erro: exportText.storageUnavailable });
    expectCallableError(await callFunction('guestPrivacyDownload', { id: made.id, chave: made.chave }), 'FAILED_PRECONDITION', exportText.storageUnavailable);
    expectCallableError(await callFunction('guestPrivacyDownload', { id: made.id, chave: sha256('outro') }), 'NOT_FOUND', text.downloadExpired);
  });

  it('locks the CPF after 5 wrong codes, even for the right one', async () => {
    const cpf = freshCpf();
    await seedProposal(titular.uid, { cliente_cpf_cnpj: cpf, cliente_email: 'caio@example.com' });
    resultOf(await sendCode(cpf, 'caio@example.com'));
    const code = await lastCode(cpf);
    for (let attempt = 0; attempt < 5; attempt += 1) expectCallableError(await byCpf(cpf, 'caio@example.com', wrongOf(code)), 'INVALID_ARGUMENT', text.wrongCode);
    const locked = await byCpf(cpf, 'caio@example.com', code);
    expect(locked.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect(locked.error?.message).toMatch(/^Muitas tentativas\. Peça um novo código a partir das \d{2}:\d{2}\.$/);
    expect((await db().collection('solicitacoes_lgpd').where('titular.chave', '==', `cpf_${sha256(cpf)}`).get()).size).toBe(0);
  });

  it('locks a CPF nobody sent a code to after 5 tries as well, so the lock tells nothing; its record holds hashes and its TTL day', async () => {
    const cpf = freshCpf();
    for (let attempt = 0; attempt < 5; attempt += 1) expectCallableError(await byCpf(cpf, 'ninguem@example.com', '123456'), 'INVALID_ARGUMENT', text.wrongCode);
    const locked = await byCpf(cpf, 'ninguem@example.com', '123456');
    expect(locked.error?.message).toMatch(/^Muitas tentativas\. Peça um novo código a partir das \d{2}:\d{2}\.$/);
    const stored = (await db().doc(`codigos_lgpd/${sha256(cpf)}`).get()).data() ?? {};
    expect(stored).toMatchObject({ codigo_hash: '', email_hash: '', tentativas: 0 });
    expect(stored['apagar_em'].toMillis()).toBe(stored['bloqueado_ate'] + 86_400_000);
    expect(JSON.stringify(stored)).not.toContain(cpf);
  });

  it("makes the link's request about its customer's CPF, shows its state in the link's view, and lets only that link download", async () => {
    const issued = resultOf(await callFunction('createCustomerLink', { clienteNome: 'Davi Rocha', contato: 'davi@example.com' }, titular.idToken)) as { id: string; token: string };
    const other = resultOf(await callFunction('createCustomerLink', { clienteNome: 'Outro Cliente', contato: 'outro@example.com' }, titular.idToken)) as { id: string; token: string };
    const link = (await db().doc(`links_cliente/${issued.id}`).get()).data() ?? {};
    const cpf = freshCpf();
    // The customer's sent form (as submitCustomerApplication stores it): the CPF names the subject.
    await db().doc(`rascunhos_cliente/${String(link['proposta_id'])}`).set({ id: link['proposta_id'], integrador_id: titular.uid, link_id: issued.id, cliente_nome: 'Davi Rocha', dados: { clientData: { cpfCnpj: cpf, email: 'davi@example.com' } }, enviado_em: Date.now(), situacao: 'aguardando' });
    resultOf(await callFunction('watchCustomerLink', { token: issued.token }));

    expectCallableError(await callFunction('requestPrivacyFromLink', { token: issued.token, tipo: 'correcao', detalhe: 'curto' }), 'INVALID_ARGUMENT', requestsText.correctionTooShort);
    expectCallableError(await callFunction('requestPrivacyFromLink', { token: 'x'.repeat(43), tipo: 'acesso' }), 'NOT_FOUND', customerLinkText.invalid);
    const { id } = resultOf(await callFunction('requestPrivacyFromLink', { token: issued.token, tipo: 'acesso', detalhe: '' })) as { id: string };
    expect((await db().doc(`solicitacoes_lgpd/${id}`).get()).data()).toMatchObject({ origem: 'link', titular: { chave: `cpf_${sha256(cpf)}`, link_id: issued.id, cpf: cpf } });
    expectCallableError(await callFunction('requestPrivacyFromLink', { token: issued.token, tipo: 'exclusao', detalhe: '' }), 'ALREADY_EXISTS', text.openAlready);

    // The trigger writes the request's state into the link's view (the page follows it live).
    const lgpd = await waitFor("the request's state in the link's view", async () => {
      const shown = (await db().doc(`vistas_cliente/${issued.id}`).get()).data()?.['lgpd'];
      return shown?.id === id ? (shown as Record<string, unknown>) : undefined;
    });
    expect(lgpd).toMatchObject({ tipo: 'acesso', situacao: 'aberta', exportacao_estado: 'falhou', exportacao_erro: exportText.storageUnavailable });

    expectCallableError(await callFunction('guestPrivacyDownload', { token: issued.token, id }), 'FAILED_PRECONDITION', exportText.storageUnavailable);
    expectCallableError(await callFunction('guestPrivacyDownload', { token: other.token, id }), 'NOT_FOUND', text.downloadExpired);
  });
});
