/**
 * The daily e-mails of late installations (issue 30): each integrator with late installations gets
 * one e-mail listing them (switch 'Instalações atrasadas', on by default), each admin one digest of
 * every company's (switch 'Resumo diário de instalações atrasadas', on by default). A pure function
 * of the late proposals, the recipients and the São Paulo day: the ids carry the day, so the job
 * that runs twice on one day (a retry) writes nothing new, and the next day sends again while the
 * installation is still late.
 */
import { product } from '../config';
import { isInstallationLate } from '../installation/due-dates';
import { milestoneLabel, nextMilestone, type ProposalWithInstallation } from '../installation/milestones';
import { isoToDateBr } from '../masks';
import type { Millis } from '../model';
import { notificationPrefsOf } from '../profile-settings';
import { shortId } from '../proposal-status';
import { appLink, mailPaths } from './links';
import { integratorEmailPrefsOf } from './preferences';
import { renderMail, type MailMessage } from './render';
import type { DailyMailKind, MailDocument, MailRecipient } from './select';

/** One late installation as the e-mails name it. */
export interface LateInstallation {
  id: string;
  cliente_nome: string;
  integrador_id: string;
  nome_empresa: string;
  /** The next open milestone's label and its target day (YYYY-MM-DD). */
  marco: string;
  meta: string;
}

/** At most this many installations are listed in one e-mail; the rest are counted ("e mais N"). */
export const lateMailListLimit = 20;

/** The proposal as a late installation on `today`, or null when it is not late. */
export function lateInstallationOf(proposal: ProposalWithInstallation, today: string): LateInstallation | null {
  const next = nextMilestone(proposal.instalacao);
  if (!next || !isInstallationLate(proposal, today) || !proposal.instalacao_meta) return null;
  return {
    id: proposal.id,
    cliente_nome: proposal.cliente_nome,
    integrador_id: proposal.integrador_id,
    nome_empresa: proposal.integrador.nome_empresa,
    marco: milestoneLabel(next.id),
    meta: proposal.instalacao_meta,
  };
}

const lineOf = (late: LateInstallation, withCompany: boolean) =>
  `• #${shortId(late.id)} de ${late.cliente_nome}${withCompany ? ` (${late.nome_empresa})` : ''}: “${late.marco}”, meta ${isoToDateBr(late.meta) ?? late.meta}`;

function listOf(late: readonly LateInstallation[], withCompany: boolean): string {
  const shown = late.slice(0, lateMailListLimit).map((item) => lineOf(item, withCompany));
  const rest = late.length - shown.length;
  return [...shown, ...(rest > 0 ? [`e mais ${rest}`] : [])].join('\n');
}

const countText = (n: number) => (n === 1 ? '1 instalação atrasada' : `${n} instalações atrasadas`);

export function integratorLateMail(appUrl: string, nomeEmpresa: string, late: readonly LateInstallation[]): MailMessage {
  return renderMail({
    subject: `${product.name}: ${countText(late.length)}`,
    greeting: `Olá, ${nomeEmpresa}.`,
    paragraphs: [
      'Estes marcos da instalação passaram da meta, que conta em dias úteis até a primeira parcela do cliente. Marque-os na aba Instalação da proposta assim que concluídos:',
      listOf(late, false),
    ],
    action: { label: 'Ver no painel', url: appLink(appUrl, mailPaths.integratorDashboard) },
    footer: `Você recebe este e-mail porque é parceiro ${product.name}. Escolha quais e-mails receber em Meu Perfil: ${appLink(appUrl, mailPaths.integratorProfile)}`,
  });
}

export function adminLateDigest(appUrl: string, late: readonly LateInstallation[]): MailMessage {
  const companies = new Set(late.map((item) => item.integrador_id)).size;
  return renderMail({
    subject: `${product.name}: resumo diário — ${countText(late.length)}`,
    greeting: 'Olá.',
    paragraphs: [
      `${countText(late.length)} em ${companies === 1 ? '1 integrador' : `${companies} integradores`}, as mais atrasadas primeiro:`,
      listOf(late, true),
    ],
    action: { label: 'Abrir o dashboard', url: appLink(appUrl, mailPaths.adminDashboard) },
    footer: `Você recebe este e-mail pelas suas notificações de administrador. Ajuste-as em Configurações: ${appLink(appUrl, mailPaths.adminSettings)}`,
  });
}

export const dailyMailId = (kind: DailyMailKind, today: string, uid: string) => `${kind}_${today}_${uid}`;

export interface LateMailAudience {
  /** The integrators' recipients by uid (those with late installations). */
  integrators: ReadonlyMap<string, MailRecipient>;
  admins: readonly MailRecipient[];
}

/**
 * The day's e-mails: one per integrator with late installations, one digest per admin, each only
 * when its switch is on. `late` is in the order to list (the longest overdue first).
 */
export function lateInstallationMails(late: readonly LateInstallation[], audience: LateMailAudience, options: { appUrl: string; now: Millis; today: string }): MailDocument[] {
  if (late.length === 0) return [];
  const { appUrl, now, today } = options;
  const documents: MailDocument[] = [];
  const byIntegrator = new Map<string, LateInstallation[]>();
  for (const item of late) {
    const own = byIntegrator.get(item.integrador_id);
    if (own) own.push(item);
    else byIntegrator.set(item.integrador_id, [item]);
  }
  for (const [uid, own] of byIntegrator) {
    const recipient = audience.integrators.get(uid);
    if (!recipient?.email || !integratorEmailPrefsOf(recipient.profile).instalacao) continue;
    const message = integratorLateMail(appUrl, own[0]?.nome_empresa ?? '', own);
    documents.push({ id: dailyMailId('instalacao_atrasada', today, uid), to: recipient.email, message, evento: 'instalacao_atrasada', created_at: now });
  }
  for (const admin of audience.admins) {
    if (!admin.email || !notificationPrefsOf(admin.profile).instalacoes_atrasadas) continue;
    documents.push({ id: dailyMailId('resumo_instalacoes', today, admin.uid), to: admin.email, message: adminLateDigest(appUrl, late), evento: 'resumo_instalacoes', created_at: now });
  }
  return documents;
}
