/**
 * The contract on the memory backend (issue 47), as onProposalContract, onContractMail, the
 * contracts' rules and the callables behave on Firebase: generated on the move into 'aprovada'
 * and told to the customer; replaced on a change of what it prints, not on another; read by the
 * admin, the company's titular and gestor and the vendedor who sent it, and nobody else; the PDF
 * handed out only when it matches the stored hash; the admin's 'Gerar contrato'; the template's
 * stale save refused.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { contractText } from '@solarcred/domain/contract/contract-text';
import { sha256Hex } from '@solarcred/domain/contract/hash';
import { defaultContractTemplate } from '@solarcred/domain/contract/template';
import { contracts } from '@solarcred/domain/data/contracts';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { proposals } from '@solarcred/domain/data/proposals';
import type { Proposal } from '@solarcred/domain/model';
import { everyProposal, type ProposalScope } from '@solarcred/domain/team/scope';
import type { Live } from '../port';
import { memoryAuth } from './auth';
import { contractWorkSettled, memoryContracts } from './contracts';
import { seedState } from './seed';
import { MemoryStore, putDoc } from './store';
import { writeProposal } from './triggers';

let store: MemoryStore;
const company = 'int-aprovado';
const seller = 'equipe-vendedor';
const email = 'cliente.contrato@example.com';

function first<T>(live: Live<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = live((value) => {
      stop();
      resolve(value);
    }, reject);
  });
}

/** A seeded proposal of the company with its saved simulation, sent by the vendedor, under analysis. */
function underAnalysis(): Proposal {
  const seeded = store.collection(proposals).find((p) => p.integrador_id === company && p.simulacao);
  if (!seeded) throw new Error('the seed has no proposal with a simulation');
  return { ...seeded, status: 'em_analise', criado_por: seller, cliente_email: email, contrato: null } as Proposal;
}

const summaryOf = (id: string) => store.doc(proposals, id)?.contrato ?? null;

async function write(proposal: Proposal): Promise<void> {
  store.update((state) => writeProposal(state, proposal.id, proposal));
  await contractWorkSettled(proposal.id);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.UTC(2026, 10, 26, 12)));
  memoryContracts(store);
});

