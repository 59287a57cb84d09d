/**
 * Demo data: one admin, integrators in every status, the approved one's team (seed-team.ts),
 * proposals in every Kanban column across the last 12 months (seed-proposals.ts), comments and
 * notices. Dates are relative to the moment of seeding so "this week" lists and counters look
 * alive. Every account's password is `demo123`.
 */
import { integrators as integratorDocs } from '@solarcred/domain/data/integrators';
import { members } from '@solarcred/domain/data/members';
import { notices as noticeDocs } from '@solarcred/domain/data/notices';
import { profiles } from '@solarcred/domain/data/profiles';
import { proposalComments, proposals } from '@solarcred/domain/data/proposals';
import { integratorProposalStats, integratorStats, proposalStats, sellerProposalStats } from '@solarcred/domain/data/stats';
import type { Integrator, IntegratorProfileData, Notice, Profile, ProposalComment, StoredDocument } from '@solarcred/domain/model';
import { integratorDocumentKeys, type Role } from '@solarcred/domain/options';
import { integratorSearchTokens } from '@solarcred/domain/integrator-search';
import { recountIntegratorStats } from '@solarcred/domain/integrator-stats';
import { recountIntegratorProposalStats, recountProposalStats, recountSellerProposalStats } from '@solarcred/domain/proposal-stats';
import { proposalSearchTokens } from '@solarcred/domain/proposal-search';
import { installationDeadlinePatch } from '@solarcred/domain/installation/due-dates';
import { memberClaims } from '@solarcred/domain/team/claims';
import { senderOf, titularMember, type Member } from '@solarcred/domain/team/member';
import { seededInstallation } from './seed-installation';
import type { DemoAccount } from '../port';
import { seedProposals } from './seed-proposals';
export { seedProposalId } from './seed-proposals';
import { emptyState, putDoc, putSingle, readCollection, type MemoryState } from './store';
import { seedPendingItems } from './seed-pending-items';
import { seedAnalytics, seedTrails } from './seed-analytics';
import { seedProposalDetails } from './seed-proposal-details';
import { seedCashbackLedger, seedCashbackRates } from './seed-cashback';
import { seedFundingLedger, seedFundingPlans } from './seed-funding';
import { seedCreditLines } from './seed-credit-lines';
import { seedSla } from './seed-sla';
import { seedIntegrations } from './seed-integrations';
import { seedRetention } from './seed-retention';
import { seedConsent } from './seed-consent';
import { seedAudit } from './seed-audit';
import { seedRequests } from './seed-requests';
import { joinedAt, sentByTeam, teamCompanyId, teamMembers, teamMembership } from './seed-team';

export const DEMO_PASSWORD = 'demo123';
const DAY = 24 * 60 * 60 * 1000;

interface SeedIntegrator {
  uid: string;
  email: string;
  status: string;
  company?: Partial<IntegratorProfileData>;
  documents?: number;
  motivo?: string;
  ageDays: number;
  /** How the account reads in `npm start`'s banner and on the demo's sign-in screen. */
  label: string;
}

/** Each company has its own titular (issue 45: Luz's cards said 'Criada por' Sol Nascente's owner). */
const fullCompany = (name: string, cnpj: string, city: string, state: string, owner: { name: string; email: string }): IntegratorProfileData => ({
  nome_empresa: name,
  cnpj,
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Sala 12',
  neighborhood: 'Bela Vista',
  city,
  state,
  telefone: '11987654321',
  team_size: '6-10',
  revenue: '100k_300k',
  has_installation: 'sim',
  how_knew_us: 'indicacao',
  average_projects: '6-10',
  credit_issues: 'nao',
  owner_name: owner.name,
  owner_cpf: '52998224725',
  owner_phone: '11912345678',
  owner_email: owner.email,
});

const integrators: SeedIntegrator[] = [
  { uid: 'int-aprovado', email: 'integrador@solarcred.demo', label: 'Integrador aprovado', status: 'aprovado', company: fullCompany('Sol Nascente Energia Ltda', '10287978000130', 'São Paulo', 'SP', { name: 'Mariana Souza Lima', email: 'mariana@example.com' }), documents: 6, ageDays: 60 },
  { uid: 'int-aprovado-2', email: 'luz@solarcred.demo', label: 'Integrador aprovado (CNPJ alfanumérico)', status: 'aprovado', company: fullCompany('Luz do Cerrado Solar', '12ABC34501DE35', 'Goiânia', 'GO', { name: 'Joaquim Ferreira Batista', email: 'joaquim@example.com' }), documents: 6, ageDays: 45 },
  { uid: 'int-analise', email: 'analise@solarcred.demo', label: 'Aguardando aprovação', status: 'pendente_aprovacao', company: fullCompany('Raio de Sol Instalações', '52721899000135', 'Belo Horizonte', 'MG', { name: 'Renata Alves Moura', email: 'renata@example.com' }), documents: 6, ageDays: 3 },
  { uid: 'int-legado', email: 'legado@solarcred.demo', label: 'Status legado (pendente)', status: 'pendente', company: fullCompany('Energia Verde Nordeste', '03566984000160', 'Recife', 'PE', { name: 'Carlos Eduardo Menezes', email: 'carlos@example.com' }), documents: 6, ageDays: 20 },
  { uid: 'int-documentacao', email: 'documentacao@solarcred.demo', label: 'Documentação pendente', status: 'pendente_documentacao', company: { nome_empresa: 'Painel Forte Engenharia', cnpj: '30648938000183', cep: '80010000', city: 'Curitiba', state: 'PR', telefone: '4133334444' }, documents: 2, ageDays: 5 },
  { uid: 'int-novo', email: 'novo@solarcred.demo', label: 'Cadastro a completar', status: 'pendente_cadastro', ageDays: 1 },
  { uid: 'int-novo-2', email: 'solaris@solarcred.demo', label: 'Cadastro a completar (há 10 dias)', status: 'pendente_cadastro', ageDays: 10 },
  { uid: 'int-rejeitado', email: 'rejeitado@solarcred.demo', label: 'Cadastro rejeitado', status: 'rejeitado', company: fullCompany('Fotovolt Express', '15989645000176', 'Manaus', 'AM', { name: 'Ana Beatriz Rocha', email: 'ana@example.com' }), documents: 6, motivo: 'Documentação da empresa ilegível. Reenvie o contrato social.', ageDays: 30 },
];

