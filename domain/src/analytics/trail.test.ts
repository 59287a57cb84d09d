import { describe, expect, it } from 'vitest';
import { addPendingItem, autoCorrect } from '../handlers/pending-items';
import { undoMilestone } from '../installation/mark-milestone';
import type { Proposal } from '../model';
import { approvedAt, decisionHours, nextTrail, refusedAt, stagesReached, type TrailedProposal } from './trail';

/** São Paulo wall time, with its offset, so the test reads the same on any machine. */
const sp = (local: string) => Date.parse(`${local}-03:00`);

/** Applies a move as statusChange's patch does: the trail, then the status and its clock. */
function move(proposal: TrailedProposal, status: TrailedProposal['status'], at: string): TrailedProposal {
  const now = sp(at);
  return { ...proposal, trilha: nextTrail(proposal, status as never, now), status, status_desde: now };
}

// Monday 13/04/2026 09:00: sent.
const sent: TrailedProposal = { status: 'enviada', created_at: sp('2026-04-13T09:00') };

describe('nextTrail', () => {
  it('stamps each step the first time it is reached and sums the business hours of every stay', () => {
    // Mon 09:00 → 12:30 in 'enviada': 3.5 h.
    const reviewed = move(sent, 'em_analise', '2026-04-13T12:30');
    expect(reviewed.trilha).toEqual({ etapas: { em_analise: sp('2026-04-13T12:30') }, horas_status: { enviada: 3.5 } });
    // Mon 12:30 → Tue 10:00 in review: 5.5 h on Monday, 2 on Tuesday. 'pendente_correcao' is no step.
    const pending = move(reviewed, 'pendente_correcao', '2026-04-14T10:00');
    expect(pending.trilha).toEqual({ etapas: { em_analise: sp('2026-04-13T12:30') }, horas_status: { enviada: 3.5, em_analise: 7.5 } });
    // Tue 10:00 → 14:00 pending (4 h); back in review: its first stamp stays.
    const again = move(pending, 'em_analise', '2026-04-14T14:00');
    expect(again.trilha?.etapas).toEqual({ em_analise: sp('2026-04-13T12:30') });
    // Tue 14:00 → Wed 09:00 in review again (4 + 1 h): the two stays sum to 12.5 h.
    const approved = move(again, 'aprovada', '2026-04-15T09:00');
    expect(approved.trilha).toEqual({
      etapas: { em_analise: sp('2026-04-13T12:30'), aprovada: sp('2026-04-15T09:00') },
      horas_status: { enviada: 3.5, em_analise: 12.5, pendente_correcao: 4 },
    });
    // Finalized and back (milestone undone) and finalized again: the first stamps stay.
    const done = move(move(move(approved, 'finalizada', '2026-04-16T08:00'), 'aprovada', '2026-04-16T09:00'), 'finalizada', '2026-04-17T09:00');
    expect(done.trilha?.etapas).toEqual({ em_analise: sp('2026-04-13T12:30'), aprovada: sp('2026-04-15T09:00'), finalizada: sp('2026-04-16T08:00') });
    // aprovada: Wed 09:00 → Thu 08:00 (9 h) + Thu 09:00 → Fri 09:00 (10 h); finalizada: Thu 08:00 → 09:00.
    expect(done.trilha?.horas_status).toEqual({ enviada: 3.5, em_analise: 12.5, pendente_correcao: 4, aprovada: 19, finalizada: 1 });
  });

  it('rounds a stay to the hundredth of an hour', () => {
    // 20 minutes: 0.333… h.
    expect(move(sent, 'em_analise', '2026-04-13T09:20').trilha?.horas_status).toEqual({ enviada: 0.33 });
  });

  it('counts an unknown stored status as the "enviada" it is shown in', () => {
    expect(move({ ...sent, status: 'pendente' }, 'em_analise', '2026-04-13T10:00').trilha?.horas_status).toEqual({ enviada: 1 });
  });

  it('starts an old proposal’s trail from the steps its status implies, so its approval keeps its date', () => {
    // Approved (before the trail) on Wed 15/04 10:00, finalized on Mon 04/05: still approved in April.
    const legacy: TrailedProposal = { status: 'aprovada', created_at: sp('2026-04-13T09:00'), status_desde: sp('2026-04-15T10:00') };
    const finalized = move(legacy, 'finalizada', '2026-05-04T10:00');
    expect(finalized.trilha?.etapas).toEqual({ em_analise: sp('2026-04-15T10:00'), aprovada: sp('2026-04-15T10:00'), finalizada: sp('2026-05-04T10:00') });
    expect(approvedAt(finalized)).toBe(sp('2026-04-15T10:00'));
    // Refused in review before the trail, then reopened: still refused once, still reviewed.
    const refused: TrailedProposal = { status: 'reprovada', created_at: sp('2026-04-13T09:00'), status_desde: sp('2026-04-14T09:00') };
    const reopened = move(refused, 'em_analise', '2026-04-20T09:00');
    expect(refusedAt(reopened)).toBe(sp('2026-04-14T09:00'));
    expect(reopened.trilha?.etapas.em_analise).toBe(sp('2026-04-20T09:00'));
  });
});

