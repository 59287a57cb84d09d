/** Shared fixtures for the domain unit tests (not used by production code). */
import type { StoredCreditLine } from './credit/lines';
import { DomainError } from './errors';
import type { FileLike } from './files';
import type { Integrator, IntegratorProfileData, StoredDocument } from './model';
import { integratorDocumentKeys, type IntegratorDocumentKey } from './options';

export const completeProfileData: IntegratorProfileData = {
  nome_empresa: 'Sol Nascente Energia Ltda',
  cnpj: '11222333000181',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Sala 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  telefone: '11987654321',
  team_size: '6-10',
  revenue: '50k_100k',
  has_installation: 'sim',
  how_knew_us: 'google',
  average_projects: '1-5',
  credit_issues: 'nao',
  owner_name: 'Maria da Silva',
  owner_cpf: '52998224725',
  owner_phone: '11912345678',
  owner_email: 'maria@solnascente.com.br',
};

export function storedDocument(key: IntegratorDocumentKey): StoredDocument {
  return {
    path: `integrador-documents/uid-1/${key}_1700000000000`,
    nome: `${key}.pdf`,
    tamanho: 1024,
    tipo: 'application/pdf',
    enviado_em: 1_700_000_000_000,
  };
}

/** An integrator with all 26 completeness items present. */
export function completeIntegrator(overrides: Partial<Integrator> = {}): Integrator {
  return {
    id: 'uid-1',
    user_id: 'uid-1',
    email: 'contato@solnascente.com.br',
    status: 'pendente_documentacao',
    created_at: 1_700_000_000_000,
    updated_at: 1_700_000_000_000,
    ...completeProfileData,
    documentos: Object.fromEntries(integratorDocumentKeys.map((k) => [k, storedDocument(k)])),
    ...overrides,
  };
}

/** A freshly signed-up integrator (nome_empresa is the sign-up e-mail). */
export function newIntegrator(overrides: Partial<Integrator> = {}): Integrator {
  return {
    id: 'uid-2',
    user_id: 'uid-2',
    email: 'novo@exemplo.com',
    nome_empresa: 'novo@exemplo.com',
    status: 'pendente_cadastro',
    created_at: 1_700_000_000_000,
    updated_at: 1_700_000_000_000,
    ...overrides,
  };
}

/** The admin's edit-integrator callable payload, valid. */
export const validAdminEditInput = {
  integratorId: 'uid-1',
  nome_empresa: 'Sol',
  cnpj: '11222333000181',
  email: 'a@b.com',
  telefone: '11987654321',
  cep: '01310100',
  street: 'Rua',
  number: '1',
  complement: 'Sala',
  neighborhood: 'Centro',
  city: 'São Paulo',
  state: 'SP',
};

// --- Profile wizard form values (masked, as typed) ---------------------------

export const validCompany = {
  companyName: '  Sol Nascente Energia Ltda ',
  cnpj: '11.222.333/0001-81',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Sala 12',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  phone: '(11) 98765-4321',
  teamSize: '6-10',
  revenue: '50k_100k',
  hasInstallation: 'sim',
  howKnewUs: 'google',
  averageProjects: '1-5',
  creditIssues: 'nao',
};
export const validOwner = {
  fullName: ' Maria da Silva ',
  cpf: '529.982.247-25',
  phone: '(11) 91234-5678',
  email: 'maria@solnascente.com.br',
};
export const pdfFile = (name = 'doc.pdf', size = 2048): FileLike => ({ name, size, type: 'application/pdf' });
export const validDocuments = {
  contrato_social: pdfFile('contrato.pdf'),
  comprovante_endereco: pdfFile('comprovante.pdf'),
  rg_socios: pdfFile('rg.pdf'),
  cnh_socios: pdfFile('cnh.pdf'),
  dados_bancarios: pdfFile('banco.pdf'),
  foto_fachada: { name: 'fachada.jpg', size: 4096, type: 'image/jpeg' },
};

