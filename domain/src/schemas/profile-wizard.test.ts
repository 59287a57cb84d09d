import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCpf } from '../br-ids';
import { pdfFile as pdf, validCompany, validDocuments, validOwner } from '../test-fixtures';
import {
  companyRequiredFields,
  companyStepError,
  companyStepSchema,
  consentError,
  documentsStepError,
  documentsStepSchema,
  emptyProjectSlots,
  ownerRequiredFields,
  ownerStepError,
  ownerStepSchema,
  profileWizardSchema,
  projectsStepSchema,
  projectsToSave,
  type CompanyField,
} from './profile-wizard';

describe('company step', () => {
  it('lists the sixteen required fields with their labels, in spec order', () => {
    expect(companyRequiredFields.map((f) => f.label)).toEqual([
      'Razão Social',
      'CNPJ',
      'CEP',
      'Rua',
      'Número',
      'Complemento',
      'Bairro',
      'Cidade',
      'Estado',
      'Telefone',
      'Tamanho da equipe',
      'Faturamento mensal',
      'Equipe de instalação própria',
      'Como conheceu',
      'Média de projetos por mês',
      'Problemas de crédito',
    ]);
  });

  it('parses masked input into the stored form', () => {
    expect(companyStepSchema.parse(validCompany)).toEqual({
      ...validCompany,
      companyName: 'Sol Nascente Energia Ltda',
      cnpj: '11222333000181',
      cep: '01310100',
      phone: '11987654321',
    });
    expect(companyStepSchema.parse({ ...validCompany, cnpj: '12.abc.345/01de-35' }).cnpj).toBe('12ABC34501DE35');
  });

  it('reports a wrong CNPJ, an unknown option and a wrong phone on their fields', () => {
    const result = companyStepSchema.safeParse({ ...validCompany, cnpj: '11.222.333/0001-82', revenue: 'x', phone: '1234' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cnpj', 'CNPJ inválido'],
      ['phone', 'Telefone deve ter 10 ou 11 dígitos'],
      ['revenue', 'Este campo é obrigatório'],
    ]);
  });

  it('names every missing field in one message', () => {
    expect(companyStepError(validCompany)).toBeNull();
    expect(companyStepError({ ...validCompany, complement: ' ', creditIssues: '' })).toBe(
      'Campos obrigatórios não preenchidos: Complemento, Problemas de crédito',
    );
    expect(companyStepError({})).toBe(
      'Campos obrigatórios não preenchidos: Razão Social, CNPJ, CEP, Rua, Número, Complemento, Bairro, Cidade, ' +
        'Estado, Telefone, Tamanho da equipe, Faturamento mensal, Equipe de instalação própria, Como conheceu, ' +
        'Média de projetos por mês, Problemas de crédito',
    );
  });

  it('lists exactly the blanked fields for any subset', () => {
    const keys = companyRequiredFields.map((f) => f.key);
    fc.assert(
      fc.property(fc.subarray(keys), fc.constantFrom('', '   ', undefined), (blank, empty) => {
        const values: Partial<Record<CompanyField, string | undefined>> = { ...validCompany };
        for (const key of blank) values[key] = empty;
        const labels = companyRequiredFields.filter((f) => blank.includes(f.key)).map((f) => f.label);
        expect(companyStepError(values)).toBe(
          blank.length === 0 ? null : `Campos obrigatórios não preenchidos: ${labels.join(', ')}`,
        );
      }),
    );
  });
});

describe('owner step', () => {
  it('requires each field with its label', () => {
    expect(ownerRequiredFields.map((f) => f.label)).toEqual([
      'Nome do titular',
      'CPF do titular',
      'Telefone do titular',
      'E-mail do titular',
    ]);
    expect(ownerStepError({})).toBe('Por favor, preencha o campo: Nome do titular');
    expect(ownerStepError({ ...validOwner, cpf: '  ' })).toBe('Por favor, preencha o campo: CPF do titular');
    expect(ownerStepError({ ...validOwner, email: '' })).toBe('Por favor, preencha o campo: E-mail do titular');
  });

  it('checks CPF, phone and e-mail', () => {
    expect(ownerStepError(validOwner)).toBeNull();
    expect(ownerStepError({ ...validOwner, cpf: '529.982.247' })).toBe('CPF inválido.');
    expect(ownerStepError({ ...validOwner, cpf: '111.111.111-11' })).toBe('CPF inválido.');
    expect(ownerStepError({ ...validOwner, phone: '1199' })).toBe('Telefone deve ter 10 ou 11 dígitos');
    expect(ownerStepError({ ...validOwner, email: 'maria@x.c' })).toBe('O e-mail do titular é inválido.');
  });

  it('normalizes the owner data', () => {
    expect(ownerStepSchema.parse(validOwner)).toEqual({
      fullName: 'Maria da Silva',
      cpf: '52998224725',
      phone: '11912345678',
      email: 'maria@solnascente.com.br',
    });
  });

  it('accepts an 11-digit CPF exactly when its check digits are right', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (cpf) => {
        expect(ownerStepError({ ...validOwner, cpf })).toBe(isValidCpf(cpf) ? null : 'CPF inválido.');
      }),
    );
  });
});

