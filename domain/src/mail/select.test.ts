import { describe, expect, it } from 'vitest';
import type { IntegratorEmailPrefs, NotificationPrefs } from '../model';
import { mailId, mailsFor, type MailAudience, type MailEvent, type MailRecipient } from './select';

const appUrl = 'https://app.solarcred.test/';
const now = 1_750_000_000_000;
const proposal = { id: 'prop0000abcd1234', cliente_nome: 'João Souza', integrador_id: 'int-1', nome_empresa: 'Sol Nascente' };
const integratorRecord = { id: 'int-1', nome_empresa: 'Sol Nascente' };

const integrator = (prefs: Partial<IntegratorEmailPrefs> = {}): MailRecipient => ({
  uid: 'int-1',
  email: 'contato@solnascente.com.br',
  profile: { notificacoes_email: prefs },
});
const admin = (uid: string, prefs: Partial<NotificationPrefs> | undefined): MailRecipient => ({
  uid,
  email: `${uid}@solarcred.com.br`,
  profile: prefs ? { notificacoes: { novos_integradores: true, status_propostas: false, ...prefs } } : null,
});

const everyone = (prefs: Partial<IntegratorEmailPrefs> = {}): MailAudience => ({
  integrator: integrator(prefs),
  admins: [admin('adm-on', { status_propostas: true, novos_integradores: true }), admin('adm-off', { status_propostas: false, novos_integradores: false }), admin('adm-default', undefined)],
});

const send = (event: MailEvent, audience: MailAudience = everyone()) => mailsFor(event, audience, { appUrl, now });
const recipients = (event: MailEvent, audience?: MailAudience) => send(event, audience).map((mail) => mail.to).sort();

const statusEvent: MailEvent = {
  kind: 'proposta_status', eventId: 'h1', by: 'adm-mover', proposal, de: 'enviada', para: 'pendente_correcao', motivo: 'Falta a <fatura>',
};
const adminComment: MailEvent = {
  kind: 'comentario', eventId: 'c1', by: 'adm-on', proposal, autorTipo: 'admin', autorNome: 'Ana (SolarCred)', comentario: 'Envie o RG <b>legível</b>',
};
const integratorComment: MailEvent = { ...adminComment, eventId: 'c2', by: 'int-1', autorTipo: 'integrador', autorNome: 'Sol Nascente', comentario: 'Enviado.' };
const pendingItem: MailEvent = { kind: 'pendencia', eventId: 'p1', by: 'adm-on', proposal, descricao: 'Fatura de energia recente' };
const approved: MailEvent = { kind: 'integrador_aprovado', eventId: 'h2', by: 'adm-on', integrator: integratorRecord };
const rejected: MailEvent = { kind: 'integrador_rejeitado', eventId: 'h3', by: 'adm-on', integrator: integratorRecord, motivo: 'CNPJ inativo' };
const awaiting: MailEvent = { kind: 'integrador_aguardando', eventId: 'h4', by: 'int-1', integrator: integratorRecord };

describe('mailsFor: proposal status changed', () => {
  it('goes to the integrator and to the admins with "Atualizações de propostas" on, not to the mover', () => {
    expect(recipients(statusEvent)).toEqual(['adm-on@solarcred.com.br', 'contato@solnascente.com.br']);
  });

  it("respects the integrator's status switch", () => {
    expect(recipients(statusEvent, everyone({ status_proposta: false }))).toEqual(['adm-on@solarcred.com.br']);
  });

  it('the mover with the switch on gets none', () => {
    expect(recipients({ ...statusEvent, by: 'adm-on' })).toEqual(['contato@solnascente.com.br']);
  });

  it('links the integrator to its board and the admin to the admin board, deep into the proposal', () => {
    const [toIntegrator, toAdmin] = [send(statusEvent).find((m) => m.to.startsWith('contato')), send(statusEvent).find((m) => m.to.startsWith('adm'))];
    expect(toIntegrator?.message.text).toContain('https://app.solarcred.test/integrator/kanban?proposta=prop0000abcd1234');
    expect(toAdmin?.message.text).toContain('https://app.solarcred.test/admin/proposals?proposta=prop0000abcd1234');
    expect(toIntegrator?.message.subject).toBe('SolarCred: proposta #ABCD1234 de João Souza — Pendente Correção');
    expect(toIntegrator?.message.text).toContain('mudou de “Proposta Enviada” para “Pendente Correção”');
  });

  it('escapes user text in the HTML and keeps it as typed in the text', () => {
    const [mail] = send(statusEvent, { integrator: integrator(), admins: [] });
    expect(mail?.message.html).toContain('Falta a &lt;fatura&gt;');
    expect(mail?.message.html).not.toContain('<fatura>');
    expect(mail?.message.text).toContain('Falta a <fatura>');
  });

  it('has the extension fields and an id per event and recipient', () => {
    const [mail] = send(statusEvent, { integrator: integrator(), admins: [] });
    expect(mail).toMatchObject({ id: 'proposta_status_h1_int-1', to: 'contato@solnascente.com.br', evento: 'proposta_status', created_at: now });
    expect(Object.keys(mail?.message ?? {}).sort()).toEqual(['html', 'subject', 'text']);
  });
});

