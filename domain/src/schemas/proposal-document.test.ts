import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { proposalFormValues } from '../test-fixtures';
import { attachmentPaths, attachmentsBelongTo, toProposalDocument } from './proposal-document';
import { proposalSubmitInput } from './proposal-wizard';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const integrator = { id: 'int-1', nome_empresa: 'Sol Nascente Energia Ltda', email: 'contato@solnascente.com.br' };

function submitData(overrides: { copiarEndereco?: boolean } = {}) {
  const v = proposalFormValues();
  return proposalSubmitInput.parse({
    clientData: { ...v.clientData, anexoRgCpf: 'propostas-anexos/int-1/rg-cpf' },
    projectData: { ...v.projectData, ...overrides, anexoFaturaEnergia: 'propostas-anexos/int-1/fatura-energia' },
    creditData: { ...v.creditData, valorSistema: 1 },
    bankingData: { ...v.bankingData, anexoHolerite: null },
  });
}

describe('toProposalDocument', () => {
  it('produces the stored proposal fields', () => {
    expect(toProposalDocument(submitData(), integrator)).toEqual({
      integrador_id: 'int-1',
      integrador: { nome_empresa: 'Sol Nascente Energia Ltda', email: 'contato@solnascente.com.br', foto_perfil: null },
      cliente_nome: 'João Pereira',
      cliente_cpf_cnpj: '52998224725',
      cliente_data_nascimento: '1985-03-10',
      cliente_logradouro: 'Rua das Flores',
      cliente_numero: '45',
      cliente_complemento: '',
      cliente_cep: '01310100',
      cliente_cidade: 'São Paulo',
      cliente_estado: 'SP',
      cliente_profissao: 'Engenheiro',
      cliente_estado_civil: 'casado',
      cliente_email: 'joao@exemplo.com.br',
      cliente_telefone: '11987654321',
      situacao_imovel: 'proprio',
      anos_residencia: 2.5,
      valor_patrimonio: 35_000_000,
      anexo_rg_cpf: 'propostas-anexos/int-1/rg-cpf',
      projeto_logradouro: 'Estrada do Sol',
      projeto_numero: '900',
      projeto_complemento: 'Galpão 2',
      projeto_cep: '13000000',
      projeto_cidade: 'Campinas',
      projeto_estado: 'SP',
      potencia_kwp: 8.25,
      geracao_mensal_kwh: 1100,
      marca_micro_inversor: 'Hoymiles',
      marca_modulos: 'Canadian Solar',
      valor_kit_fotovoltaico: 2_100_000,
      valor_sistema: 3_250_000,
      distribuidor_escolhido: 'Aldo Solar',
      anexo_fatura_energia: 'propostas-anexos/int-1/fatura-energia',
      // Issue 49: no bill's facts given.
      conta_luz: null,
      linha_credito: 'financiamento_solar_tradicional',
      quantidade_parcelas: 60,
      tipo_conta: 'poupanca',
      banco: '341',
      agencia: '1234',
      numero_conta: '56789-0',
      anexo_holerite: null,
      valor_proposta: 3_250_000,
      status: 'enviada',
      prioridade: 'media',
      comentarios_count: 0,
      ultimo_comentario_em: null,
    });
  });

  it('ignores the read-only credit copy of the system value', () => {
    expect(toProposalDocument(submitData(), integrator).valor_proposta).toBe(3_250_000);
  });

  it('uses the client address when copiarEndereco is set', () => {
    const doc = toProposalDocument(submitData({ copiarEndereco: true }), { ...integrator, foto_perfil: 'p.jpg' });
    expect(doc).toMatchObject({
      projeto_logradouro: 'Rua das Flores',
      projeto_numero: '45',
      projeto_complemento: '',
      projeto_cep: '01310100',
      projeto_cidade: 'São Paulo',
      projeto_estado: 'SP',
      integrador: { foto_perfil: 'p.jpg' },
    });
  });
});

describe('attachments', () => {
  it('lists the uploaded paths and checks they are in the integrator folder', () => {
    const data = submitData();
    expect(attachmentPaths(data)).toEqual(['propostas-anexos/int-1/rg-cpf', 'propostas-anexos/int-1/fatura-energia']);
    expect(attachmentsBelongTo(data, 'int-1')).toBe(true);
    expect(attachmentsBelongTo(data, 'int-2')).toBe(false);
    expect(attachmentsBelongTo(data, 'int')).toBe(false);
  });
});
