/**
 * A small seed for the analytics' unit tests, with every answer computed by hand in the tests:
 * three proposals of two companies over two (São Paulo) months, one of them from before the trail.
 */
import type { AnalyzedProposal } from './counts';

/** São Paulo wall time, with its offset, so the tests read the same on any machine. */
export const sp = (local: string) => Date.parse(`${local}-03:00`);

/**
 * P1 (Sol Nascente): sent Mon 13/04 09:00, approved Wed 15/04 09:00 (20 business hours), stays
 * 3.5 h sent, 12.5 h in review, 4 h pending; R$ 50.000,00; residencial, state 'sp' (stored in lower
 * case); two pendências; its next milestone due 10/05.
 */
export const p1: AnalyzedProposal = {
  integrador_id: 'int-a',
  integrador: { nome_empresa: 'Sol Nascente', email: 'contato@sol.example' },
  status: 'aprovada',
  created_at: sp('2026-04-13T09:00'),
  status_desde: sp('2026-04-15T09:00'),
  valor_proposta: 5_000_000,
  linha_credito: 'residencial',
  projeto_estado: 'sp',
  cliente_estado: 'RJ',
  pendencias_total: 2,
  instalacao_meta: '2026-05-10',
  trilha: {
    etapas: { em_analise: sp('2026-04-13T12:30'), aprovada: sp('2026-04-15T09:00') },
    horas_status: { enviada: 3.5, em_analise: 12.5, pendente_correcao: 4 },
  },
};

/**
 * P2 (Sol Nascente): sent Thu 30/04 22:00 (already 1 May in UTC: April in São Paulo), refused Mon
 * 04/05 10:00 (Labour Day and the weekend between: 2 business hours); no credit line, no project
 * state (the customer's MG counts); R$ 10.000,00.
 */
export const p2: AnalyzedProposal = {
  integrador_id: 'int-a',
  integrador: { nome_empresa: 'Sol Nascente', email: 'contato@sol.example' },
  status: 'reprovada',
  created_at: sp('2026-04-30T22:00'),
  status_desde: sp('2026-05-04T10:00'),
  valor_proposta: 1_000_000,
  linha_credito: '',
  projeto_estado: '',
  cliente_estado: 'MG',
  trilha: {
    etapas: { em_analise: sp('2026-05-04T08:30'), reprovada: sp('2026-05-04T10:00') },
    horas_status: { enviada: 0.5, em_analise: 1.5 },
  },
};

/**
 * P3 (Luz do Vale): from before the trail, sent Tue 31/03 10:00, finalized (its status_desde, Wed
 * 01/04 10:00, is the only date it keeps: 8 + 2 = 10 business hours to the decision);
 * comercial, RJ; R$ 20.000,00. Sent in March, approved in April.
 */
export const p3: AnalyzedProposal = {
  integrador_id: 'int-b',
  integrador: { nome_empresa: 'Luz do Vale', email: 'luz@vale.example' },
  status: 'finalizada',
  created_at: sp('2026-03-31T10:00'),
  status_desde: sp('2026-04-01T10:00'),
  valor_proposta: 2_000_000,
  linha_credito: 'comercial',
  projeto_estado: 'RJ',
};

export const seed = [p1, p2, p3];
