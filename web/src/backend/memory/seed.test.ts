/** The demo seed tells one consistent story: what both backends load (scripts/seed.mjs writes this state). */
import { describe, expect, it } from 'vitest';
import { integrators } from '@solarcred/domain/data/integrators';
import { members } from '@solarcred/domain/data/members';
import { profiles } from '@solarcred/domain/data/profiles';
import { proposalComments, proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { integratorProposalStatsCollection, sellerProposalStats, sellerProposalStatsCollection } from '@solarcred/domain/data/stats';
import { proposalStatuses } from '@solarcred/domain/options';
import { recountProposalStats } from '@solarcred/domain/proposal-stats';
import { shortId } from '@solarcred/domain/proposal-status';
import { memberClaims } from '@solarcred/domain/team/claims';
import { senderOf } from '@solarcred/domain/team/member';
import { demoAccounts, seedProposalId, seedState } from './seed';
import { readCollection, readDoc } from './store';

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

describe('the demo company’s team (issue 29)', () => {
  const company = 'int-aprovado';
  const team = readCollection(state, members).filter((member) => member.empresa === company);
  const byRole = (papel: string) => team.filter((member) => member.papel === papel);
  const theirs = (uid: string) => seeded.filter((proposal) => proposal.integrador_id === company && senderOf(proposal) === uid);

  it('has the titular, a gestor and two vendedores, active, each a demo account with its membership’s claims and no company of its own', () => {
    expect(team.map((member) => [member.papel, member.ativo]).sort()).toEqual([['gestor', true], ['titular', true], ['vendedor', true], ['vendedor', true]]);
    for (const member of team.filter((m) => m.papel !== 'titular')) {
      expect(member).toMatchObject({ empresa_nome: 'Sol Nascente Energia Ltda', empresa_status: 'aprovado' });
      expect(state.users[member.id]?.claims).toEqual(memberClaims(member));
      expect(state.users[member.id]?.claims).toEqual({ role: 'integrador', empresa: company, papel: member.papel });
      expect(readDoc(state, integrators, member.id), member.id).toBeNull();
      expect(readDoc(state, profiles, member.id)).toMatchObject({ tipo_usuario: 'integrador', nome: member.nome, email: member.email });
      expect(demoAccounts.map((account) => account.email)).toContain(member.email);
    }
  });

  it('has each vendedor send a few of the company’s proposals, stamped with its uid and name, in open columns too; the titular the rest', () => {
    const [first, second] = byRole('vendedor');
    for (const vendedor of [first!, second!]) {
      const sent = theirs(vendedor.id);
      expect(sent.length, vendedor.nome).toBe(6);
      expect(sent.every((proposal) => proposal.criado_por_nome === vendedor.nome)).toBe(true);
      expect(sent.some((proposal) => proposal.status === 'enviada' || proposal.status === 'em_analise')).toBe(true);
    }
    const [titular] = byRole('titular');
    expect(theirs(titular!.id)).toHaveLength(seeded.filter((proposal) => proposal.integrador_id === company).length - 12);
    expect(theirs(titular!.id).every((proposal) => proposal.criado_por_nome === 'Mariana Souza Lima')).toBe(true);
    // The proposals the browser tests name stay the titular's.
    for (const n of [1, 5]) expect(seeded.find((proposal) => proposal.id === seedProposalId(company, n))?.criado_por).toBe(company);
    expect(theirs(byRole('gestor')[0]!.id)).toEqual([]);
  });

  it("names each company's own people as its proposals' senders, never another company's (issue 45)", () => {
    const others = seeded.filter((proposal) => proposal.integrador_id !== company);
    expect(others.length).toBeGreaterThan(0);
    for (const proposal of others) {
      const owner = readDoc(state, integrators, proposal.integrador_id);
      expect(proposal.criado_por_nome, proposal.id).toBe(owner?.owner_name);
    }
    const ownerNames = new Set(readCollection(state, integrators).filter((record) => record.status === 'aprovado').map((record) => record.owner_name));
    expect(ownerNames.size).toBe(readCollection(state, integrators).filter((record) => record.status === 'aprovado').length);
  });

  it('stamps every proposal with who sent it, and every comment with that sender', () => {
    for (const proposal of seeded) {
      expect(proposal.criado_por, proposal.id).toBeTruthy();
      expect(proposal.criado_por_nome, proposal.id).toBeTruthy();
      for (const comment of readCollection(state, proposalComments(proposal.id))) expect(comment.proposta_criado_por).toBe(proposal.criado_por);
    }
    const vendedores = new Set(byRole('vendedor').map((member) => member.id));
    expect(seeded.some((proposal) => vendedores.has(proposal.criado_por ?? '') && proposal.comentarios_count > 0)).toBe(true);
  });

  it('holds each seller’s counters equal to a recount of the proposals it sent, and together the company’s', () => {
    for (const companyId of new Set(seeded.map((proposal) => proposal.integrador_id))) {
      const sellers = readCollection(state, sellerProposalStatsCollection(companyId));
      const senders = new Set(seeded.filter((proposal) => proposal.integrador_id === companyId).map(senderOf));
      expect(sellers.map((doc) => doc.id).sort()).toEqual([...senders].sort());
      for (const uid of senders) {
        const spec = sellerProposalStats(companyId, uid);
        const { id: _id, ...counters } = readDoc(state, spec.collection, spec.id) ?? {};
        expect(counters, `${companyId}/${uid}`).toEqual(recountProposalStats(seeded.filter((proposal) => proposal.integrador_id === companyId && senderOf(proposal) === uid)));
      }
      expect(sellers.reduce((sum, doc) => sum + doc.total, 0)).toBe(readDoc(state, integratorProposalStatsCollection, companyId)?.total);
    }
    expect(readCollection(state, sellerProposalStatsCollection(company)).map((doc) => doc.id).sort()).toEqual([company, ...byRole('vendedor').map((member) => member.id)].sort());
  });
});