const account = (email: string, label: string): DemoAccount => ({ email, password: DEMO_PASSWORD, label });
const admin = account('admin@solarcred.demo', 'Administrador');
const team = teamMembers.map(({ email, label }) => account(email, label));
const integratorAccount = (uid: string): DemoAccount => {
  const seed = integrators.find((candidate) => candidate.uid === uid)!;
  return account(seed.email, seed.label);
};

/** The accounts offered on the sign-in screen of the demo (one per kind of person). */
export const demoAccounts: readonly DemoAccount[] = [
  admin,
  integratorAccount('int-aprovado'),
  ...team,
  ...['int-analise', 'int-documentacao', 'int-novo', 'int-rejeitado'].map(integratorAccount),
];

/** Every account the seed creates, in the order of the README's table (`npm start`'s banner). */
export const seededAccounts: readonly DemoAccount[] = [
  admin,
  integratorAccount('int-aprovado'),
  ...team,
  ...integrators.filter((seed) => seed.uid !== 'int-aprovado').map((seed) => account(seed.email, seed.label)),
];

function documents(uid: string, count: number, at: number): Integrator['documentos'] {
  const entries = integratorDocumentKeys.slice(0, count).map((key): [string, StoredDocument] => [
    key,
    { path: `integrador-documents/${uid}/${key}_${at}.pdf`, nome: `${key}.pdf`, tamanho: 48_213, tipo: 'application/pdf', enviado_em: at },
  ]);
  return Object.fromEntries(entries);
}

function addAccount(state: MemoryState, uid: string, email: string, role: Role, createdAt: number, nome?: string): void {
  state.users[uid] = { uid, email, password: DEMO_PASSWORD, claims: { role } };
  const profile: Profile = { id: uid, email, nome: nome ?? (role === 'admin' ? 'Equipe SolarCred' : 'Usuário'), tipo_usuario: role, created_at: createdAt, messages_seen_at: null };
  putDoc(state, profiles, profile);
}

/** The account's membership (issue 29) and the claims it gives. */
function addMembership(state: MemoryState, member: Member): void {
  putDoc(state, members, member);
  state.users[member.id] = { ...state.users[member.id]!, claims: memberClaims(member) };
}

/** Every seeded integrator account is the titular of its company (issue 29), as sign-up makes it. */
function addTitular(state: MemoryState, seed: SeedIntegrator, createdAt: number): void {
  addMembership(state, titularMember(seed.uid, seed.company?.owner_name ?? seed.email, seed.email, createdAt));
}