describe('the steps a proposal has reached', () => {
  const withTrail = move(move(sent, 'em_analise', '2026-04-13T12:30'), 'aprovada', '2026-04-15T09:00');

  it('reads the trail’s stamps, whatever the status is now', () => {
    expect(approvedAt(withTrail)).toBe(sp('2026-04-15T09:00'));
    expect(refusedAt(withTrail)).toBeNull();
    // Approved, then moved back to review by hand: it was approved.
    const back = move(withTrail, 'em_analise', '2026-04-15T10:00');
    expect(approvedAt(back)).toBe(sp('2026-04-15T09:00'));
    expect([...stagesReached(back)]).toEqual(['enviadas', 'em_analise', 'aprovadas']);
  });

  it('infers them from the status of a document without a trail (its status_desde dates the decision)', () => {
    const at = sp('2026-04-14T09:00');
    const legacy = (status: string, extra: Partial<TrailedProposal> = {}): TrailedProposal => ({ status, created_at: sent.created_at, status_desde: at, ...extra });
    expect([...stagesReached(legacy('enviada'))]).toEqual(['enviadas']);
    expect([...stagesReached(legacy('pendente'))]).toEqual(['enviadas']);
    expect([...stagesReached(legacy('corrigida_usuario'))]).toEqual(['enviadas', 'em_analise']);
    expect([...stagesReached(legacy('reprovada'))]).toEqual(['enviadas']);
    expect([...stagesReached(legacy('aprovada'))]).toEqual(['enviadas', 'em_analise', 'aprovadas']);
    expect([...stagesReached(legacy('finalizada'))]).toEqual(['enviadas', 'em_analise', 'aprovadas', 'contrato_assinado', 'finalizadas']);
    expect(approvedAt(legacy('finalizada'))).toBe(at);
    expect(refusedAt(legacy('reprovada'))).toBe(at);
    expect(approvedAt(legacy('reprovada'))).toBeNull();
    // No status_desde: the sending instant.
    expect(approvedAt({ status: 'aprovada', created_at: sent.created_at })).toBe(sent.created_at);
  });

  it('keeps the review reached by a pending item asked for on a sent proposal, when it is refused after', () => {
    // A pending item on a sent proposal moves it to 'pendente_correcao': that is review.
    const pending = move(sent, 'pendente_correcao', '2026-04-13T10:00');
    expect(pending.trilha?.etapas).toEqual({ em_analise: sp('2026-04-13T10:00') });
    expect([...stagesReached(pending)]).toEqual(['enviadas', 'em_analise']);
    // Refused after the correction: its funnel does not lose the review it went through.
    const refused = move(move(pending, 'corrigida_usuario', '2026-04-13T11:00'), 'reprovada', '2026-04-13T12:00');
    expect([...stagesReached(refused)]).toEqual(['enviadas', 'em_analise']);
    expect(refused.trilha?.etapas).toEqual({ em_analise: sp('2026-04-13T10:00'), reprovada: sp('2026-04-13T12:00') });
  });

  it('counts a signed contract as the fourth step', () => {
    const signed: TrailedProposal = { ...withTrail, contrato: { id: 'c1', versao: 1, estado: 'assinado', atualizado_em: sp('2026-04-16T09:00') } };
    expect([...stagesReached(signed)]).toEqual(['enviadas', 'em_analise', 'aprovadas', 'contrato_assinado']);
    const unsigned: TrailedProposal = { ...withTrail, contrato: { id: 'c1', versao: 1, estado: 'enviado', atualizado_em: sp('2026-04-16T09:00') } };
    expect([...stagesReached(unsigned)]).toEqual(['enviadas', 'em_analise', 'aprovadas']);
  });
});

