import { describe, expect, it } from 'vitest';
import { exportFilterSummary } from './export/export-text';
import { lineLabel, noLine, noState, stateLabel } from './labels';

describe('the analytics labels', () => {
  it('name the blank line and state, and a line or state by its label', () => {
    expect(lineLabel(noLine)).toBe('Sem linha');
    expect(stateLabel(noState)).toBe('Sem estado');
    expect(stateLabel('MG')).toBe('Minas Gerais');
  });

  it("an export's recorded filter reads as the page names it, never the stored codes", () => {
    const summary = exportFilterSummary({ de: '2026-01', ate: '2026-12', linha: noLine, uf: noState, integrador_id: null });
    expect(summary).toBe('01/2026 a 12/2026 · linha Sem linha · Sem estado');
    expect(exportFilterSummary({ de: '2026-03', ate: '2026-03', linha: null, uf: 'SP', integrador_id: 'int-1' })).toBe('03/2026 · São Paulo · integrador int-1');
  });
});
