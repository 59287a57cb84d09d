import type { NavEntry } from '../../ui/layout/sidebar-nav';
import {
  CashIcon,
  ChartIcon,
  DashboardIcon,
  DocumentIcon,
  EyeIcon,
  FolderIcon,
  KanbanIcon,
  LinkIcon,
  MailIcon,
  MegaphoneIcon,
  PercentIcon,
  SettingsIcon,
  ShieldIcon,
  UploadIcon,
  UserIcon,
  UsersIcon,
} from '../../ui/layout/icons';
import { paths } from '../../config/paths';
import { env } from '../../config/env';
import type { Papel } from '@solarcred/domain/team/roles';

/** Admin sidebar, in the specified order. */
export const adminNav: readonly NavEntry[] = [
  { to: paths.admin.dashboard, label: 'Dashboard', icon: DashboardIcon },
  { to: paths.admin.analytics, label: 'Análises', icon: ChartIcon },
  { to: paths.admin.integrators, label: 'Gerenciar Integradores', icon: UsersIcon },
  { to: paths.admin.proposals, label: 'Kanban de Propostas', icon: KanbanIcon, alsoActiveOn: [paths.admin.kanban] },
  { to: paths.admin.notices, label: 'Avisos', icon: MegaphoneIcon },
  { to: paths.admin.rates, label: 'Taxas e Linhas', icon: PercentIcon },
  { to: paths.admin.payments, label: 'Pagamentos', icon: CashIcon },
  { to: paths.admin.fundings, label: 'Repasses', icon: CashIcon },
  { to: paths.admin.settings, label: 'Configurações', icon: SettingsIcon },
  { to: paths.admin.privacyRequests, label: 'Solicitações LGPD', icon: ShieldIcon },
  { to: paths.admin.audit, label: 'Auditoria', icon: EyeIcon },
  { to: paths.admin.consent, label: 'Termos e privacidade', icon: DocumentIcon },
  // The demo's e-mail outbox (issue 15); on Firebase no client reads mail/{id}.
  ...(env.VITE_BACKEND === 'memory' ? [{ to: paths.admin.outbox, label: 'Caixa de saída', icon: MailIcon }] : []),
];

/** Integrator sidebar, in the specified order. */
export const integratorNav: readonly NavEntry[] = [
  { to: paths.integrator.dashboard, label: 'Dashboard', icon: DashboardIcon },
  { to: paths.integrator.submitProposal, label: 'Subir Proposta', icon: UploadIcon },
  { to: paths.integrator.generateLink, label: 'Gerar Link de Proposta', icon: LinkIcon },
  { to: paths.integrator.kanban, label: 'Minhas Propostas', icon: FolderIcon },
  { to: paths.integrator.finance, label: 'Financeiro', icon: CashIcon },
  { to: paths.integrator.cashback, label: 'Cashback', icon: CashIcon },
  { to: paths.integrator.team, label: 'Equipe', icon: UsersIcon },
  { to: paths.integrator.integrations, label: 'Integrações', icon: LinkIcon },
  { to: paths.integrator.profile, label: 'Meu Perfil', icon: UserIcon },
];

/**
 * The titular's own pages (issue 29): the payout and the team. A gestor or vendedor sees neither
 * the entries nor the pages (the layout sends them home). 'Meu Perfil' is everyone's: a member's
 * shows its own account, not the company's record; so is 'Gerar Link de Proposta', a vendedor's
 * links being its own (issue 45).
 */
export const titularOnlyPaths: readonly string[] = [paths.integrator.cashback, paths.integrator.team, paths.integrator.integrations];

/** The integrator sidebar a role sees. */
export const integratorNavFor = (papel: Papel): readonly NavEntry[] =>
  papel === 'titular' ? integratorNav : integratorNav.filter((entry) => !titularOnlyPaths.includes(entry.to));

/** Where the collapsed state of each area's sidebar is remembered. */
export const sidebarStorageKeys = {
  admin: 'solarcred-sidebar-collapsed:admin',
  integrator: 'solarcred-sidebar-collapsed:integrator',
} as const;