describe('the contract on the memory backend', () => {
  it('approval generates v1 and tells the customer; a value change replaces it, a priority change does not', async () => {
    const proposal = underAnalysis();
    store.update((state) => putDoc(state, proposals, proposal));
    await write({ ...proposal, prioridade: 'alta' });
    expect(store.collection(contracts)).toHaveLength(0);

    await write({ ...proposal, status: 'aprovada' });
    const v1 = store.doc(contracts, `${proposal.id}_v1`);
    expect(v1).toMatchObject({ versao: 1, estado: 'enviado', proposta_id: proposal.id, integrador_id: company, criado_por: seller });
    expect(summaryOf(proposal.id)).toMatchObject({ id: v1?.id, versao: 1, estado: 'enviado' });
    expect(store.collection(mailDocuments).filter((mail) => mail.to === email)).toHaveLength(1);

    const approved = store.doc(proposals, proposal.id)!;
    await write({ ...approved, prioridade: 'baixa' });
    expect(store.collection(contracts)).toHaveLength(1);

    await write({ ...approved, valor_proposta: approved.valor_proposta + 100_000 });
    expect(store.doc(contracts, `${proposal.id}_v1`)).toMatchObject({ estado: 'substituido', substituido_por: `${proposal.id}_v2` });
    expect(store.doc(contracts, `${proposal.id}_v2`)).toMatchObject({ versao: 2, estado: 'enviado' });
    expect(summaryOf(proposal.id)).toMatchObject({ versao: 2 });
  });

  it('the admin, the titular, the gestor and the vendedor who sent it read it; another seller and another company do not; the PDF matches its hash', async () => {
    const proposal = underAnalysis();
    store.update((state) => putDoc(state, proposals, proposal));
    await write({ ...proposal, status: 'aprovada' });
    const id = `${proposal.id}_v1`;
    const read = (scope: ProposalScope) => first(memoryContracts(store).ofProposal(proposal.id, scope, 10)).then((found) => found.map((c) => c.id));

    const readers: [string, ProposalScope][] = [
      ['admin@solarcred.demo', everyProposal],
      ['integrador@solarcred.demo', { integratorId: company, createdBy: null }],
      ['gestor@solarcred.demo', { integratorId: company, createdBy: null }],
      ['vendedor@solarcred.demo', { integratorId: company, createdBy: seller }],
    ];
    for (const [account, scope] of readers) {
      await memoryAuth(store).signIn(account, 'demo123');
      expect(await read(scope)).toEqual([id]);
    }
    const pdf = await memoryContracts(store).pdf(id, false);
    expect(await sha256Hex(new Uint8Array(await pdf.blob.arrayBuffer()))).toBe(store.doc(contracts, id)?.sha256);
    // The name the contractPdf callable answers (and the milestone's evidence uses), not a demo-only one.
    expect(pdf.fileName).toBe(`contrato-v${store.doc(contracts, id)?.versao}.pdf`);

    await memoryAuth(store).signIn('vendedora@solarcred.demo', 'demo123');
    await expect(read({ integratorId: company, createdBy: null })).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await read({ integratorId: company, createdBy: 'equipe-vendedora' })).toEqual([]);
    await expect(memoryContracts(store).pdf(id, false)).rejects.toMatchObject({ code: 'not-found' });
    await memoryAuth(store).signIn('luz@solarcred.demo', 'demo123');
    await expect(read({ integratorId: company, createdBy: null })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(memoryContracts(store).pdf(id, false)).rejects.toMatchObject({ code: 'not-found' });

    // A stored hash that the rendered bytes do not match: refused, never a silently different file.
    await memoryAuth(store).signIn('admin@solarcred.demo', 'demo123');
    store.update((state) => putDoc(state, contracts, { ...store.doc(contracts, id)!, sha256: '0'.repeat(64) }));
    await expect(memoryContracts(store).pdf(id, false)).rejects.toMatchObject({ message: contractText.hashMismatch });
  });

  it("'Gerar contrato': admins only, on an approved proposal with a simulation; the next version replaces the current", async () => {
    const proposal = underAnalysis();
    store.update((state) => putDoc(state, proposals, proposal));
    const port = memoryContracts(store);
    await memoryAuth(store).signIn('integrador@solarcred.demo', 'demo123');
    await expect(port.generate(proposal.id)).rejects.toMatchObject({ message: contractText.adminsOnly });
    await memoryAuth(store).signIn('admin@solarcred.demo', 'demo123');
    await expect(port.generate(proposal.id)).rejects.toMatchObject({ message: contractText.notApproved });
    store.update((state) => putDoc(state, proposals, { ...proposal, status: 'aprovada', simulacao: null }));
    await expect(port.generate(proposal.id)).rejects.toMatchObject({ message: contractText.noSimulation });
    store.update((state) => putDoc(state, proposals, { ...proposal, status: 'aprovada' }));
    expect(await port.generate(proposal.id)).toEqual({ contratoId: `${proposal.id}_v1` });
    expect(await port.generate(proposal.id)).toEqual({ contratoId: `${proposal.id}_v2` });
    expect(store.doc(contracts, `${proposal.id}_v1`)?.estado).toBe('substituido');
    expect(summaryOf(proposal.id)).toMatchObject({ versao: 2, estado: 'enviado' });
  });

  it('the template is saved as a new version; a save over a replaced version is refused', async () => {
    await memoryAuth(store).signIn('admin@solarcred.demo', 'demo123');
    const port = memoryContracts(store);
    const clausulas = defaultContractTemplate.clausulas.slice(0, 2);
    expect(await port.saveTemplate({ clausulas, versao: 0 })).toEqual({ versao: 1 });
    expect(await port.saveTemplate({ clausulas: clausulas.slice(0, 1), versao: 1 })).toEqual({ versao: 2 });
    await expect(port.saveTemplate({ clausulas, versao: 1 })).rejects.toMatchObject({ message: contractText.templateStale });
    expect((await first(port.templateVersions(10))).map((t) => t.versao)).toEqual([1]);
    expect((await first(port.template))?.clausulas).toHaveLength(1);
  });
});
