/** Contract fixtures for the unit tests (not shipped): an approved proposal with its saved simulation, and its contract. */
import type { StoredCreditLine } from '../credit/lines';
import { defaultEnergySettings } from '../energy/settings';
import { createProposal } from '../handlers/proposal-create';
import type { Millis, Proposal } from '../model';
import { completeIntegrator, proposalFormValues, storedCreditLines } from '../test-fixtures';
import { newContractDoc } from './lifecycle';
import type { ContractContent, StoredContract } from './types';

export const proposalCreatedAt = Date.UTC(2026, 2, 12, 13, 30, 0);
export const approvedAt = Date.UTC(2026, 2, 16, 14, 0, 0);

/** The stored lines plus one that offers 120 months (the benchmark's longest contract). */
export function contractCreditLines(): StoredCreditLine[] {
  const [solar, personal] = storedCreditLines() as [StoredCreditLine, StoredCreditLine];
  return [{ ...solar, taxas: { ...solar.taxas, '120': 1.69 } }, personal];
}

export interface ProposalOptions {
  prazo?: number;
  carencia?: number;
  entrada?: number;
  valorSistema?: number;
  at?: Millis;
  /** When the admin approved it: approvedAt for the default creation, else four days after `at` (the fixture's own gap). */
  approved?: Millis;
}

/** A proposal as createProposal stores it (the simulation recomputed from the stored rates), then approved. */
export function approvedProposal({ prazo = 60, carencia = 0, entrada = 250_000, valorSistema = 3_250_000, at = proposalCreatedAt, approved = at + (approvedAt - proposalCreatedAt) }: ProposalOptions = {}): Proposal {
  const id = 'AbCdEfGhIjKlMnOpQrSt';
  const dir = `propostas-anexos/uid-1/${id}`;
  const v = proposalFormValues();
  const proposta = {
    clientData: { ...v.clientData, anexoRgCpf: `${dir}/anexo_rg_cpf_1773150000000.pdf` },
    projectData: { ...v.projectData, valorSistema, anexoFaturaEnergia: `${dir}/anexo_fatura_energia_1773150000000.pdf` },
    creditData: { ...v.creditData, valorSistema, quantidadeParcelas: String(prazo), entrada, carenciaMeses: carencia, parcelaVista: null },
    bankingData: { ...v.bankingData, anexoHolerite: `${dir}/anexo_holerite_1773150000000.pdf` },
  };
  const writes = createProposal({
    integrator: completeIntegrator({ status: 'aprovado', nome_empresa: 'Sol Nascente Energia', email: 'contato@solnascente.com.br' }),
    existing: () => null,
    reservedBy: () => null,
    input: { id, proposta },
    actor: { uid: 'uid-1', role: 'integrador' },
    now: at,
    facts: () => ({ size: 4096, contentType: 'application/pdf' }),
    creditLines: contractCreditLines(),
    cashbackRates: [],
    energySettings: defaultEnergySettings(),
  });
  if (writes.kind !== 'create' || !writes.proposal.simulacao) throw new Error('the fixture proposal needs a saved simulation');
  return { ...writes.proposal, status: 'aprovada', status_desde: approved, updated_at: approved };
}

/** A minimal content for the lifecycle and signing tests (content.test.ts checks the real one). */
export function sampleContent(versao = 1, gerado_em = approvedAt): ContractContent {
  const party = { nome: 'João Pereira', documento: '529.982.247-25', endereco: 'Rua das Flores, 45, São Paulo - SP', email: 'joao@exemplo.com.br' };
  return {
    numero: `CCB-ABCDEFGH-V${versao}`,
    versao,
    modelo_versao: 0,
    credora: { ...party, nome: 'SolarCred' },
    cliente: party,
    fornecedor: { ...party, nome: 'Sol Nascente Energia' },
    sistema: { potencia_kwp: 8.25, geracao_mensal_kwh: 1100, modulos: 'Canadian Solar', inversor: 'Hoymiles', endereco: 'Estrada do Sol, 900, Campinas - SP' },
    financiamento: {
      linha: 'financiamento_solar_tradicional', linha_nome: 'Financiamento Solar', valor_sistema_centavos: 3_250_000, entrada_centavos: 250_000,
      liberado_centavos: 3_000_000, tarifa_centavos: 60_000, iof_centavos: 50_000, financiado_centavos: 3_110_000, prazo: 1, carencia_meses: 0,
      parcela_centavos: 3_150_000, total_pago_centavos: 3_150_000, taxa_mensal: 0.0129, taxa_anual: 0.166, cet_mensal: 0.05, cet_anual: 0.8,
      liberacao: '2026-03-12', primeiro_vencimento: '2026-04-12',
    },
    parcelas: [{ numero: 1, vencimento: '2026-04-12', parcela_centavos: 3_150_000, juros_centavos: 40_000, amortizacao_centavos: 3_110_000, saldo_centavos: 0 }],
    fluxos_cet: [],
    clausulas: [{ titulo: 'Objeto', texto: 'Financiamento.' }],
    local: 'São Paulo - SP',
    data: '2026-03-16',
    gerado_em,
  };
}

/** A generated contract (version `versao`) of the fixture proposal. */
export function generatedContract(versao = 1, now = approvedAt, content = sampleContent(versao, now)): StoredContract {
  return newContractDoc({ proposal: approvedProposal(), content, sha256: 'a'.repeat(64), tamanho: 12_345, now, provedor: 'interno' });
}