describe('documents step', () => {
  it('asks for each missing document in order', () => {
    expect(documentsStepError({})).toBe('Anexe o Contrato Social.');
    expect(documentsStepError({ ...validDocuments, rg_socios: null })).toBe('Anexe o RG dos sócios.');
    expect(documentsStepError({ ...validDocuments, cnh_socios: undefined })).toBe('Anexe a CNH dos sócios.');
    expect(documentsStepError({ ...validDocuments, dados_bancarios: null })).toBe('Anexe os Dados Bancários.');
    expect(documentsStepError({ ...validDocuments, foto_fachada: null })).toBe('Anexe a Foto da Fachada.');
    expect(documentsStepError({ ...validDocuments, comprovante_endereco: null })).toBe(
      'Anexe o Comprovante de Endereço.',
    );
    expect(documentsStepError(validDocuments)).toBeNull();
  });

  it('rejects an oversized or unsupported document', () => {
    expect(documentsStepError({ ...validDocuments, rg_socios: pdf('rg.pdf', 5 * 1024 * 1024 + 1) })).toBe(
      'Arquivo deve ter no máximo 5MB',
    );
    const result = documentsStepSchema.safeParse({
      ...validDocuments,
      foto_fachada: { name: 'f.gif', size: 10, type: 'image/gif' },
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['foto_fachada', 'Tipo de arquivo não permitido. Formatos aceitos: JPG, PNG, PDF'],
    ]);
  });
});

describe('projects step', () => {
  it('requires the consent box', () => {
    const message = 'Por favor, autorize a SolarCred a realizar as devidas consultas.';
    expect(consentError(false)).toBe(message);
    expect(consentError(true)).toBeNull();
    expect(projectsStepSchema.safeParse({ projects: emptyProjectSlots(), consent: false }).error?.issues[0]?.message).toBe(
      message,
    );
    expect(projectsStepSchema.safeParse({ projects: emptyProjectSlots(), consent: true }).success).toBe(true);
  });

  it('starts with three empty slots', () => {
    expect(emptyProjectSlots()).toEqual([0, 1, 2].map(() => ({
      nomeCliente: '',
      potenciaKwp: '',
      artFile: null,
      memorialFile: null,
      outrosFiles: [],
    })));
  });

  it('keeps only slots with client name and power, reading pt-BR decimals', () => {
    const art = pdf('art.pdf');
    expect(
      projectsToSave([
        { nomeCliente: ' João ', potenciaKwp: '12,5', artFile: art },
        { nomeCliente: 'Ana', potenciaKwp: '' },
        { nomeCliente: ' ', potenciaKwp: '3' },
        { nomeCliente: 'Pedro', potenciaKwp: 'abc' },
        { nomeCliente: 'Lia', potenciaKwp: 7.2 },
      ]),
    ).toEqual([
      { nomeCliente: 'João', potenciaKwp: 12.5, artFile: art, memorialFile: null, outrosFiles: [] },
      { nomeCliente: 'Pedro', potenciaKwp: 0, artFile: null, memorialFile: null, outrosFiles: [] },
      { nomeCliente: 'Lia', potenciaKwp: 7.2, artFile: null, memorialFile: null, outrosFiles: [] },
    ]);
  });

  it('saves exactly the slots with both values', () => {
    const text = fc.oneof(fc.constantFrom('', ' '), fc.string());
    fc.assert(
      fc.property(fc.array(fc.record({ nomeCliente: text, potenciaKwp: text }), { maxLength: 3 }), (slots) => {
        const saved = projectsToSave(slots);
        const expected = slots.filter((s) => s.nomeCliente.trim() !== '' && s.potenciaKwp.trim() !== '');
        expect(saved.map((s) => s.nomeCliente)).toEqual(expected.map((s) => s.nomeCliente.trim()));
        for (const s of saved) expect(Number.isFinite(s.potenciaKwp)).toBe(true);
      }),
    );
  });
});

describe('profileWizardSchema', () => {
  it('accepts a complete wizard', () => {
    const result = profileWizardSchema.safeParse({
      company: validCompany,
      owner: validOwner,
      documents: validDocuments,
      projects: emptyProjectSlots(),
      consent: true,
    });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.owner.cpf).toBe('52998224725');
  });
});
