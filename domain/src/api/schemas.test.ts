import { describe, expect, it } from 'vitest';
import { publishedRatesOf } from '../credit/lines';
import { storedCreditLines } from '../test-fixtures';
import { fixtureNow, fixtureProposalId, storedProposal } from './schemas.test-support';
import {
  isApiPathId,
  apiLinesOf,
  apiLinesResponse,
  apiPendingAnswerBody,
  apiProposalListQuery,
  apiProposalListResponse,
  apiPublicProposal,
  apiSimulate,
  apiSimulationBody,
  apiSimulationResponse,
  apiUploadBody,
  apiUploadPath,
  decodeCursor,
  encodeCursor,
  maskedDocument,
  proposalPageOf,
  publicProposalOf,
} from './schemas';

const now = fixtureNow;
const id = fixtureProposalId;

describe('the public proposal', () => {
  it('carries the documented fields only, valid against its schema', () => {
    const proposal = storedProposal();
    const view = publicProposalOf(proposal);
    expect(apiPublicProposal.parse(view)).toEqual(view);
    expect(Object.keys(view).sort()).toEqual(['atualizado_em', 'cliente', 'contrato', 'credito', 'criado_em', 'id', 'pendencias', 'projeto', 'simulacao', 'status', 'status_desde', 'status_motivo', 'status_nome'].sort());
    expect(view).toMatchObject({ id, status: 'enviada', status_nome: 'Proposta Enviada', pendencias: { abertas: 1, total: 2 }, criado_em: '2026-03-12T13:30:00.000Z' });
    const text = JSON.stringify(view);
    for (const internal of ['segredo', 'search_tokens', 'anexo', 'propostas-anexos', 'banco', 'agencia', 'conta', proposal.cliente_email, proposal.integrador.nome_empresa, 'prioridade', 'versao_taxas']) {
      expect([internal, text.includes(internal)]).toEqual([internal, false]);
    }
    expect(view.simulacao?.parcela_centavos).toBe(proposal.simulacao?.parcela_centavos);
  });

  it('masks a CPF and shows a CNPJ', () => {
    expect(maskedDocument('52998224725')).toBe('***.982.247-**');
    expect(maskedDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskedDocument('123')).toBe('***');
    expect(JSON.stringify(publicProposalOf(storedProposal({ cliente_cpf_cnpj: '52998224725' })))).not.toContain('52998224725');
  });
});

describe('the proposal list', () => {
  it('pages by an opaque cursor of the last proposal', () => {
    const proposals = [3, 2, 1].map((n) => storedProposal({ id: `${'A'.repeat(19)}${n}`, updated_at: now + n }));
    const page = proposalPageOf(proposals, 2);
    expect(apiProposalListResponse.parse(page)).toEqual(page);
    expect(page.dados.map((p) => p.id)).toEqual([`${'A'.repeat(19)}3`, `${'A'.repeat(19)}2`]);
    expect(decodeCursor(page.proximo_cursor!)).toEqual({ updated_at: now + 2, id: `${'A'.repeat(19)}2` });
    expect(proposalPageOf(proposals, 3).proximo_cursor).toBeNull();
    expect(decodeCursor(encodeCursor({ updated_at: 5, id: 'ção' }))).toEqual({ updated_at: 5, id: 'ção' });
    for (const bad of ['', 'x', '!!!!', encodeCursor({ updated_at: -1, id: 'a' }), 'WzEsMl0']) expect(decodeCursor(bad)).toBeNull();
  });

  it('parses the query with its bounds and Portuguese refusals', () => {
    expect(apiProposalListQuery.parse({})).toEqual({ limite: 20 });
    expect(apiProposalListQuery.parse({ limite: '100', status: 'aprovada', alteradas_desde: '2026-01-01T00:00:00Z' })).toMatchObject({ limite: 100, status: 'aprovada' });
    expect(apiProposalListQuery.safeParse({ limite: '101' }).success).toBe(false);
    expect(apiProposalListQuery.safeParse({ limite: '0' }).success).toBe(false);
    expect(apiProposalListQuery.safeParse({ status: 'apagada' }).success).toBe(false);
    expect(apiProposalListQuery.safeParse({ cursor: 'lixo' }).error?.issues[0]?.message).toBe('Cursor inválido.');
  });
});