describe('mailsFor: comments by the other side', () => {
  it("an admin's comment goes to the integrator only, quoted and escaped", () => {
    const mails = send(adminComment);
    expect(mails.map((m) => m.to)).toEqual(['contato@solnascente.com.br']);
    expect(mails[0]?.message.html).toContain('Envie o RG &lt;b&gt;legível&lt;/b&gt;');
  });

  it("an admin's comment respects the integrator's comment switch", () => {
    expect(send(adminComment, everyone({ comentarios: false }))).toEqual([]);
  });

  it("the integrator's comment goes to the admins who opted in, never back to it", () => {
    expect(recipients(integratorComment)).toEqual(['adm-on@solarcred.com.br']);
  });
});

describe('mailsFor: pending item', () => {
  it('goes to the integrator with the item', () => {
    const mails = send(pendingItem);
    expect(mails.map((m) => m.to)).toEqual(['contato@solnascente.com.br']);
    expect(mails[0]?.message.text).toContain('Fatura de energia recente');
  });

  it("respects the integrator's pending-item switch", () => {
    expect(send(pendingItem, everyone({ pendencias: false }))).toEqual([]);
  });
});

describe('mailsFor: integrator review', () => {
  it('approval and rejection go to the integrator, the rejection with its reason', () => {
    expect(recipients(approved)).toEqual(['contato@solnascente.com.br']);
    const [mail] = send(rejected);
    expect(mail?.to).toBe('contato@solnascente.com.br');
    expect(mail?.message.text).toContain('CNPJ inativo');
  });

  it("respect the integrator's review switch", () => {
    expect(send(approved, everyone({ cadastro: false }))).toEqual([]);
    expect(send(rejected, everyone({ cadastro: false }))).toEqual([]);
  });

  it("a record awaiting approval goes to admins with 'novos integradores' on (on by default)", () => {
    expect(recipients(awaiting)).toEqual(['adm-default@solarcred.com.br', 'adm-on@solarcred.com.br']);
  });
});

describe('mailsFor: replay', () => {
  it('the same event gives the same documents (ids included), so create-if-absent keeps one each', () => {
    for (const event of [statusEvent, adminComment, integratorComment, pendingItem, approved, rejected, awaiting]) {
      expect(send(event)).toEqual(send(event));
      const ids = send(event).map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('two events never share an id', () => {
    expect(mailId(statusEvent, 'int-1')).not.toBe(mailId({ ...statusEvent, eventId: 'h9' }, 'int-1'));
    expect(mailId(statusEvent, 'int-1')).not.toBe(mailId({ kind: 'pendencia', eventId: 'h1' }, 'int-1'));
  });

  it('skips recipients without an e-mail and admins listed twice', () => {
    const audience: MailAudience = { integrator: { ...integrator(), email: '' }, admins: [admin('adm-on', { status_propostas: true }), admin('adm-on', { status_propostas: true })] };
    expect(recipients(statusEvent, audience)).toEqual(['adm-on@solarcred.com.br']);
  });
});

describe('the cashback paid e-mail (issue 27)', () => {
  const paid: MailEvent = {
    kind: 'cashback_pago', eventId: 'prop0000abcd1234_1_paga', by: 'adm-on', proposal,
    payment: { valor_centavos: 750_00, data_pagamento: '2026-11-26', forma: 'PIX', referencia: 'E00000000202611261030ABCDEFGHIJK' },
  };

  it('goes to the integrator only, with the amount, the date, the reference and the link to its Cashback', () => {
    const [mail, ...others] = send(paid);
    expect(others).toEqual([]);
    expect(mail?.to).toBe('contato@solnascente.com.br');
    expect(mail?.message.subject).toBe('SolarCred: cashback de R$ 750,00 pago — proposta #ABCD1234 de João Souza');
    expect(mail?.message.text).toContain('em 26/11/2026, por PIX');
    expect(mail?.message.text).toContain('Referência do pagamento: E00000000202611261030ABCDEFGHIJK');
    expect(mail?.message.text).toContain('https://app.solarcred.test/integrator/cashback');
  });

  it('respects the integrator’s switch', () => {
    expect(send(paid, everyone({ cashback: false }))).toEqual([]);
  });
});
