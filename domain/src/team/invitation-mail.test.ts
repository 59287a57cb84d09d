import { describe, expect, it } from 'vitest';
import type { Invitation } from './invitation';
import { invitationLink, invitationMail } from './invitation-mail';

const invitation: Invitation = {
  id: 'hash-1', empresa: 'emp-1', empresa_nome: 'Sol Nascente', email: 'bruno@sol.test', nome: 'Bruno Lima', papel: 'vendedor', convidado_por: 'emp-1',
  criado_em: 1, expira_em: Date.UTC(2026, 11, 3, 12), aceito_em: null, aceito_por: null, revogado_em: null,
};

describe('invitationMail', () => {
  it('greets the invited person by the name the titular typed (issue 45), names the company and the role, and carries the link', () => {
    const mail = invitationMail('https://app.test', invitation, 'tok', 2);
    expect(mail).toMatchObject({ id: 'convite_equipe_hash-1', to: 'bruno@sol.test', evento: 'convite_equipe' });
    expect(mail.message.text).toContain('Olá, Bruno Lima.');
    expect(mail.message.text).toContain('Sol Nascente convidou você para a equipe');
    expect(mail.message.text).toContain('como Vendedor');
    expect(mail.message.text).toContain(invitationLink('https://app.test', 'tok'));
  });

  it('an invitation from before names were asked says only "Olá."', () => {
    const { nome: _nome, ...older } = invitation;
    expect(invitationMail('https://app.test', older, 'tok', 2).message.text).toContain('Olá.');
  });
});