describe('decisionHours', () => {
  it('is the business hours from sending to the first decision, null while undecided', () => {
    // Mon 09:00 → Wed 09:00: 9 + 10 + 1.
    expect(decisionHours(move(sent, 'aprovada', '2026-04-15T09:00'))).toBe(20);
    expect(decisionHours(move(sent, 'em_analise', '2026-04-15T09:00'))).toBeNull();
    // Refused first (Tue 09:00: 9 + 1 h), approved later: the refusal decided.
    expect(decisionHours(move(move(sent, 'reprovada', '2026-04-14T09:00'), 'aprovada', '2026-04-16T09:00'))).toBe(10);
  });

  it('skips the night, the weekend and a national holiday', () => {
    // Thu 30/04 22:00 → Mon 04/05 10:00: Friday 1 May is Labour Day, then the weekend: 2 h on Monday.
    const late: TrailedProposal = { status: 'enviada', created_at: sp('2026-04-30T22:00') };
    expect(decisionHours(move(late, 'reprovada', '2026-05-04T10:00'))).toBe(2);
  });
});

describe('every status move through the domain’s handlers carries the trail', () => {
  const pid = 'AbCdEfGhIjKlMnOpQrSt';
  const admin = { uid: 'admin-1', role: 'admin' } as const;
  // In review since Mon 13/04 09:00 (sent then).
  const reviewed = { id: pid, integrador_id: 'uid-1', status: 'em_analise', comentarios_count: 0, created_at: sp('2026-04-13T09:00'), status_desde: sp('2026-04-13T09:00') } as Proposal;

  it('the first pending item (to pendente_correcao) and the last answer (to corrigida_usuario)', () => {
    const writes = addPendingItem(reviewed, null, { propostaId: pid, itemId: 'ItemAAAAAAAAAAAAAAAA', tipo: 'comprovante_renda', texto: 'Envie o holerite', exigeArquivo: false }, admin, sp('2026-04-13T11:00'));
    expect(writes?.proposal.trilha).toEqual({ etapas: { em_analise: sp('2026-04-13T09:00') }, horas_status: { em_analise: 2 } });
    const pending = { ...reviewed, ...writes?.proposal, pendencias_abertas: 0 } as Proposal;
    expect(autoCorrect(pending, sp('2026-04-13T12:00'))?.patch.trilha?.horas_status).toEqual({ em_analise: 2, pendente_correcao: 1 });
  });

  it('undoing the last milestone of a finalised proposal (back to aprovada)', () => {
    const mark = { estado: 'marcado', data: '2026-04-20', marcado_por: 'uid-1', marcado_por_tipo: 'integrador', marcado_em: sp('2026-04-20T09:00'), arquivos: [], protocolo: null, leitura_kwh: 100, motivo: null };
    const finalized = {
      ...reviewed,
      status: 'finalizada',
      status_desde: sp('2026-04-20T09:00'),
      trilha: { etapas: { em_analise: sp('2026-04-13T09:00'), aprovada: sp('2026-04-14T09:00'), finalizada: sp('2026-04-20T09:00') }, horas_status: { em_analise: 10 } },
      instalacao: { aprovada_em: sp('2026-04-14T09:00'), marcos: { sistema_conectado: mark } },
    } as unknown as Parameters<typeof undoMilestone>[0];
    const writes = undoMilestone(finalized, { propostaId: pid, marco: 'sistema_conectado', motivo: 'Leitura errada' }, admin, sp('2026-04-20T11:00'));
    expect(writes.proposal.trilha).toEqual({ etapas: finalized?.trilha?.etapas, horas_status: { em_analise: 10, finalizada: 2 } });
  });
});
