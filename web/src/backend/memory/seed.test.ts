/** The demo seed tells one consistent story: what both backends load (scripts/seed.mjs writes this state). */
import { describe, expect, it } from 'vitest';
import { proposalComments, proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { proposalStatuses } from '@solarcred/domain/options';
import { shortId } from '@solarcred/domain/proposal-status';
import { seedState } from './seed';
import { readCollection } from './store';

const state = seedState(Date.UTC(2026, 10, 25, 12));
const seeded = readCollection(state, proposals);

describe('the demo seed', () => {
  it('gives every proposal a short id of its own that reads like a real one', () => {
    const ids = seeded.map((proposal) => shortId(proposal.id));
    expect(new Set(ids).size).toBe(seeded.length);
    for (const id of ids) expect(id).toMatch(/^[0-9A-Z]{8}$/);
    const statusWords = proposalStatuses.map((status) => status.replace(/_.*/, '').toUpperCase());
    expect(ids.filter((id) => statusWords.some((word) => id.includes(word)) || id.includes('APROVADO'))).toEqual([]);
  });

  it('counts on each proposal exactly the comments it has', () => {
    for (const proposal of seeded) {
      expect(proposal.comentarios_count, proposal.id).toBe(readCollection(state, proposalComments(proposal.id)).length);
    }
    expect(seeded.some((proposal) => proposal.comentarios_count > 0)).toBe(true);
  });

  it('has an open pending item on every proposal waiting for a correction, and its counters agree', () => {
    const waiting = seeded.filter((proposal) => proposal.status === 'pendente_correcao');
    expect(waiting.length).toBeGreaterThan(0);
    for (const proposal of waiting) {
      const open = readCollection(state, proposalPendingItems(proposal.id)).filter((item) => item.estado === 'aberta');
      expect(open.length, proposal.id).toBeGreaterThan(0);
      expect(proposal.pendencias_abertas).toBe(open.length);
      expect(proposal.pendencias_desde).not.toBeNull();
    }
  });

  it('has the corrected proposals’ items answered, none left open', () => {
    const corrected = seeded.filter((proposal) => proposal.status === 'corrigida_usuario');
    expect(corrected.length).toBeGreaterThan(0);
    for (const proposal of corrected) {
      const items = readCollection(state, proposalPendingItems(proposal.id));
      expect(items.length, proposal.id).toBeGreaterThan(0);
      expect(items.every((item) => item.estado === 'respondida')).toBe(true);
      expect(proposal.pendencias_abertas ?? 0).toBe(0);
    }
  });

  it('has no pending item anywhere else', () => {
    const others = seeded.filter((proposal) => proposal.status !== 'pendente_correcao' && proposal.status !== 'corrigida_usuario');
    for (const proposal of others) expect(readCollection(state, proposalPendingItems(proposal.id)), proposal.id).toEqual([]);
  });
});
