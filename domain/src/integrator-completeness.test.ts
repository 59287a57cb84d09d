import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completenessTotal,
  isProfileComplete,
  previewList,
  profileCompleteness,
  profileDataFields,
  profileDocuments,
} from './integrator-completeness';
import type { IntegratorProfileData } from './model';
import { completeIntegrator, newIntegrator } from './test-fixtures';

describe('profileCompleteness', () => {
  it('counts 20 data fields and 6 documents', () => {
    expect(profileDataFields).toHaveLength(20);
    expect(profileDocuments).toHaveLength(6);
    expect(completenessTotal).toBe(26);
  });

  it('reports nothing missing and 100% for a complete integrator', () => {
    expect(profileCompleteness(completeIntegrator())).toEqual({
      total: 26,
      missingData: [],
      missingDocuments: [],
      percent: 100,
    });
    expect(isProfileComplete(completeIntegrator())).toBe(true);
  });

  it('after sign-up only nome_empresa (the e-mail) is present: 1 of 26 = 4%', () => {
    const result = profileCompleteness(newIntegrator());
    expect(result.missingData).toHaveLength(19);
    expect(result.missingData[0]).toEqual({ key: 'cnpj', label: 'CNPJ' });
    expect(result.missingDocuments.map((d) => d.label)).toEqual([
      'Contrato Social',
      'Comprovante de Endereço',
      'RG dos Sócios',
      'CNH dos Sócios',
      'Dados Bancários',
      'Foto da Fachada',
    ]);
    expect(result.percent).toBe(4);
  });

  it('treats blank strings as missing and documents without a path as missing', () => {
    const integrator = completeIntegrator({
      complement: '   ',
      owner_email: '',
      documentos: {
        ...completeIntegrator().documentos,
        foto_fachada: undefined,
        cnh_socios: { path: '', nome: 'x', tamanho: 1, tipo: 'application/pdf', enviado_em: 1 },
      },
    });
    const result = profileCompleteness(integrator);
    expect(result.missingData).toEqual([
      { key: 'complement', label: 'Complemento' },
      { key: 'owner_email', label: 'E-mail do titular' },
    ]);
    expect(result.missingDocuments).toEqual([
      { key: 'cnh_socios', label: 'CNH dos Sócios' },
      { key: 'foto_fachada', label: 'Foto da Fachada' },
    ]);
    expect(result.percent).toBe(85); // 22/26 = 84.6
    expect(isProfileComplete(integrator)).toBe(false);
  });

  it('percent = round((26 - missing) / 26 * 100) for any subset of removed items', () => {
    const dataKeys = profileDataFields.map((f) => f.key);
    const docKeys = profileDocuments.map((d) => d.key);
    fc.assert(
      fc.property(fc.subarray(dataKeys), fc.subarray(docKeys), (dropData, dropDocs) => {
        const base = completeIntegrator();
        const integrator = { ...base, documentos: { ...base.documentos } };
        for (const key of dropData) (integrator as Partial<IntegratorProfileData>)[key] = '';
        for (const key of dropDocs) delete integrator.documentos[key];
        const result = profileCompleteness(integrator);
        const missing = dropData.length + dropDocs.length;
        expect(result.missingData.map((m) => m.key)).toEqual(dropData);
        expect(result.missingDocuments.map((m) => m.key)).toEqual(dropDocs);
        expect(result.percent).toBe(Math.round(((26 - missing) / 26) * 100));
      }),
    );
  });
});

describe('previewList', () => {
  it('shows the first three and a +N mais label', () => {
    expect(previewList(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], moreLabel: '+2 mais' });
    expect(previewList(['a', 'b', 'c'], 3)).toEqual({ shown: ['a', 'b', 'c'], moreLabel: null });
    expect(previewList([], 3)).toEqual({ shown: [], moreLabel: null });
  });

  it('never loses an item: shown plus hidden is the whole list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.nat(10), (items, limit) => {
        const { shown, moreLabel } = previewList(items, limit);
        expect(shown).toEqual(items.slice(0, limit));
        const hidden = items.length - shown.length;
        expect(moreLabel).toBe(hidden > 0 ? `+${hidden} mais` : null);
      }),
    );
  });
});
