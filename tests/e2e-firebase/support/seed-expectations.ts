/**
 * What the memory backend shows for the demo seed, computed from its `seedState()` with the
 * domain's recount and tab rules: the Firebase adapter, seeded by scripts/seed.mjs from the same
 * seed, must show the same.
 */
import { adminDashboard } from '@solarcred/domain/constants';
import { recountIntegratorStats, signupsInWindow, signupsThisMonth } from '@solarcred/domain/integrator-stats';
import { adminTabOf } from '@solarcred/domain/integrator-status';
import type { Integrator, Proposal } from '@solarcred/domain/model';
import { adminIntegratorTabs, type AdminIntegratorTab } from '@solarcred/domain/options';
import { formatBRL } from '@solarcred/domain/format';
import { recountProposalStats, saoPauloMonthKey } from '@solarcred/domain/proposal-stats';
import { isUnderAnalysis, normalizeProposalStatus } from '@solarcred/domain/proposal-status';
import { seedState } from '../../../web/src/backend/memory/seed';

export { DEMO_PASSWORD } from '../../../web/src/backend/memory/seed';

export interface SeedExpectations {
  /** The dashboard's counter cards, label → value. */
  cards: Record<string, number>;
  /** The caption of 'Novos cadastros'. */
  signupsCaption: string;
  /** The e-mails listed in 'Novos cadastros', newest first. */
  newSignups: string[];
  /** The counters of 'Gerenciar Integradores', per tab. */
  tabs: Record<AdminIntegratorTab, number>;
  /** The integrator dashboard's cards of each approved integrator (by e-mail): label → [value, help text]. */
  integratorCards: Record<string, Record<string, [string, string]>>;
}

export function seedExpectations(now: number = Date.now()): SeedExpectations {
  const state = seedState(now);
  const integrators = Object.values(state.docs['integradores'] ?? {}) as unknown as Integrator[];
  const proposals = Object.values(state.docs['propostas'] ?? {}) as unknown as Proposal[];
  const stats = recountIntegratorStats(integrators);
  const byStatus = stats.por_status;
  const days = adminDashboard.newSignupsWindowDays;
  const tabs = Object.fromEntries(
    adminIntegratorTabs.map((tab) => [tab.value, integrators.filter((i) => adminTabOf(i.status) === tab.value).length]),
  ) as Record<AdminIntegratorTab, number>;
  return {
    cards: {
      'Integradores aprovados': byStatus.aprovado,
      'Aguardando aprovação': byStatus.pendente_aprovacao,
      'Aguardando cadastro': byStatus.pendente_cadastro + byStatus.pendente_documentacao,
      'Propostas recebidas': recountProposalStats(proposals).total,
    },
    signupsCaption: `Cadastros: ${signupsInWindow(stats, now, days)} nos últimos ${days} dias · ${signupsThisMonth(stats, now)} neste mês`,
    newSignups: integrators
      .filter((i) => i.status === 'pendente_cadastro')
      .sort((a, b) => b.created_at - a.created_at)
      .slice(0, adminDashboard.newSignupsList)
      .map((i) => i.email),
    tabs,
    integratorCards: Object.fromEntries(
      integrators.filter((i) => i.status === 'aprovado').map((i) => [i.email, integratorCards(proposals.filter((p) => p.integrador_id === i.id), now)]),
    ),
  };
}

/** The integrator dashboard's four cards, straight from the proposals (the page reads the counters instead). */
function integratorCards(proposals: Proposal[], now: number): Record<string, [string, string]> {
  const percent = (part: number) => (proposals.length === 0 ? 0 : Math.round((part / proposals.length) * 100));
  const approved = proposals.filter((p) => ['aprovada', 'finalizada'].includes(normalizeProposalStatus(p.status))).length;
  const analysing = proposals.filter((p) => isUnderAnalysis(p.status)).length;
  const thisMonth = proposals.filter((p) => saoPauloMonthKey(p.created_at) === saoPauloMonthKey(now)).length;
  return {
    'Propostas Enviadas': [String(proposals.length), `${thisMonth} este mês`],
    'Propostas Aprovadas': [String(approved), `Taxa de aprovação: ${percent(approved)}%`],
    'Em Análise': [String(analysing), `${percent(analysing)}% do total`],
    'Volume Total': [formatBRL(proposals.reduce((sum, p) => sum + p.valor_proposta, 0)), 'Soma do valor das propostas'],
  };
}

/** A seeded integrator record, by its account's e-mail (ids and company names come from the seed). */
export function seededIntegrator(email: string): Integrator {
  const found = (Object.values(seedState().docs['integradores'] ?? {}) as unknown as Integrator[]).find((i) => i.email === email);
  if (!found) throw new Error(`the seed has no integrator ${email}`);
  return found;
}
