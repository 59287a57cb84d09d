import { afterEach, describe, expect, it } from 'vitest';
import type { BillFacts } from '@solarcred/domain/energy/types';
import { emptyValues } from './form-values';
import { readProposalDraft, saveProposalDraft } from './proposal-draft';

const facts: BillFacts = {
  distribuidora: 'cemig', titular: 'Maria Aparecida dos Santos', uc: '3001234567', classe: 'Residencial', subgrupo: 'B1', ligacao: 'bifasico',
  mes_referencia: '2026-10', vencimento: '', consumo_kwh: [320, 310, 298], tarifa_reais_kwh: 0.95473, valor_total_centavos: 32_426, lidos: ['uc', 'consumo_kwh', 'cep'], alertas: ['titular_diferente'],
};

afterEach(() => localStorage.clear());

describe("'Salvar Rascunho' and the energy bill (issue 49)", () => {
  it('keeps the bill\'s facts, never the bill file', () => {
    const values = emptyValues();
    values.projectData.contaLuz = facts;
    values.projectData.anexoFaturaEnergia = new File(['%PDF-1.4'], 'conta.pdf', { type: 'application/pdf' });
    values.projectData.cidade = 'Belo Horizonte';
    saveProposalDraft('uid-1', values, 1_000);
    const restored = readProposalDraft('uid-1', 1_000);
    expect(restored?.values.projectData).toMatchObject({ contaLuz: facts, anexoFaturaEnergia: null, cidade: 'Belo Horizonte' });
  });

  it('drops facts the schema no longer accepts, and objects in any other field, keeping the rest of the draft', () => {
    const values = emptyValues();
    values.projectData.cidade = 'Recife';
    saveProposalDraft('uid-1', values, 1_000);
    const stored = JSON.parse(localStorage.getItem('proposal_draft') ?? '{}') as { values: Record<string, Record<string, unknown>> };
    stored.values['projectData']!['contaLuz'] = { ...facts, tarifa_reais_kwh: 9 };
    stored.values['projectData']!['valorSistema'] = { centavos: 1 };
    localStorage.setItem('proposal_draft', JSON.stringify(stored));
    expect(readProposalDraft('uid-1', 1_000)?.values.projectData).toMatchObject({ contaLuz: null, valorSistema: null, cidade: 'Recife' });
  });
});
