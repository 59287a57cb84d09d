import { describe, expect, it } from 'vitest';
import { domainErrorOf } from '../test-fixtures';
import { contractTemplateInput, defaultContractTemplate, fillTemplate, templatePlaceholders, unknownPlaceholders, updateTemplateWrites, type TemplatePlaceholder } from './template';
import type { ContractTemplate } from './types';

const admin = { uid: 'admin-1', role: 'admin' as const };
const now = Date.UTC(2026, 3, 1, 12);
const values = Object.fromEntries(Object.keys(templatePlaceholders).map((name) => [name, `<${name}>`])) as Record<TemplatePlaceholder, string>;
const saved: ContractTemplate = { clausulas: [{ titulo: 'Objeto', texto: 'Financia {{valor_financiado}}.' }], versao: 3, atualizado_por: 'admin-2', atualizado_em: 5 };

describe('the default template', () => {
  it('is version 0, in Portuguese, the usual CCB clauses, every placeholder known', () => {
    expect(defaultContractTemplate.versao).toBe(0);
    const titles = defaultContractTemplate.clausulas.map((clause) => clause.titulo);
    for (const title of ['Do objeto', 'Dos encargos e do Custo Efetivo Total', 'Do vencimento antecipado', 'Da inadimplência', 'Do foro', 'Da proteção de dados pessoais']) expect(titles).toContain(title);
    const all = defaultContractTemplate.clausulas.map((clause) => clause.texto).join(' ');
    for (const name of ['cliente_nome', 'valor_financiado', 'cet_anual', 'prazo', 'fornecedor_nome']) expect(all).toContain(`{{${name}}}`);
    expect(unknownPlaceholders(all)).toEqual([]);
    expect(contractTemplateInput.safeParse({ clausulas: defaultContractTemplate.clausulas, versao: 0 }).success).toBe(true);
  });
});

describe('fillTemplate', () => {
  it('replaces every known placeholder (spaces inside the braces allowed) and leaves the rest', () => {
    expect(fillTemplate([{ titulo: 'Parcela {{ prazo }}', texto: '{{cliente_nome}} paga {{valor_parcela}}; {{outro}} fica.' }], values)).toEqual([
      { titulo: 'Parcela <prazo>', texto: '<cliente_nome> paga <valor_parcela>; {{outro}} fica.' },
    ]);
    const filled = fillTemplate(defaultContractTemplate.clausulas, values).map((clause) => clause.texto).join(' ');
    expect(filled).not.toMatch(/\{\{/);
  });
});

describe('updateTemplateWrites', () => {
  it('saves the next version, keeping the one it replaces', () => {
    const writes = updateTemplateWrites(saved, { clausulas: [{ titulo: ' Foro ', texto: 'Comarca de {{foro}}.' }], versao: 3 }, admin, now);
    expect(writes).toEqual({ template: { clausulas: [{ titulo: 'Foro', texto: 'Comarca de {{foro}}.' }], versao: 4, atualizado_por: 'admin-1', atualizado_em: now }, replaced: saved });
    expect(updateTemplateWrites(null, { clausulas: saved.clausulas, versao: 0 }, admin, now)).toMatchObject({ template: { versao: 1 }, replaced: null });
  });

  it('refuses a stale version, a non-admin, an unknown placeholder at its clause, and out-of-bounds clauses', () => {
    expect(domainErrorOf(() => updateTemplateWrites(saved, { clausulas: saved.clausulas, versao: 2 }, admin, now)).message).toMatch(/alterado por outra pessoa/);
    expect(domainErrorOf(() => updateTemplateWrites(saved, { clausulas: saved.clausulas, versao: 3 }, { uid: 'u', role: 'integrador' }, now)).code).toBe('permission-denied');
    const unknown = domainErrorOf(() => updateTemplateWrites(saved, { clausulas: [saved.clausulas[0], { titulo: 'X', texto: 'Valor: {{valor_total}}' }], versao: 3 }, admin, now));
    expect(unknown.fields).toEqual({ 'clausulas.1.texto': 'Campo desconhecido: {{valor_total}}.' });
    const clause = { titulo: 'T', texto: 'x' };
    expect(domainErrorOf(() => updateTemplateWrites(saved, { clausulas: [], versao: 3 }, admin, now)).message).toBe('O modelo deve ter de 1 a 40 cláusulas.');
    expect(domainErrorOf(() => updateTemplateWrites(saved, { clausulas: Array(41).fill(clause), versao: 3 }, admin, now)).message).toBe('O modelo deve ter de 1 a 40 cláusulas.');
    expect(domainErrorOf(() => updateTemplateWrites(saved, { clausulas: [{ titulo: 'T'.repeat(121), texto: 'x' }], versao: 3 }, admin, now)).fields).toEqual({ 'clausulas.0.titulo': 'O título deve ter no máximo 120 caracteres.' });
    expect(domainErrorOf(() => updateTemplateWrites(saved, { clausulas: [{ titulo: 'T', texto: 'x'.repeat(4001) }], versao: 3 }, admin, now)).fields).toEqual({ 'clausulas.0.texto': 'O texto deve ter no máximo 4.000 caracteres.' });
    expect(domainErrorOf(() => updateTemplateWrites(saved, { clausulas: [{ titulo: 'T', texto: '  ' }], versao: 3 }, admin, now)).message).toBe('Informe o texto da cláusula.');
    expect(domainErrorOf(() => updateTemplateWrites(saved, { clausulas: [clause], versao: 1.5 }, admin, now)).code).toBe('invalid-argument');
  });
});
