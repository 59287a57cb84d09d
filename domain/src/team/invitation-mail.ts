/** The invitation's e-mail (issue 29): sent to the invited address through the outbox (mail/{id}), once per invitation. */
import { product } from '../config';
import { formatDate } from '../format';
import { appLink } from '../mail/links';
import { renderMail } from '../mail/render';
import type { MailDocument } from '../mail/select';
import type { Invitation } from './invitation';
import { papelOptions } from './roles';

/** The app's page that accepts an invitation: /convite/{token}. */
export const invitationPath = '/convite';

export function invitationLink(appUrl: string, token: string): string {
  return appLink(appUrl, `${invitationPath}/${encodeURIComponent(token)}`);
}

export function invitationMail(appUrl: string, invitation: Invitation, token: string, now: number): MailDocument {
  const role = papelOptions.find((option) => option.value === invitation.papel)?.label ?? invitation.papel;
  return {
    id: `convite_equipe_${invitation.id}`,
    to: invitation.email,
    evento: 'convite_equipe',
    created_at: now,
    message: renderMail({
      subject: `${product.name}: ${invitation.empresa_nome} convidou você para a equipe`,
      greeting: invitation.nome ? `Olá, ${invitation.nome}.` : 'Olá.',
      paragraphs: [
        `${invitation.empresa_nome} convidou você para a equipe no ${product.name}, como ${role}.`,
        `Entre ou crie sua conta com este e-mail (${invitation.email}) e aceite o convite até ${formatDate(invitation.expira_em)}. O link vale uma única vez.`,
      ],
      action: { label: 'Aceitar convite', url: invitationLink(appUrl, token) },
      footer: 'Se você não esperava este convite, ignore este e-mail: nada muda sem que você o aceite.',
    }),
  };
}
