/**
 * The memory backend refuses, as firestore.rules do, what a member's role does not allow (issue
 * 29): a vendedor's query must name itself, another seller's thread and the company's counters are
 * not its own; a gestor reads the whole company; a deactivated member nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { members } from '@solarcred/domain/data/members';
import { proposals } from '@solarcred/domain/data/proposals';
import { proposalStatuses, type ProposalStatus } from '@solarcred/domain/options';
import type { ProposalScope } from '@solarcred/domain/team/scope';
import { firstValue } from '../first-value';
import { memoryAuth } from './auth';
import { memoryBoard } from './board';
import { memoryComments } from './comments';
import { memoryProposalDetails } from './proposal-details';
import { seedState } from './seed';
import { putDoc, MemoryStore } from './store';
import { writeProposal } from './triggers';

let store: MemoryStore;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.UTC(2026, 10, 26, 12)));
});

const signIn = (email: string) => memoryAuth(store).signIn(email, 'demo123');
const column = (scope: ProposalScope, status: ProposalStatus = 'enviada') => firstValue(memoryBoard(store).column({ status, scope, term: '', withComments: false, limit: 50 }));
const company: ProposalScope = { integratorId: 'int-aprovado', createdBy: null };
const sentBy = (uid: string) => store.collection(proposals).find((p) => p.integrador_id === 'int-aprovado' && p.criado_por === uid && p.comentarios_count > 0);

describe('memory reads by membership (issue 29)', () => {
  it("a vendedor reads only with its own filter: its column and counters, not the company's nor another seller's thread", async () => {
    await signIn('vendedor@solarcred.demo');
    const me = store.snapshot.currentUid ?? '';
    await expect(column(company)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(column({ integratorId: 'int-aprovado', createdBy: 'int-aprovado' })).rejects.toMatchObject({ code: 'permission-denied' });
    const status = store.collection(proposals).find((p) => p.criado_por === me)?.status as ProposalStatus;
    const mine = await column({ integratorId: 'int-aprovado', createdBy: me }, status);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.criado_por === me)).toBe(true);
    await expect(firstValue(memoryBoard(store).counters(company))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await firstValue(memoryBoard(store).counters({ integratorId: 'int-aprovado', createdBy: me }))).not.toBeNull();
    const titulars = sentBy('int-aprovado');
    if (!titulars) throw new Error('the seed has no commented proposal of the titular');
    await expect(firstValue(memoryComments(store).list(titulars.id))).rejects.toMatchObject({ code: 'permission-denied' });
    // Another seller's proposal opened by its address (?proposta=…): refused as the rules refuse it.
    await expect(firstValue(memoryProposalDetails(store).proposal(titulars.id))).rejects.toMatchObject({ code: 'permission-denied' });
    const own = sentBy(me);
    if (own) expect((await firstValue(memoryComments(store).list(own.id))).length).toBeGreaterThan(0);
  });

  it('a gestor reads the whole company; once deactivated, nothing', async () => {
    await signIn('gestor@solarcred.demo');
    const me = store.snapshot.currentUid ?? '';
    const all = [...(await column(company)), ...(await column(company, 'em_analise'))];
    expect(new Set(all.map((p) => p.criado_por)).size).toBeGreaterThan(1);
    await expect(column({ integratorId: 'int-aprovado-2', createdBy: null })).rejects.toMatchObject({ code: 'permission-denied' });
    const membership = store.doc(members, me);
    if (!membership) throw new Error('the seeded gestor has no membership');
    store.update((state) => putDoc(state, members, { ...membership, ativo: false }));
    await expect(column(company)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it("a vendedor's board reads the same with 10,000 proposals of 49 other sellers in the company: its windows and its own counters", async () => {
    await signIn('vendedor@solarcred.demo');
    const me = store.snapshot.currentUid ?? '';
    const mine: ProposalScope = { integratorId: 'int-aprovado', createdBy: me };
    const boardReads = async () => {
      store.reads = 0;
      for (const status of proposalStatuses) await column(mine, status);
      await firstValue(memoryBoard(store).counters(mine));
      return store.reads;
    };
    const small = await boardReads();
    const template = store.collection(proposals).find((p) => p.integrador_id === 'int-aprovado');
    if (!template) throw new Error('the seed has no proposal of the demo company');
    store.update((state) => {
      for (let n = 0; n < 10_000; n++) writeProposal(state, `scale-${n}`, { ...template, id: `scale-${n}`, criado_por: `other-seller-${n % 49}`, status: proposalStatuses[n % proposalStatuses.length] ?? 'enviada' });
    });
    const big = await boardReads();
    // Measured: the vendedor's own proposals (one read each, under every window) plus one counters document.
    expect({ small, big }).toEqual({ small, big: small });
    expect(small).toBe(store.collection(proposals).filter((p) => p.criado_por === me).length + 1);
  }, 60_000);
});
