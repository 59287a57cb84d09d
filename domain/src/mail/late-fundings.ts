/**
 * The daily digest of late funding tranches (issue 48): each admin whose switch 'Resumo diário de
 * repasses atrasados' is on (on by default) gets one e-mail listing the tranches past their prazo
 * (released, under check or approved, unpaid), the most overdue first. A pure function of the late
 * tranches, the admins and the São Paulo day: the id carries the day, so the job that runs twice
 * on one day writes nothing new, and the next day sends again while a tranche is still late.
 * Mirrors late-installations.ts.
 */
import { product } from '../config';
import { formatBRL } from '../format';
import { fundingLabels } from '../funding/funding-text';
import { isLate } from '../funding/ledger';
import type { StoredTranche } from '../funding/types';
import { milestoneLabel } from '../installation/milestones';
import { isoToDateBr } from '../masks';
import type { Millis } from '../model';
import { notificationPrefsOf } from '../profile-settings';
import { shortId } from '../proposal-status';
import { dailyMailId, lateMailListLimit } from './late-installations';
import { appLink, mailPaths } from './links';
import { renderMail, type MailMessage } from './render';
import type { MailDocument, MailRecipient } from './select';

/** One late tranche as the digest names it. */
export interface LateTranche {
  /** repasse_parcelas/{id}. */
  id: string;
  proposta_id: string;
  parcela: number;
  integrador_id: string;
  nome_empresa: string;
  cliente_nome: string;
  /** The milestone's label and the situation's. */
  marco: string;
  situacao: string;
  valor_centavos: number;
  /** YYYY-MM-DD, before today. */
  prazo: string;
}

/** The stored tranche as a late one on `today`, or null when it is not late. */
export function lateTrancheOf(tranche: StoredTranche, today: string): LateTranche | null {
  if (!isLate(tranche, today) || tranche.prazo === null) return null;
  return {
    id: tranche.id, proposta_id: tranche.proposta_id, parcela: tranche.parcela, integrador_id: tranche.integrador_id,
    nome_empresa: tranche.nome_empresa ?? '', cliente_nome: tranche.cliente_nome ?? '', marco: milestoneLabel(tranche.marco),
    situacao: fundingLabels[tranche.situacao], valor_centavos: tranche.valor_centavos, prazo: tranche.prazo,
  };
}

/** The most overdue first (a tie by id, so every run lists them alike). */
export const byPrazo = (a: LateTranche, b: LateTranche): number => a.prazo.localeCompare(b.prazo) || a.id.localeCompare(b.id);

const lineOf = (late: LateTranche) =>
  `• #${shortId(late.proposta_id)} de ${late.cliente_nome} (${late.nome_empresa}): parcela ${late.parcela}, “${late.marco}”, ${formatBRL(late.valor_centavos)}, ${late.situacao.toLowerCase()}, prazo ${isoToDateBr(late.prazo) ?? late.prazo}`;

function listOf(late: readonly LateTranche[]): string {
  const shown = late.slice(0, lateMailListLimit).map(lineOf);
  const rest = late.length - shown.length;
  return [...shown, ...(rest > 0 ? [`e mais ${rest}`] : [])].join('\n');
}

const countText = (n: number) => (n === 1 ? '1 repasse atrasado' : `${n} repasses atrasados`);

export function adminLateFundingDigest(appUrl: string, late: readonly LateTranche[]): MailMessage {
  const companies = new Set(late.map((item) => item.integrador_id)).size;
  const total = late.reduce((sum, item) => sum + item.valor_centavos, 0);
  return renderMail({
    subject: `${product.name}: resumo diário — ${countText(late.length)}`,
    greeting: 'Olá.',
    paragraphs: [
      `${countText(late.length)} (${formatBRL(total)}) de ${companies === 1 ? '1 integrador' : `${companies} integradores`}, passados do prazo em dias úteis desde a liberação; os mais atrasados primeiro:`,
      listOf(late),
    ],
    action: { label: 'Abrir o dashboard', url: appLink(appUrl, mailPaths.adminDashboard) },
    footer: `Você recebe este e-mail pelas suas notificações de administrador. Ajuste-as em Configurações: ${appLink(appUrl, mailPaths.adminSettings)}`,
  });
}

/** The day's digests: one per admin whose switch is on, none when nothing is late. `late` in any order. */
export function lateFundingMails(late: readonly LateTranche[], admins: readonly MailRecipient[], options: { appUrl: string; now: Millis; today: string }): MailDocument[] {
  if (late.length === 0) return [];
  const { appUrl, now, today } = options;
  const ordered = [...late].sort(byPrazo);
  return admins
    .filter((admin) => admin.email && notificationPrefsOf(admin.profile).repasses_atrasados)
    .map((admin) => ({ id: dailyMailId('resumo_repasses', today, admin.uid), to: admin.email, message: adminLateFundingDigest(appUrl, ordered), evento: 'resumo_repasses', created_at: now }));
}
