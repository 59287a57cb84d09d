import { describe, expect, it } from 'vitest';
import { product } from '../config';
import { DomainError } from '../errors';
import {
  acceptConsentWrites,
  acceptanceHistoryId,
  acceptanceOf,
  changedDocuments,
  consentLimits,
  defaultConsentVersion,
  defaultCurrentConsent,
  needsConsent,
  publishConsentSchema,
  publishWrites,
} from './consent';
import { consentText } from './consent-text';
import type { ConsentAcceptance } from './types';

const admin = { uid: 'admin-1', role: 'admin' as const };
const integrator = { uid: 'int-1', role: 'integrador' as const };
const accepted = (termos: number, privacidade: number): ConsentAcceptance => ({ termos_versao: termos, privacidade_versao: privacidade, aceito_em: 1, origem: 'cadastro' });
const validText = 'Novo texto. '.repeat(30);

describe('the default texts (version 1)', () => {
  it.each(['termos', 'privacidade'] as const)('%s is real, names the product and fits the publish bounds', (tipo) => {
    const version = defaultConsentVersion(tipo);
    expect(version).toMatchObject({ id: `${tipo}_v1`, versao: 1, tipo });
    expect(version.texto).toContain(product.name);
    expect(publishConsentSchema.safeParse({ tipo, texto: version.texto, resumo: version.resumo }).success).toBe(true);
  });

  it('the privacy notice lists what is collected, why, the legal bases, the rights and where to exercise them', () => {
    const { texto } = defaultConsentVersion('privacidade');
    for (const part of ['Dados que coletamos', 'Para que usamos', 'Bases legais', 'art. 18', '/meus-dados', '/privacidade/solicitar', 'CPF', '15 dias']) {
      expect(texto).toContain(part);
    }
  });
});

describe('needsConsent', () => {
  it('asks who never accepted', () => {
    expect(needsConsent(null, defaultCurrentConsent)).toBe(true);
  });

  it('asks again when either text in force is newer, not when both were accepted', () => {
    expect(needsConsent(accepted(1, 1), defaultCurrentConsent)).toBe(false);
    expect(needsConsent(accepted(1, 1), { termos: 2, privacidade: 1, atualizado_em: 5 })).toBe(true);
    expect(needsConsent(accepted(2, 1), { termos: 2, privacidade: 2, atualizado_em: 5 })).toBe(true);
    expect(needsConsent(accepted(2, 2), { termos: 2, privacidade: 2, atualizado_em: 5 })).toBe(false);
  });

  it('lists only the changed texts', () => {
    expect(changedDocuments(accepted(1, 1), { termos: 1, privacidade: 3, atualizado_em: 5 })).toEqual(['privacidade']);
    expect(changedDocuments(null, defaultCurrentConsent)).toEqual(['termos', 'privacidade']);
  });
});

describe('publishWrites', () => {
  it('numbers the next version from the versions in force and moves only that text', () => {
    const writes = publishWrites(admin, { tipo: 'privacidade', texto: validText, resumo: 'Novos prazos de guarda.' }, { termos: 3, privacidade: 2, atualizado_em: 1 }, 100);
    expect(writes.version).toMatchObject({ id: 'privacidade_v3', versao: 3, publicado_em: 100, publicado_por: 'admin-1', resumo: 'Novos prazos de guarda.' });
    expect(writes.current).toEqual({ termos: 3, privacidade: 3, atualizado_em: 100 });
  });

  it('starts at version 2 when none was published', () => {
    expect(publishWrites(admin, { tipo: 'termos', texto: validText, resumo: 'x' }, null, 5).version.id).toBe('termos_v2');
  });

  it('refuses anyone but an admin', () => {
    expect(() => publishWrites(integrator, { tipo: 'termos', texto: validText, resumo: 'x' }, null, 5)).toThrow(DomainError);
    expect(() => publishWrites(null, { tipo: 'termos', texto: validText, resumo: 'x' }, null, 5)).toThrow(DomainError);
  });

  it.each([
    [{ texto: 'curto' }, consentText.errors.textoShort],
    [{ texto: 'a'.repeat(consentLimits.textoMax + 1) }, consentText.errors.textoLong],
    [{ resumo: '   ' }, consentText.errors.resumoShort],
    [{ resumo: 'a'.repeat(501) }, consentText.errors.resumoLong],
    [{ tipo: 'cookies' }, consentText.errors.tipo],
  ])('refuses %o with its Portuguese message', (change, message) => {
    expect(() => publishWrites(admin, { tipo: 'termos', texto: validText, resumo: 'ok', ...change }, null, 5)).toThrow(message);
  });
});

describe('acceptance', () => {
  it('records the versions in force with the origin and time', () => {
    expect(acceptanceOf({ termos: 4, privacidade: 2, atualizado_em: 1 }, 'link', 9)).toEqual({ termos_versao: 4, privacidade_versao: 2, aceito_em: 9, origem: 'link' });
    expect(acceptConsentWrites(integrator, { origem: 'login' }, null, 9)).toEqual({ termos_versao: 1, privacidade_versao: 1, aceito_em: 9, origem: 'login' });
  });

  it("refuses a link's guest session, no one signed in, and an origin a person cannot claim", () => {
    expect(() => acceptConsentWrites({ uid: 'cliente_abc', role: null }, { origem: 'login' }, null, 9)).toThrow(consentText.errors.guest);
    expect(() => acceptConsentWrites(null, { origem: 'login' }, null, 9)).toThrow(DomainError);
    expect(() => acceptConsentWrites(integrator, { origem: 'link' }, null, 9)).toThrow(consentText.errors.origem);
  });

  it('history ids sort by time', () => {
    const ids = [acceptanceHistoryId({ ...accepted(1, 1), aceito_em: 20 }), acceptanceHistoryId({ ...accepted(1, 1), aceito_em: 100 })];
    expect([...ids].sort()).toEqual(ids);
  });
});
