/**
 * The demo's proposals: for each approved integrator, a few a month over the last 12 months, in
 * every column — recent ones still being analysed, older ones decided — so the boards and the
 * per-month charts look like a real year. Deterministic (a function of the index and `now`).
 */
import { proposalDashboards } from '@solarcred/domain/constants';
import type { Integrator, Proposal } from '@solarcred/domain/model';
import type { ProposalStatus } from '@solarcred/domain/options';
import { releaseDayOf } from '@solarcred/domain/credit/calendar';
import { chooseSimulation, toSavedSimulation, type SavedSimulation } from '@solarcred/domain/credit/saved-simulation';
import { creatorStamp } from '@solarcred/domain/team/member';
import { distributorIds, distributors } from '@solarcred/domain/energy/distributors';
import { defaultEnergySettings } from '@solarcred/domain/energy/settings';
import { tariffWithTaxes } from '@solarcred/domain/energy/savings';
import type { BillFacts } from '@solarcred/domain/energy/types';
import { energyAnalysisOf } from '@solarcred/domain/handlers/proposal-create';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { seedCreditLineValues, seedRatesAgeMs } from './seed-credit-lines';

const DAY = 24 * 60 * 60 * 1000;
const MONTH = 30.4 * DAY;

const firstNames = ['João', 'Ana Beatriz', 'Carlos Eduardo', 'Fernanda', 'Ricardo', 'Patrícia', 'Lucas', 'Juliana', 'Marcos', 'Camila', 'Rafael', 'Beatriz', 'Thiago', 'Larissa', 'Gustavo', 'Renata', 'Felipe'];
const lastNames = ['Pereira', 'Costa', 'Ramos', 'Oliveira', 'Almeida', 'Gomes', 'Martins', 'Rocha', 'Vieira', 'Fernandes', 'Teixeira', 'Cardoso', 'Barbosa'];

/** Columns by age: months ago → the statuses of that month's proposals (cycled). */
const statusesByAge: readonly (readonly ProposalStatus[])[] = [
  ['enviada', 'em_analise', 'enviada'],
  ['em_analise', 'pendente_correcao', 'corrigida_usuario'],
  ['aprovada', 'pendente_correcao', 'enviada'],
];
const decided: readonly ProposalStatus[] = ['aprovada', 'finalizada', 'reprovada', 'aprovada', 'em_analise', 'finalizada', 'aprovada', 'reprovada', 'finalizada'];

function statusOf(monthsAgo: number, slot: number): ProposalStatus {
  const recent = statusesByAge[monthsAgo];
  if (recent) return recent[slot % recent.length] ?? 'enviada';
  return decided[(monthsAgo + slot * 4) % decided.length] ?? 'aprovada';
}

function proposal(id: string, index: number, status: ProposalStatus, created: number, integrator: Integrator, now: number): Proposal {
  const valor = 1_250_000 + ((index * 7919) % 60) * 125_000;
  const client = `${firstNames[index % firstNames.length] ?? 'Cliente'} ${lastNames[(index * 5) % lastNames.length] ?? ''}`.trim();
  const seeded: Proposal = {
    id,
    integrador_id: integrator.id,
    integrador: { nome_empresa: integrator.nome_empresa, email: integrator.email, foto_perfil: null },
    cliente_nome: client,
    cliente_cpf_cnpj: '52998224725',
    cliente_data_nascimento: '1985-04-12',
    cliente_logradouro: 'Rua das Palmeiras', cliente_numero: String(100 + index), cliente_complemento: '', cliente_cep: '01310100',
    cliente_cidade: integrator.city ?? 'São Paulo', cliente_estado: integrator.state ?? 'SP',
    cliente_profissao: 'Engenheiro(a)', cliente_estado_civil: 'casado', cliente_email: 'cliente@example.com', cliente_telefone: '11912345678',
    situacao_imovel: 'proprio', anos_residencia: 6, valor_patrimonio: 45_000_000, anexo_rg_cpf: null,
    projeto_logradouro: 'Rua das Palmeiras', projeto_numero: String(100 + index), projeto_complemento: '', projeto_cep: '01310100',
    projeto_cidade: integrator.city ?? 'São Paulo', projeto_estado: integrator.state ?? 'SP',
    potencia_kwp: 4.5 + (index % 12), geracao_mensal_kwh: 540 + (index % 12) * 60, marca_micro_inversor: 'Hoymiles', marca_modulos: 'Canadian Solar',
    valor_kit_fotovoltaico: Math.round(valor * 0.6), valor_sistema: valor, distribuidor_escolhido: 'Aldo Solar', anexo_fatura_energia: null,
    linha_credito: 'financiamento_solar_tradicional', quantidade_parcelas: 60, tipo_conta: 'corrente', banco: '341', agencia: '0001', numero_conta: '12345-6', anexo_holerite: null,
    valor_proposta: valor, status, prioridade: index % 3 === 0 ? 'alta' : 'media',
    status_motivo: null, status_desde: created,
    comentarios_count: 0, ultimo_comentario_em: null, ...creatorStamp({ uid: integrator.id }, integrator), created_at: created, updated_at: created,
    simulacao: seededSimulation(valor, index, created, now),
  };
  return withEnergy(seeded, index, created);
}