/** A fresh demo state. */
export function seedState(now: number = Date.now()): MemoryState {
  const state = emptyState();
  addAccount(state, 'admin-demo', 'admin@solarcred.demo', 'admin', now - 120 * DAY);
  // Before the proposals: the Firebase seed writes collections in this order, and the ledger trigger reads the rates.
  seedCashbackRates(state, now - 120 * DAY);
  // The funding plans too (issue 48): the lines' plans are read at each approval.
  seedFundingPlans(state, now - 120 * DAY);

  const records: Integrator[] = integrators.map((seed) => {
    const createdAt = now - seed.ageDays * DAY;
    addAccount(state, seed.uid, seed.email, 'integrador', createdAt);
    addTitular(state, seed, createdAt);
    const record: Integrator = {
      id: seed.uid, user_id: seed.uid, email: seed.email, status: seed.status,
      ...seed.company,
      nome_empresa: seed.company?.nome_empresa ?? seed.email,
      documentos: documents(seed.uid, seed.documents ?? 0, createdAt + DAY / 2),
      foto_perfil: null, motivo_rejeicao: seed.motivo ?? null,
      created_at: createdAt, updated_at: createdAt + DAY,
    };
    // The search trigger's tokens, as the Firebase seed gets them from the function.
    record.search_tokens = integratorSearchTokens(record);
    putDoc(state, integratorDocs, record);
    return record;
  });

  // The approved demo company's gestor and vendedores: accounts that joined it, with no company of their own.
  const teamCompany = records.find((record) => record.id === teamCompanyId)!;
  for (const seed of teamMembers) {
    addAccount(state, seed.uid, seed.email, 'integrador', joinedAt(seed, now) - DAY / 2, seed.nome);
    addMembership(state, teamMembership(seed, teamCompany, now));
  }

  // The demo integrator gets three proposals a month for a year (some sent by its vendedores), the other approved one one a month.
  const approved = records.filter((record) => record.status === 'aprovado');
  approved.forEach((owner, index) => {
    seedProposals(owner, index === 0 ? 3 : 1, index * 7, now).forEach((seeded, n) => putDoc(state, proposals, sentByTeam(seeded, n + 1, owner)));
  });

  readCollection(state, proposals).slice(0, 3).forEach((target, index) => {
    const at = now - (index + 1) * 20 * 60 * 1000;
    const comments: ProposalComment[] = [
      { id: `c-${index}-1`, proposta_id: target.id, comentario: 'Pode confirmar a potência do inversor?', user_id: 'admin-demo', autor_tipo: 'admin', autor_nome: 'Administrador', integrador_id: target.integrador_id, proposta_criado_por: senderOf(target), cliente_nome: target.cliente_nome, created_at: at - 30 * 60 * 1000 },
      { id: `c-${index}-2`, proposta_id: target.id, comentario: 'Confirmado: microinversor de 2,25 kW.', user_id: target.integrador_id, autor_tipo: 'integrador', autor_nome: target.integrador.nome_empresa, integrador_id: target.integrador_id, proposta_criado_por: senderOf(target), cliente_nome: target.cliente_nome, created_at: at },
    ];
    for (const comment of comments) putDoc(state, proposalComments(target.id), comment);
    putDoc(state, proposals, { ...target, comentarios_count: comments.length, ultimo_comentario_em: at });
  });

  // Attachments, status history, reasons and time in column for the details dialog.
  seedProposalDetails(state, now);
  // Open items on the proposals waiting for a correction, answered ones on the corrected.
  seedPendingItems(state);
  // Status clocks: the default SLAs and some late proposals.
  seedSla(state, now);
  // The analytics' trail of each proposal (issue 50), replayed from the history just seeded.
  seedTrails(state);
  // The credit lines' rates and their public subset.
  seedCreditLines(state, now);

  const notices: Notice[] = [
    { id: 'aviso-boas-vindas', titulo: 'Novas taxas para crédito solar', conteudo: 'A partir desta semana, o financiamento solar tradicional tem taxas a partir de 1,29% a.m.', imagem_path: null, admin_id: 'admin-demo', destinatario_tipo: 'todos', integrador_id: null, audiencia: ['todos'], created_at: now - 2 * DAY },
    { id: 'aviso-especifico', titulo: 'Documentação da proposta', conteudo: 'Revise a fatura de energia anexada na proposta mais recente.', imagem_path: null, admin_id: 'admin-demo', destinatario_tipo: 'especifico', integrador_id: 'int-aprovado', integrador_nome: 'Sol Nascente Energia Ltda', audiencia: ['int-aprovado'], created_at: now - DAY / 3 },
  ];
  for (const notice of notices) putDoc(state, noticeDocs, notice);

  // The counters the triggers would keep, computed by the same domain recount.
  putSingle(state, integratorStats, recountIntegratorStats(records));
  putSingle(state, proposalStats, recountProposalStats(readCollection(state, proposals)));
  // The boards' search tokens and the installation's next due day, as the proposal triggers write them.
  for (const seeded of readCollection(state, proposals)) {
    const withMilestones = { ...seeded, ...seededInstallation(seeded, now) };
    putDoc(state, proposals, { ...withMilestones, search_tokens: proposalSearchTokens(seeded), ...installationDeadlinePatch(withMilestones) });
  }
  for (const [integratorId, counters] of Object.entries(recountIntegratorProposalStats(readCollection(state, proposals)))) {
    putSingle(state, integratorProposalStats(integratorId), counters);
  }
  for (const { companyId, sellerUid, stats } of recountSellerProposalStats(readCollection(state, proposals))) {
    putSingle(state, sellerProposalStats(companyId, sellerUid), stats);
  }
  seedCashbackLedger(state);
  // The funding tranches of the approved and finalised proposals, as their timeline wrote them.
  seedFundingLedger(state, now);
  // The demo titular's API key and webhook endpoint, with a few deliveries (issue 52).
  seedIntegrations(state, teamCompanyId, now);
  // The analytics counters (issue 50), the recount of the proposals as seeded.
  seedAnalytics(state, now);
  // Issue 51: the retention sweep's runs of the two previous days.
  seedRetention(state, now);
  // Issue 51: every account accepted the terms and the privacy notice in force (version 1).
  seedConsent(state, now - 120 * DAY);
  // Issue 51: a few entries of the audit trail (the admin opened two of the demo company's documents).
  seedAudit(state, teamCompanyId, now);
  seedRequests(state, now);
  return state;
}
