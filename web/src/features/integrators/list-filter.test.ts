import { describe, expect, it } from 'vitest';
import type { Integrator } from '@solarcred/domain/model';
import { filterIntegrators, foldText, groupByTab, matchesSearch, pageOf } from './list-filter';

const integrator = (id: string, status: string, extra: Partial<Integrator> = {}): Integrator => ({
  id, user_id: id, email: `${id}@example.com`, nome_empresa: id, status, created_at: 0, updated_at: 0, ...extra,
});

const raio = integrator('raio', 'pendente_aprovacao', { nome_empresa: 'Raio de Sol Instalações', cnpj: '52721899000135', email: 'analise@Solarcred.demo' });
const luz = integrator('luz', 'aprovado', { nome_empresa: 'Luz do Cerrado Solar', cnpj: '12ABC34501DE35' });

describe('matchesSearch', () => {
  it('ignores case and accents in the company name and the e-mail', () => {
    expect(foldText('INSTALAÇÕES')).toBe('instalacoes');
    expect(matchesSearch(raio, 'instalacoes')).toBe(true);
    expect(matchesSearch(raio, 'ANALISE@solarcred')).toBe(true);
    expect(matchesSearch(raio, 'cerrado')).toBe(false);
  });

  it('finds a numeric or alphanumeric CNPJ masked or not', () => {
    expect(matchesSearch(raio, '52.721.899/0001-35')).toBe(true);
    expect(matchesSearch(raio, '52721899000135')).toBe(true);
    expect(matchesSearch(luz, '12.ABC.345/01DE-35')).toBe(true);
    expect(matchesSearch(luz, '12abc34501de35')).toBe(true);
    expect(matchesSearch(luz, '52.721')).toBe(false);
  });

  it('an empty or blank query keeps everything', () => {
    expect(matchesSearch(luz, '  ')).toBe(true);
  });
});

describe('filter, tabs and pages', () => {
  const list = [raio, luz, integrator('legacy', 'pendente'), integrator('docs', 'pendente_documentacao'), integrator('odd', 'desconhecido')];

  it('groups legacy pendente with pendente_aprovacao and pendente_documentacao with pendente_cadastro', () => {
    const groups = groupByTab(list);
    expect(groups.pendente_aprovacao.map((i) => i.id)).toEqual(['raio', 'legacy']);
    expect(groups.pendente_cadastro.map((i) => i.id)).toEqual(['docs']);
    expect(groups.aprovado.map((i) => i.id)).toEqual(['luz']);
  });

  it('combines the status filter and the search', () => {
    expect(filterIntegrators(list, '', 'pendente_aprovacao').map((i) => i.id)).toEqual(['raio', 'legacy']);
    expect(filterIntegrators(list, 'sol', 'aprovado').map((i) => i.id)).toEqual(['luz']);
    expect(filterIntegrators(list, 'sol', 'todos').map((i) => i.id)).toEqual(['raio', 'luz']);
  });

  it('pages 20 at a time and clamps the page number', () => {
    const items = Array.from({ length: 45 }, (_, index) => index);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pageCount: 3 });
    expect(pageOf(items, 3).items).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf([], 2)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
