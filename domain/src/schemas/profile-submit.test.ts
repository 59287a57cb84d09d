import { describe, expect, it } from 'vitest';
import { completeProfileData, validCompany, validOwner } from '../test-fixtures';
import { integratorProfileDataSchema, submitProfileInput, toIntegratorProfileData } from './profile-submit';
import { companyFieldMap, companyStepSchema, ownerFieldMap, ownerStepSchema } from './profile-wizard';

const storedFile = (name: string) => ({
  path: `integrador-documents/uid-1/${name}_1700000000000`,
  nome: `${name}.pdf`,
  tamanho: 1000,
  tipo: 'application/pdf',
});

describe('toIntegratorProfileData', () => {
  it('maps the parsed steps to the stored field names', () => {
    const data = toIntegratorProfileData({
      company: companyStepSchema.parse(validCompany),
      owner: ownerStepSchema.parse(validOwner),
    });
    expect(data).toEqual(completeProfileData);
  });

  it('follows companyFieldMap and ownerFieldMap for every field', () => {
    const company = companyStepSchema.parse(validCompany);
    const owner = ownerStepSchema.parse(validOwner);
    const data = toIntegratorProfileData({ company, owner });
    for (const [field, key] of Object.entries(companyFieldMap)) {
      expect([key, data[key]]).toEqual([key, company[field as keyof typeof company]]);
    }
    for (const [field, key] of Object.entries(ownerFieldMap)) {
      expect([key, data[key]]).toEqual([key, owner[field as keyof typeof owner]]);
    }
  });

  it('produces data the callable schema accepts unchanged', () => {
    const data = toIntegratorProfileData({
      company: companyStepSchema.parse(validCompany),
      owner: ownerStepSchema.parse(validOwner),
    });
    expect(integratorProfileDataSchema.parse(data)).toEqual(data);
  });
});

describe('submitProfileInput', () => {
  it('accepts profile data with documents and projects, defaulting the optional parts', () => {
    const parsed = submitProfileInput.parse({
      ...completeProfileData,
      cnpj: '11.222.333/0001-81',
      documentos: { contrato_social: storedFile('contrato_social') },
      projetos: [{ nome_cliente: 'João', potencia_kwp: 12.5, fotos: [storedFile('foto1')] }],
    });
    expect(parsed.cnpj).toBe('11222333000181');
    expect(parsed.documentos).toEqual({ contrato_social: storedFile('contrato_social') });
    expect(parsed.projetos).toEqual([
      { nome_cliente: 'João', potencia_kwp: 12.5, art: null, memorial: null, fotos: [storedFile('foto1')] },
    ]);
    expect(submitProfileInput.parse(completeProfileData)).toMatchObject({ documentos: {}, projetos: [] });
  });

  it('rejects invalid data with the field messages', () => {
    const result = submitProfileInput.safeParse({ ...completeProfileData, owner_cpf: '12345678900', state: 'XX' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['state', 'Este campo é obrigatório'],
      ['owner_cpf', 'CPF inválido'],
    ]);
  });

  it('rejects files outside the integrator documents folder and too many projects', () => {
    const outside = submitProfileInput.safeParse({
      ...completeProfileData,
      documentos: { rg_socios: { ...storedFile('rg'), path: 'propostas-anexos/uid-1/rg' } },
    });
    expect(outside.error?.issues.map((i) => i.path.join('.'))).toEqual(['documentos.rg_socios.path']);
    const traversal = submitProfileInput.safeParse({
      ...completeProfileData,
      documentos: { rg_socios: { ...storedFile('rg'), path: 'integrador-documents/../avisos/x' } },
    });
    expect(traversal.success).toBe(false);
    const project = { nome_cliente: 'A', potencia_kwp: 1 };
    expect(submitProfileInput.safeParse({ ...completeProfileData, projetos: [project, project, project] }).success).toBe(
      true,
    );
    expect(
      submitProfileInput.safeParse({ ...completeProfileData, projetos: [project, project, project, project] }).success,
    ).toBe(false);
  });

  it('rejects an unknown document key', () => {
    const result = submitProfileInput.safeParse({ ...completeProfileData, documentos: { selfie: storedFile('x') } });
    expect(result.success).toBe(false);
  });
});