// --- Proposal wizard form values (masked, as typed; money in centavos) --------

export function proposalFormValues() {
  return {
    clientData: {
      nomeCompleto: 'João Pereira',
      cpfCnpj: '529.982.247-25',
      dataNascimento: '10/03/1985',
      logradouro: 'Rua das Flores',
      numero: '45',
      complemento: '',
      cep: '01310-100',
      cidade: 'São Paulo',
      estado: 'SP',
      profissao: 'Engenheiro',
      estadoCivil: 'casado',
      email: 'joao@exemplo.com.br',
      telefone: '(11) 98765-4321',
      situacaoImovel: 'proprio',
      anosResidencia: '2,5',
      valorPatrimonio: 35_000_000,
      anexoRgCpf: pdfFile('rg-cpf.pdf'),
    },
    projectData: {
      copiarEndereco: false,
      logradouro: 'Estrada do Sol',
      numero: '900',
      complemento: 'Galpão 2',
      cep: '13000-000',
      cidade: 'Campinas',
      estado: 'SP',
      potenciaKwp: '8,25',
      geracaoMensalKwh: '1100',
      marcaMicroInversor: 'Hoymiles',
      marcaModulos: 'Canadian Solar',
      valorKitFotovoltaico: 2_100_000,
      valorSistema: 3_250_000,
      distribuidorEscolhido: 'Aldo Solar',
      anexoFaturaEnergia: pdfFile('fatura.pdf'),
    },
    creditData: {
      linhaCredito: 'financiamento_solar_tradicional',
      valorSistema: 3_250_000,
      quantidadeParcelas: '60',
    },
    bankingData: {
      tipoConta: 'poupanca',
      banco: '341',
      agencia: '1234',
      numeroConta: '56789-0',
      anexoHolerite: pdfFile('holerite.pdf'),
    },
  };
}

/** The DomainError `fn` throws (a test fails if it throws something else or nothing). */
export function domainErrorOf(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

/** Two stored credit lines: a cheap one that offers 60x, and a dear one that does not. */
export function storedCreditLines(): StoredCreditLine[] {
  const stored = { versao: 3, atualizado_por: 'admin-1', atualizado_em: Date.UTC(2026, 1, 1) };
  return [
    { id: 'financiamento_solar_tradicional', ativa: true, taxas: { '12': 1.29, '60': 1.59 }, valor_min_centavos: 5_000_00, valor_max_centavos: 500_000_00, tarifa_centavos: 600_00, nota: '', ...stored },
    { id: 'emprestimo_pessoal', ativa: true, taxas: { '12': 3.99 }, valor_min_centavos: 1_000_00, valor_max_centavos: 50_000_00, tarifa_centavos: 300_00, nota: '', ...stored },
  ];
}

/** The wizard's values as `createProposal` receives them, attachments as stored paths in `dir` (never uploaded in tests). */
export function proposalWithAttachmentsIn(dir: string) {
  const v = proposalFormValues();
  return {
    clientData: { ...v.clientData, anexoRgCpf: `${dir}/anexo_rg_cpf_1773150000000.pdf` },
    projectData: { ...v.projectData, anexoFaturaEnergia: `${dir}/anexo_fatura_energia_1773150000000.pdf` },
    creditData: v.creditData,
    bankingData: { ...v.bankingData, anexoHolerite: `${dir}/anexo_holerite_1773150000000.pdf` },
  };
}

/** A customer's application on the link (`submitCustomerApplication`), attachments as stored paths in the link's `folder`. */
export function customerApplicationIn(folder: string) {
  const v = proposalFormValues();
  return {
    clientData: { ...v.clientData, anexoRgCpf: `${folder}/anexo_rg_cpf_1773150000000.pdf` },
    anexoFaturaEnergia: `${folder}/anexo_fatura_energia_1773150000000.pdf`,
    bankingData: { ...v.bankingData, anexoHolerite: `${folder}/anexo_holerite_1773150000000.pdf` },
  };
}
