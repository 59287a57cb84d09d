import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerDraft } from '@solarcred/domain/customer-link/commands';
import type { CustomerLink } from '@solarcred/domain/customer-link/link';
import { customerLinkText } from '@solarcred/domain/customer-link/texts';
import { customerDrafts, customerLinks } from '@solarcred/domain/data/customer-links';
import type { ProposalScope } from '@solarcred/domain/team/scope';
import { memoryAuth } from './auth';
import { memoryCustomerLinks } from './customer-links';
import { seedState } from './seed';
import { MemoryStore, putDoc } from './store';

let store: MemoryStore;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.UTC(2026, 10, 26, 12)));
});

const company = 'int-aprovado';
const seller = 'equipe-vendedor';
const otherSeller = 'equipe-vendedora';
const now = Date.now();

function link(id: string, criadoPor: string | undefined): CustomerLink {
  return {
    id, integrador_id: company, ...(criadoPor === undefined ? {} : { criado_por: criadoPor }), empresa_nome: 'Sol Nascente Energia Ltda', cliente_nome: `Cliente ${id}`,
    cliente_telefone: '11988887777', cliente_email: null, token_hash: id.padEnd(64, '0'), proposta_id: `Prop${id}`.padEnd(20, 'A'),
    criado_em: now - 1000, expira_em: now + 86_400_000, revogado_em: null, preenchido_em: null,
  };
}

function draftOf(value: CustomerLink): CustomerDraft {
  return {
    id: value.proposta_id, integrador_id: company, ...(value.criado_por === undefined ? {} : { criado_por: value.criado_por }), link_id: value.id,
    cliente_nome: value.cliente_nome, dados: {} as CustomerDraft['dados'], enviado_em: now - 500, situacao: 'aguardando',
  };
}

const titularsLink = link('LinkTitular', company);
const othersLink = link('LinkVendedora', otherSeller);
const olderLink = link('LinkAntigo', undefined);

function now$<T>(live: (onValue: (value: T) => void, onError: (error: unknown) => void) => () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = live((value) => {
      stop();
      resolve(value);
    }, reject);
  });
}

const linksIn = (scope: ProposalScope) => now$(memoryCustomerLinks(store).links(scope, 20)).then((found) => found.map((found) => found.id).sort());
const draftsIn = (scope: ProposalScope) => now$(memoryCustomerLinks(store).drafts(scope, 20)).then((found) => found.map((found) => found.link_id).sort());

describe("memory customer links of a team (issue 45): a vendedor's own, the company's for titular and gestor", () => {
  beforeEach(() => {
    store.update((state) => {
      for (const value of [titularsLink, othersLink, olderLink]) {
        putDoc(state, customerLinks, value);
        putDoc(state, customerDrafts, draftOf(value));
      }
    });
  });

  it('a vendedor makes links recorded as its own, lists, renews and revokes only those, and reads only its drafts', async () => {
    await memoryAuth(store).signIn('vendedor@solarcred.demo', 'demo123');
    const port = memoryCustomerLinks(store);
    const { id } = await port.create({ clienteNome: 'Joana Prado', contato: '(11) 97777-6666' });
    expect(store.doc(customerLinks, id)).toMatchObject({ integrador_id: company, criado_por: seller, empresa_nome: 'Sol Nascente Energia Ltda' });

    expect(await linksIn({ integratorId: company, createdBy: seller })).toEqual([id]);
    // The company's whole list is refused, as the rules refuse the query without criado_por.
    await expect(linksIn({ integratorId: company, createdBy: null })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(draftsIn({ integratorId: company, createdBy: null })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(linksIn({ integratorId: company, createdBy: otherSeller })).rejects.toMatchObject({ code: 'permission-denied' });

    expect((await port.renew(id)).id).toBe(id);
    await port.revoke(id);
    expect(store.doc(customerLinks, id)?.revogado_em).not.toBeNull();
    for (const foreign of [othersLink, titularsLink, olderLink]) {
      await expect(port.revoke(foreign.id)).rejects.toMatchObject({ code: 'not-found', message: customerLinkText.invalid });
      await expect(port.renew(foreign.id)).rejects.toMatchObject({ code: 'not-found', message: customerLinkText.invalid });
      expect(store.doc(customerLinks, foreign.id)?.revogado_em).toBeNull();
      expect(await port.draft(foreign.proposta_id)).toBeNull();
    }
    const own = link('LinkProprio', seller);
    store.update((state) => {
      putDoc(state, customerLinks, own);
      putDoc(state, customerDrafts, draftOf(own));
    });
    expect(await draftsIn({ integratorId: company, createdBy: seller })).toEqual([own.id]);
    expect(await port.draft(own.proposta_id)).toMatchObject({ link_id: own.id, criado_por: seller });
  });

  it("titular and gestor list every link and draft of the company and act on a vendedor's link", async () => {
    for (const email of ['integrador@solarcred.demo', 'gestor@solarcred.demo']) {
      await memoryAuth(store).signIn(email, 'demo123');
      const every = [olderLink.id, othersLink.id, titularsLink.id].sort();
      expect(await linksIn({ integratorId: company, createdBy: null })).toEqual(every);
      expect(await draftsIn({ integratorId: company, createdBy: null })).toEqual(every);
      expect(await linksIn({ integratorId: company, createdBy: otherSeller })).toEqual([othersLink.id]);
      expect(await memoryCustomerLinks(store).draft(othersLink.proposta_id)).toMatchObject({ link_id: othersLink.id });
      expect((await memoryCustomerLinks(store).renew(othersLink.id)).id).toBe(othersLink.id);
    }
  });

  it("another company's member lists none of them", async () => {
    await memoryAuth(store).signIn('luz@solarcred.demo', 'demo123');
    await expect(linksIn({ integratorId: company, createdBy: null })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(memoryCustomerLinks(store).revoke(othersLink.id)).rejects.toMatchObject({ code: 'not-found' });
    expect(await memoryCustomerLinks(store).draft(othersLink.proposta_id)).toBeNull();
  });
});