describe('lines and simulations', () => {
  const published = publishedRatesOf(storedCreditLines(), now);

  it('list the published lines', () => {
    const lines = apiLinesOf(published);
    expect(apiLinesResponse.parse(lines)).toEqual(lines);
    expect(lines.linhas.map((line) => line.id)).toEqual(published.linhas.map((line) => line.id));
    expect(apiLinesOf(null)).toEqual({ linhas: [], atualizado_em: null });
  });

  it('simulate with the domain, lowest CET first, and say why a line cannot', () => {
    const body = apiSimulationBody.parse({ valor_sistema_centavos: 30_000_00, entrada_centavos: 0, prazo: 12 });
    const result = apiSimulate(published, body, now);
    expect(apiSimulationResponse.parse(result)).toEqual(result);
    expect(result.opcoes.length).toBe(2);
    expect(result.opcoes[0]!.cet_anual).toBeLessThanOrEqual(result.opcoes[1]!.cet_anual);
    const big = apiSimulate(published, apiSimulationBody.parse({ valor_sistema_centavos: 100_000_00, prazo: 60 }), now);
    expect(big.opcoes.map((o) => o.linha)).toEqual(['financiamento_solar_tradicional']);
    expect(big.recusadas[0]?.motivo).toMatch(/[a-z]/);
  });

  it('refuse out-of-bounds requests in Portuguese', () => {
    expect(apiSimulationBody.safeParse({ valor_sistema_centavos: 10_000_00, entrada_centavos: 10_000_00, prazo: 12 }).error?.issues[0]?.message).toMatch(/entrada/i);
    expect(apiSimulationBody.safeParse({ valor_sistema_centavos: 10_000_00, prazo: 13 }).success).toBe(false);
    expect(apiSimulationBody.safeParse({ valor_sistema_centavos: 10_000_00, prazo: 12, carencia_meses: 7 }).success).toBe(false);
  });
});

describe('uploads and answers', () => {
  it('name the upload as the wizard does, in the proposal folder', () => {
    const body = apiUploadBody.parse({ proposta_id: id, tipo: 'anexo_rg_cpf', nome: 'rg.pdf', tamanho: 1000, content_type: 'application/pdf' });
    expect(apiUploadPath('empresa-1', body, 1_773_150_000_000)).toBe(`propostas-anexos/empresa-1/${id}/anexo_rg_cpf_1773150000000.pdf`);
    const answer = apiUploadBody.parse({ proposta_id: id, tipo: 'resposta_pendencia', pendencia_id: 'B'.repeat(20), nome: 'a.png', tamanho: 1000, content_type: 'image/png' });
    expect(apiUploadPath('empresa-1', answer, 1_773_150_000_000)).toBe(`propostas-anexos/empresa-1/${id}/pendencia-${'B'.repeat(20)}_1773150000000.png`);
  });

  it('refuse an oversized file, another type, an answer without its item', () => {
    const base = { proposta_id: id, tipo: 'anexo_rg_cpf', nome: 'rg.pdf', tamanho: 1000, content_type: 'application/pdf' };
    expect(apiUploadBody.safeParse({ ...base, tamanho: 5 * 1024 * 1024 + 1 }).error?.issues[0]?.message).toBe('O arquivo passa de 5 MB.');
    expect(apiUploadBody.safeParse({ ...base, content_type: 'text/html' }).success).toBe(false);
    expect(apiUploadBody.safeParse({ ...base, tipo: 'resposta_pendencia' }).error?.issues[0]?.message).toBe('Informe a pendência (pendencia_id) da resposta.');
  });

  it('answer with a text or a file, not neither', () => {
    expect(apiPendingAnswerBody.parse({ texto: 'Segue.' })).toEqual({ texto: 'Segue.', arquivo: null });
    expect(apiPendingAnswerBody.safeParse({}).success).toBe(false);
  });
});

describe('isApiPathId', () => {
  it('takes a document id and refuses what Firestore would refuse on the server', () => {
    expect(isApiPathId('Ab3_xY-9'.repeat(2))).toBe(true);
    for (const bad of ['.', '..', '__x__', '', 'a/b', 'a b', 'x'.repeat(129), undefined]) expect(isApiPathId(bad), String(bad)).toBe(false);
  });
});
