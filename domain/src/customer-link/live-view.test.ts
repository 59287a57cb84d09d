import { describe, expect, it } from 'vitest';
import type { EnergyAnalysis } from '../energy/types';
import type { PendingItem } from '../pending-items';
import type { GuestLinkView } from './commands';
import { expiryOf, type CustomerLink } from './link';
import { applyLiveView, guestLiveView, guestViewClaimsOf } from './live-view';

const now = Date.UTC(2026, 2, 12, 13, 30, 0);
const link = (fields: Partial<CustomerLink> = {}): CustomerLink => ({
  id: 'LinkIdLinkIdLinkId01', integrador_id: 'uid-1', empresa_nome: 'Sol Ltda', cliente_nome: 'Maria', cliente_telefone: '11987654321', cliente_email: null,
  token_hash: 'a'.repeat(64), proposta_id: 'AbCdEfGhIjKlMnOpQrSt', criado_em: now - 3_600_000, expira_em: expiryOf(now - 3_600_000), revogado_em: null, preenchido_em: null,
  ...fields,
});
const item = (id: string, fields: Pick<Partial<PendingItem>, 'para_cliente'> = {}): PendingItem => ({
  id, proposta_id: 'AbCdEfGhIjKlMnOpQrSt', integrador_id: 'uid-1', tipo: 'outro', texto: `Item ${id}`, exige_arquivo: false, para_cliente: true, estado: 'aberta',
  criada_por: 'admin-1', criada_em: now - 1000, resposta_texto: null, resposta_arquivo: null, respondida_por: null, respondida_em: null, revisada_por: null,
  revisada_em: null, nota_devolucao: null, devolucoes: 0, updated_at: now - 1000, ...fields,
});
const opened: GuestLinkView = { estado: 'aberto', empresa: 'Sol Ltda', logo: null, clienteNome: 'Maria', expiraEm: link().expira_em, pasta: 'propostas-anexos/uid-1/AbCdEfGhIjKlMnOpQrSt' };

describe('guestLiveView', () => {
  it('an open link: its expiry and token hash, no progress, no items', () => {
    expect(guestLiveView(link(), null, [item('i1')], now)).toEqual({
      id: 'LinkIdLinkIdLinkId01', token_hash: 'a'.repeat(64), estado: 'aberto', expira_em: link().expira_em, andamento: null, pendencias: [], contrato: null, economia: null, atualizado_em: now,
    });
  });

  it("a filled link follows its proposal: 'recebida' before it exists, 'em análise' once sent, and only the customer's items", () => {
    const filled = link({ preenchido_em: now - 1000 });
    expect(guestLiveView(filled, null, [], now)).toMatchObject({ estado: 'preenchido', andamento: 'recebida', pendencias: [] });
    expect(guestLiveView(filled, 'enviada', [], now)).toMatchObject({ andamento: 'em_analise' });
    const view = guestLiveView(filled, 'pendente_correcao', [item('i1'), item('i2', { para_cliente: false })], now);
    expect(view.andamento).toBe('pendencias');
    expect(view.pendencias.map((each) => each.id)).toEqual(['i1']);
    expect(Object.keys(view.pendencias[0] ?? {}).sort()).toEqual(['estado', 'exigeArquivo', 'id', 'notaDevolucao', 'texto', 'tipo']);
  });

  it("a filled link's proposal shows its contract's version and state (issue 47); an open or revoked link none", () => {
    const contract = { id: 'AbCdEfGhIjKlMnOpQrSt_v2', versao: 2, estado: 'visualizado' as const, atualizado_em: now - 500 };
    expect(guestLiveView(link({ preenchido_em: now - 1000 }), 'aprovada', [], now, contract).contrato).toEqual({ id: 'AbCdEfGhIjKlMnOpQrSt_v2', versao: 2, estado: 'visualizado' });
    expect(guestLiveView(link({ preenchido_em: now - 1000 }), 'aprovada', [], now).contrato).toBeNull();
    expect(guestLiveView(link(), 'aprovada', [], now, contract).contrato).toBeNull();
    expect(guestLiveView(link({ preenchido_em: now - 1000 }), null, [], now, contract).contrato).toBeNull();
    expect(guestLiveView(link({ revogado_em: now, preenchido_em: now - 1000 }), 'aprovada', [], now, contract).contrato).toBeNull();
  });

  it("a filled link's proposal with an energy analysis shows the savings, the installment and their ratio only (issue 49)", () => {
    const energy = { economia_media_centavos: 512_34, parcela_centavos: 480_00, razao: 0.94, acima_da_margem: false, conta_antes_centavos: 600_00 } as EnergyAnalysis;
    const filled = link({ preenchido_em: now - 1000 });
    expect(guestLiveView(filled, 'enviada', [], now, null, energy).economia).toEqual({ economia_media_centavos: 512_34, parcela_centavos: 480_00, razao: 0.94 });
    expect(guestLiveView(filled, 'enviada', [], now).economia).toBeNull();
    expect(guestLiveView(filled, null, [], now, null, energy).economia).toBeNull();
    expect(guestLiveView(link(), 'enviada', [], now, null, energy).economia).toBeNull();
    expect(guestLiveView(link({ revogado_em: now, preenchido_em: now - 1000 }), 'enviada', [], now, null, energy).economia).toBeNull();
  });

  it('a revoked link tells nothing but that', () => {
    expect(guestLiveView(link({ revogado_em: now, preenchido_em: now - 1000 }), 'aprovada', [item('i1')], now)).toMatchObject({ estado: 'revogado', andamento: null, pendencias: [] });
  });

  it('names the link and its current token in the session claims', () => {
    expect(guestViewClaimsOf(link())).toEqual({ cliente_vista: 'LinkIdLinkIdLinkId01', cliente_token_hash: 'a'.repeat(64) });
  });
});

describe('applyLiveView', () => {
  it('turns the form into the progress once the link is filled (another tab), keeping the company', () => {
    const live = guestLiveView(link({ preenchido_em: now - 1000 }), 'em_analise', [], now);
    expect(applyLiveView(opened, live, now)).toEqual({ estado: 'preenchido', empresa: 'Sol Ltda', logo: null, clienteNome: 'Maria', andamento: 'em_analise', pendencias: [] });
  });

  it('keeps the same view while an open link is unchanged, and refuses a revoked or expired one', () => {
    expect(applyLiveView(opened, guestLiveView(link(), null, [], now), now)).toBe(opened);
    expect(applyLiveView(opened, guestLiveView(link({ revogado_em: now }), null, [], now), now)).toBeNull();
    expect(applyLiveView(opened, guestLiveView(link(), null, [], now), link().expira_em)).toBeNull();
  });
});