/**
 * Issue 49: a proposal sent with a simulation was sent with its bill read (the wizard's facts, as
 * if read from a PDF) and carries the analysis createProposal computes with the default settings,
 * so the review, the customer's page and the API show savings on the demo and on `npm start` alike.
 * The consumption is about what the quoted system generates, some a little more, some less.
 */
function withEnergy(seeded: Proposal, index: number, created: number): Proposal {
  if (!seeded.simulacao) return { ...seeded, conta_luz: null, energia: null };
  const distribuidora = distributorIds.find((id) => distributors[id].uf === seeded.projeto_estado) ?? 'cpfl_paulista';
  const settings = defaultEnergySettings();
  const base = Math.round(seeded.geracao_mensal_kwh * (0.8 + (index % 5) * 0.1));
  const consumo = Array.from({ length: 13 }, (_, month) => Math.max(1, Math.round(base * (1 + (((index + month * 7) % 9) - 4) / 50))));
  const tarifa = Math.round(tariffWithTaxes(settings.tarifas[distribuidora]) * 100_000) / 100_000;
  const reference = saoPauloDayKey(created - 20 * DAY).slice(0, 7);
  const conta_luz: BillFacts = {
    distribuidora, titular: seeded.cliente_nome, uc: String(3_000_000_000 + index * 7_919), classe: 'Residencial', subgrupo: 'B1', ligacao: 'bifasico',
    mes_referencia: reference, vencimento: saoPauloDayKey(created - 5 * DAY), consumo_kwh: consumo, tarifa_reais_kwh: tarifa, valor_total_centavos: Math.round((consumo[0] ?? base) * tarifa * 100),
    lidos: ['distribuidora', 'titular', 'uc', 'classe', 'subgrupo', 'ligacao', 'mes_referencia', 'consumo_kwh', 'tarifa_reais_kwh', 'valor_total_centavos'],
    alertas: [],
  };
  return { ...seeded, conta_luz, energia: energyAnalysisOf({ ...seeded, conta_luz }, seeded.simulacao, settings, created) };
}

/**
 * The simulation a seeded proposal was sent with, when it was sent after the demo rates were set
 * (a month ago): 10 % down, 60x, a grace of 0 to 2 months, on the seeded line's first version.
 */
function seededSimulation(valor: number, index: number, created: number, now: number): SavedSimulation | null {
  if (created < now - seedRatesAgeMs) return null;
  const request = { valorSistemaCents: valor, entradaCents: Math.round(valor / 10), prazo: 60, carenciaMeses: index % 3, borrower: 'pf' as const, liberacao: releaseDayOf(created) };
  const lines = seedCreditLineValues.map((line) => ({ ...line, versao: 1 }));
  const choice = chooseSimulation(lines, 'financiamento_solar_tradicional', request);
  return choice.kind === 'chosen' ? toSavedSimulation(choice, request, created) : null;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The id of `integratorId`'s `n`-th seeded proposal (1-based): 20 characters like the automatic
 * ids real proposals get, so the short id (its last 8) reads like theirs; deterministic (FNV-1a
 * of the pair), so tests and scripts can name a seeded proposal.
 */
export function seedProposalId(integratorId: string, n: number): string {
  let hash = 0x811c9dc5;
  let id = '';
  for (let i = 0; id.length < 20; i++) {
    for (const char of `${integratorId}#${n}#${i}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    id += ID_ALPHABET[hash % ID_ALPHABET.length];
  }
  return id;
}

/**
 * `perMonth` proposals of `integrator` in each of the last 12 months, newest first; `offset`
 * shifts names, values and days so two integrators' lists differ.
 */
export function seedProposals(integrator: Integrator, perMonth: number, offset: number, now: number): Proposal[] {
  return Array.from({ length: proposalDashboards.chartMonths * perMonth }, (_, n) => {
    const monthsAgo = Math.floor(n / perMonth);
    const slot = n % perMonth;
    const created = now - monthsAgo * MONTH - (slot * 7 + ((offset + n) % 5) + 0.3) * DAY;
    const id = seedProposalId(integrator.id, n + 1);
    return proposal(id, n + offset, statusOf(monthsAgo, slot), created, integrator, now);
  });
}
