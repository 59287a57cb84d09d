/**
 * What a contract prints, frozen at generation (issue 47): the parties, the system, the saved
 * simulation's figures, the Price schedule with each due date and the CET spreadsheet (Resolução
 * CMN 3.517/2007: each flow, its date and its days from the release), and the template's clauses
 * filled. The schedule and the flows are rebuilt exactly as credit/simulate.ts computed the saved
 * simulation: the same Price table on the financed amount, the same calendar from the release day
 * (the UTC day of `calculada_em`, as createProposal passed it), so they sum to its total and give
 * back its CET.
 */
import { product } from '../config';
import { daysAfterMonths, epochDay, isoOfEpochDay, releaseDayOf } from '../credit/calendar';
import { percentText } from '../credit/credit-text';
import { monthlyOf, yearlyCet, yearlyOf } from '../credit/cet';
import { lineLabel } from '../credit/lines';
import { priceSchedule } from '../credit/price-table';
import type { SavedSimulation } from '../credit/saved-simulation';
import { formatBRL, saoPauloDayKey } from '../format';
import { isoToDateBr, maskCep, maskCnpj, maskCpfCnpj } from '../masks';
import type { Integrator, Millis, Proposal } from '../model';
import { approvalInstantOf, dayOf, proposalFirstInstallment } from '../installation/due-dates';
import { shortId } from '../proposal-status';
import { fillTemplate, type TemplatePlaceholder } from './template';
import type { CetFlow, ContractContent, ContractInstallment, ContractParty, ContractTemplate } from './types';

/** The credit company as the contract names it (product config; its registry data here until launch). */
export const lenderParty: ContractParty = {
  nome: product.legalName,
  documento: '11.222.333/0001-81',
  endereco: 'Av. Paulista, 1000, 10º andar, Bela Vista, São Paulo - SP, CEP 01310-100',
  email: product.support.email,
};

const joined = (...parts: (string | null | undefined)[]) => parts.map((part) => part?.trim() ?? '').filter(Boolean).join(', ');
const cepText = (cep: string | null | undefined) => (cep ? `CEP ${maskCep(cep)}` : '');
const cityText = (city: string | null | undefined, uf: string | null | undefined) => [city?.trim(), uf?.trim()].filter(Boolean).join(' - ');

/** The integrator's record, when the generator read it: its CNPJ and address print as the supplier's. */
export type SupplierRecord = Pick<Integrator, 'nome_empresa' | 'cnpj' | 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state' | 'cep' | 'email'>;

function supplierOf(proposal: Proposal, integrator: Partial<SupplierRecord> | null | undefined): ContractParty {
  const address = integrator ? joined(integrator.street, integrator.number, integrator.complement, integrator.neighborhood, cityText(integrator.city, integrator.state), cepText(integrator.cep)) : '';
  return {
    nome: integrator?.nome_empresa || proposal.integrador.nome_empresa,
    documento: integrator?.cnpj ? maskCnpj(integrator.cnpj) : '',
    endereco: address,
    email: integrator?.email || proposal.integrador.email,
  };
}

/**
 * The release day the saved simulation counted from: the UTC day of `calculada_em`, checked against
 * its first due date (a day either side is tried, for a simulation saved by another clock).
 */
export function releaseDayOfSimulation(simulation: Pick<SavedSimulation, 'calculada_em' | 'carencia_meses' | 'primeiro_vencimento'>): number {
  const start = epochDay(releaseDayOf(simulation.calculada_em));
  for (const shift of [0, -1, 1, -2, 2]) {
    const day = start + shift;
    if (isoOfEpochDay(day + daysAfterMonths(day, simulation.carencia_meses + 1)) === simulation.primeiro_vencimento) return day;
  }
  throw new RangeError(`the simulation's first due date ${simulation.primeiro_vencimento} does not follow its release`);
}

/**
 * The day the contract's calendar counts from: the saved simulation's release, unless its first
 * installment is not after the approval day (approved late) — then the approval day, as the
 * 'Instalação' tab counts the first installment (proposalFirstInstallment), so no contract prints
 * due dates already past and both screens name one first installment.
 */
export function contractReleaseDay(proposal: Proposal, simulation: SavedSimulation): number {
  const approvedAt = approvalInstantOf(proposal);
  const first = proposalFirstInstallment(proposal);
  if (approvedAt === null || first === null || first === simulation.primeiro_vencimento) return releaseDayOfSimulation(simulation);
  return epochDay(dayOf(approvedAt));
}

/** The Price schedule of the financed amount with each due date, and the CET flows (the release, then each installment). */
export function scheduleOf(simulation: SavedSimulation, release: number = releaseDayOfSimulation(simulation)): { parcelas: ContractInstallment[]; fluxos_cet: CetFlow[]; liberacao: string } {
  const { rows } = priceSchedule(simulation.financiado_centavos, simulation.taxa_mensal, simulation.prazo, simulation.carencia_meses);
  const parcelas = rows.map((row) => ({
    numero: row.number,
    vencimento: isoOfEpochDay(release + daysAfterMonths(release, row.month)),
    parcela_centavos: row.paymentCents,
    juros_centavos: row.interestCents,
    amortizacao_centavos: row.amortisationCents,
    saldo_centavos: row.balanceCents,
  }));
  const liberacao = isoOfEpochDay(release);
  const fluxos_cet: CetFlow[] = [
    { data: liberacao, dias: 0, valor_centavos: -simulation.liberado_centavos, descricao: 'Valor liberado' },
    ...rows.map((row, index) => ({
      data: parcelas[index]?.vencimento ?? liberacao,
      dias: daysAfterMonths(release, row.month),
      valor_centavos: row.paymentCents,
      descricao: `Parcela ${row.number}/${rows.length}`,
    })),
  ];
  return { parcelas, fluxos_cet, liberacao };
}

