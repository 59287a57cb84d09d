import { describe, expect, it } from 'vitest';
import type { Integrator } from '@solarcred/domain/model';
import { profileWizard } from '@solarcred/domain/messages';
import { checkDocuments, companyMessage } from './step-validation';
import { emptyValues, initialValues, wizardResolver } from './wizard-form';

const record = (status: string, extra: Partial<Integrator> = {}): Integrator => ({
  id: 'u1', user_id: 'u1', email: 'conta@empresa.com', nome_empresa: 'conta@empresa.com', status, created_at: 0, updated_at: 0, ...extra,
});

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const stored = { path: 'integrador-documents/u1/contrato_social_1.pdf', nome: 'contrato.pdf', tamanho: 10, tipo: 'application/pdf', enviado_em: 0 };

describe('initialValues', () => {
  it('a new account starts empty (its company name is only the e-mail) with the account e-mail', () => {
    const values = initialValues('conta@empresa.com', record('pendente_cadastro'), null);
    expect(values.company.companyName).toBe('');
    expect(values.owner.email).toBe('conta@empresa.com');
    expect(values.projects).toHaveLength(3);
  });

  it('a resubmission starts from the record; the draft wins over it; the e-mail is always the account one', () => {
    const values = initialValues(
      'conta@empresa.com',
      record('pendente_documentacao', { nome_empresa: 'Painel Forte', cnpj: '30648938000183', owner_email: 'outro@x.com' }),
      { company: { city: 'Curitiba', cnpj: '' }, owner: { email: 'draft@x.com' }, projects: [{ nomeCliente: 'Padaria', potenciaKwp: '8,5' }] },
    );
    expect(values.company).toMatchObject({ companyName: 'Painel Forte', cnpj: '30648938000183', city: 'Curitiba' });
    expect(values.owner.email).toBe('conta@empresa.com');
    expect(values.projects[0]).toEqual({ nomeCliente: 'Padaria', potenciaKwp: '8,5' });
  });
});

describe('step checks', () => {
  it('step 1 lists blanks first, then reports the first invalid field', () => {
    const values = emptyValues('a@b.com');
    expect(companyMessage(values.company)).toMatch(/^Campos obrigatórios não preenchidos: Razão Social, CNPJ/);
  });

  it('the resolver nests the schema messages under company and owner', async () => {
    const result = await wizardResolver(emptyValues('a@b.com'), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.company?.companyName?.message).toBe('Este campo é obrigatório');
    expect(result.errors.owner?.fullName?.message).toBe(profileWizard.fillField('Nome do titular'));
    expect(result.errors.owner?.email).toBeUndefined();
  });

  it('step 3 asks for each document in order, except those already stored', () => {
    expect(checkDocuments({}, {}).message).toBe(profileWizard.documentRequired.contrato_social);
    const check = checkDocuments({ rg_socios: [pdf('rg.pdf')] }, { contrato_social: stored });
    expect(check.message).toBe(profileWizard.documentRequired.comprovante_endereco);
    expect(Object.keys(check.errors)).toEqual(['comprovante_endereco', 'cnh_socios', 'dados_bancarios', 'foto_fachada']);
    const all = { comprovante_endereco: [pdf('c.pdf')], rg_socios: [pdf('r.pdf')], cnh_socios: [pdf('h.pdf')], dados_bancarios: [pdf('d.pdf')], foto_fachada: [pdf('f.pdf')] };
    expect(checkDocuments(all, { contrato_social: stored }).message).toBeNull();
  });
});