const brDate = (iso: string) => isoToDateBr(iso) ?? iso;
const pct = (fraction: number) => `${percentText(fraction)}%`;

export interface ContractContentContext {
  proposal: Proposal;
  simulation: SavedSimulation;
  template: ContractTemplate;
  versao: number;
  now: Millis;
  /** integradores/{proposal.integrador_id}: the supplier's CNPJ and address (blank when not given). */
  integrator?: Partial<SupplierRecord> | null;
}

export function contractContentOf({ proposal, simulation: s, template, versao, now, integrator }: ContractContentContext): ContractContent {
  const cliente: ContractParty = {
    nome: proposal.cliente_nome.trim(),
    documento: maskCpfCnpj(proposal.cliente_cpf_cnpj),
    endereco: joined(proposal.cliente_logradouro, proposal.cliente_numero, proposal.cliente_complemento, cityText(proposal.cliente_cidade, proposal.cliente_estado), cepText(proposal.cliente_cep)),
    email: proposal.cliente_email,
  };
  const fornecedor = supplierOf(proposal, integrator);
  const sistema = {
    potencia_kwp: proposal.potencia_kwp,
    geracao_mensal_kwh: proposal.geracao_mensal_kwh,
    modulos: proposal.marca_modulos,
    inversor: proposal.marca_micro_inversor,
    endereco: joined(proposal.projeto_logradouro, proposal.projeto_numero, proposal.projeto_complemento, cityText(proposal.projeto_cidade, proposal.projeto_estado), cepText(proposal.projeto_cep)),
  };
  const release = contractReleaseDay(proposal, s);
  const { parcelas, fluxos_cet, liberacao } = scheduleOf(s, release);
  // Counted from another day than the simulation's, the days to each payment change, and so does the CET.
  const moved = release !== releaseDayOfSimulation(s);
  const cet_anual = moved ? yearlyCet(s.liberado_centavos, fluxos_cet.slice(1).map((flow) => ({ days: flow.dias, cents: flow.valor_centavos }))) : s.cet_anual;
  const cet_mensal = moved ? monthlyOf(cet_anual) : s.cet_mensal;
  const primeiro_vencimento = parcelas[0]?.vencimento ?? s.primeiro_vencimento;
  const taxa_anual = yearlyOf(s.taxa_mensal);
  const numero = `CCB-${saoPauloDayKey(now).slice(0, 4)}-${shortId(proposal.id)}-V${versao}`;
  const data = saoPauloDayKey(now);
  const local = product.support.city;
  const power = sistema.potencia_kwp.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  const values: Record<TemplatePlaceholder, string> = {
    numero_contrato: numero,
    cliente_nome: cliente.nome,
    cliente_documento: cliente.documento,
    cliente_endereco: cliente.endereco,
    cliente_email: cliente.email ?? '',
    credora_nome: lenderParty.nome,
    credora_documento: lenderParty.documento,
    credora_endereco: lenderParty.endereco,
    credora_email: lenderParty.email ?? '',
    fornecedor_nome: fornecedor.nome,
    fornecedor_documento: fornecedor.documento || 'não informado',
    sistema_descricao: `${power} kWp, geração estimada de ${sistema.geracao_mensal_kwh} kWh/mês, módulos ${sistema.modulos}, inversor ${sistema.inversor}`,
    sistema_endereco: sistema.endereco,
    valor_sistema: formatBRL(s.valor_sistema_centavos),
    valor_entrada: formatBRL(s.entrada_centavos),
    valor_liberado: formatBRL(s.liberado_centavos),
    tarifa: formatBRL(s.tarifa_centavos),
    iof: formatBRL(s.iof_centavos),
    valor_financiado: formatBRL(s.financiado_centavos),
    taxa_mensal: pct(s.taxa_mensal),
    taxa_anual: pct(taxa_anual),
    cet_mensal: pct(cet_mensal),
    cet_anual: pct(cet_anual),
    prazo: String(s.prazo),
    carencia: s.carencia_meses === 1 ? '1 mês' : `${s.carencia_meses} meses`,
    valor_parcela: formatBRL(s.parcela_centavos),
    total_pago: formatBRL(s.total_pago_centavos),
    primeiro_vencimento: brDate(primeiro_vencimento),
    ultimo_vencimento: brDate(parcelas.at(-1)?.vencimento ?? primeiro_vencimento),
    local,
    data: brDate(data),
    foro: cityText(proposal.cliente_cidade, proposal.cliente_estado) || local,
  };
  return {
    numero,
    versao,
    modelo_versao: template.versao,
    credora: lenderParty,
    cliente,
    fornecedor,
    sistema,
    financiamento: {
      linha: s.linha,
      linha_nome: lineLabel(s.linha),
      valor_sistema_centavos: s.valor_sistema_centavos,
      entrada_centavos: s.entrada_centavos,
      liberado_centavos: s.liberado_centavos,
      tarifa_centavos: s.tarifa_centavos,
      iof_centavos: s.iof_centavos,
      financiado_centavos: s.financiado_centavos,
      prazo: s.prazo,
      carencia_meses: s.carencia_meses,
      parcela_centavos: s.parcela_centavos,
      total_pago_centavos: s.total_pago_centavos,
      taxa_mensal: s.taxa_mensal,
      taxa_anual,
      cet_mensal,
      cet_anual,
      liberacao,
      primeiro_vencimento,
    },
    parcelas,
    fluxos_cet,
    clausulas: fillTemplate(template.clausulas, values),
    local,
    data,
    gerado_em: now,
  };
}
