import { describe, expect, it } from 'vitest';
import type { Actor } from '../handlers/actor';
import type { Proposal } from '../model';
import { domainErrorOf } from '../test-fixtures';
import {
  contractRelevantChange,
  contractStateAt,
  contractSummaryOf,
  contractValidityDays,
  generateContractCheck,
  newContractDoc,
  nextContractVersion,
  shouldGenerateOnWrite,
  voidedContractPatch,
} from './lifecycle';
import { approvedAt, approvedProposal, generatedContract, sampleContent } from './test-contract';
import type { ProposalContractSummary } from './types';

const dayMs = 86_400_000;
const approved = approvedProposal();
const analysing: Proposal = { ...approved, status: 'em_analise' };
const summary = (estado: ProposalContractSummary['estado']): ProposalContractSummary => ({ id: `${approved.id}_v1`, versao: 1, estado, atualizado_em: approvedAt });

describe('contractRelevantChange', () => {
  it('sees the values, the line, the term, the simulation, the customer and the system; not the status nor the comments', () => {
    expect(contractRelevantChange(approved, { ...approved, status: 'finalizada', comentarios_count: 3, prioridade: 'alta', updated_at: 1 })).toBe(false);
    for (const change of [
      { valor_sistema: 1 }, { valor_entrada: 1 }, { valor_proposta: 1 }, { linha_credito: 'emprestimo_pessoal' }, { quantidade_parcelas: 12 },
      { cliente_nome: 'Outro' }, { cliente_cpf_cnpj: '1' }, { cliente_cep: '1' }, { cliente_email: 'x@y.z' }, { projeto_cidade: 'Santos' }, { potencia_kwp: 9 },
    ] satisfies Partial<Proposal>[]) {
      expect(contractRelevantChange(approved, { ...approved, ...change }), JSON.stringify(change)).toBe(true);
    }
    const simulacao = approved.simulacao!;
    expect(contractRelevantChange(approved, { ...approved, simulacao: { ...simulacao, cet_anual: simulacao.cet_anual + 0.001 } })).toBe(true);
    expect(contractRelevantChange(approved, { ...approved, simulacao: null })).toBe(true);
    // The same figures in another key order are the same simulation.
    const reordered = Object.fromEntries(Object.entries(simulacao).reverse()) as typeof simulacao;
    expect(contractRelevantChange(approved, { ...approved, simulacao: reordered })).toBe(false);
  });
});

describe('shouldGenerateOnWrite', () => {
  it('generates on the transition into aprovada, never for a proposal stored already approved with no contract', () => {
    expect(shouldGenerateOnWrite(analysing, approved, undefined)).toBe('generate');
    expect(shouldGenerateOnWrite(approved, approved, undefined)).toBeNull();
    expect(shouldGenerateOnWrite(approved, { ...approved, valor_proposta: 1 }, undefined)).toBeNull();
    expect(shouldGenerateOnWrite(null, approved, undefined)).toBeNull();
    expect(shouldGenerateOnWrite(approved, null, summary('gerado'))).toBeNull();
    expect(shouldGenerateOnWrite(approved, analysing, summary('gerado'))).toBeNull();
  });

  it('replaces an unsigned contract on a relevant change while approved, or on a new approval; a signed one stays', () => {
    const changed = { ...approved, quantidade_parcelas: 12 };
    for (const estado of ['gerado', 'enviado', 'visualizado', 'expirado'] as const) {
      expect(shouldGenerateOnWrite(approved, changed, summary(estado))).toBe('replace');
      expect(shouldGenerateOnWrite(analysing, approved, summary(estado))).toBe('replace');
    }
    expect(shouldGenerateOnWrite(approved, { ...approved, comentarios_count: 9 }, summary('gerado'))).toBeNull();
    expect(shouldGenerateOnWrite(approved, changed, summary('assinado'))).toBeNull();
    expect(shouldGenerateOnWrite(analysing, approved, summary('assinado'))).toBeNull();
    // Back from 'finalizada' (a milestone undone): the work goes on, the contract stays.
    expect(shouldGenerateOnWrite({ ...approved, status: 'finalizada' }, approved, summary('gerado'))).toBeNull();
  });
});

describe('newContractDoc and its patches', () => {
  it('stores a generated version with its paths, 30 days of validity and the vendedor who sent it', () => {
    const content = sampleContent(2);
    const contract = newContractDoc({ proposal: { ...approved, criado_por: 'vend-1' }, content, sha256: 'f'.repeat(64), tamanho: 999, now: approvedAt, provedor: 'zapsign' });
    expect(contract).toMatchObject({
      id: `${approved.id}_v2`, proposta_id: approved.id, integrador_id: 'uid-1', criado_por: 'vend-1', versao: 2, estado: 'gerado', conteudo: content,
      sha256: 'f'.repeat(64), tamanho_bytes: 999, pdf_path: `contratos/uid-1/${approved.id}/contrato-v2.pdf`, gerado_em: approvedAt,
      expira_em: approvedAt + contractValidityDays * dayMs, enviado_em: null, visualizado_em: null, assinatura: null, provedor: 'zapsign', provedor_documento: null,
    });
    // A proposal sent before teams: its titular.
    const { criado_por: _ignored, ...noCreator } = approved;
    expect(newContractDoc({ proposal: noCreator, content, sha256: '', tamanho: 1, now: 0, provedor: 'interno' }).criado_por).toBe('uid-1');
    expect(nextContractVersion(undefined)).toBe(1);
    expect(nextContractVersion(summary('gerado'))).toBe(2);
  });

  it('voids an unsigned version, pointing at its replacement; refuses to void a signed one', () => {
    expect(voidedContractPatch({ estado: 'visualizado' }, 'p_v2', 5)).toEqual({ estado: 'substituido', substituido_em: 5, substituido_por: 'p_v2', atualizado_em: 5 });
    expect(domainErrorOf(() => voidedContractPatch({ estado: 'assinado' }, 'p_v2', 5)).code).toBe('failed-precondition');
  });

  it('summarises a version for the proposal', () => {
    expect(contractSummaryOf({ ...generatedContract(), estado: 'enviado', atualizado_em: 7 })).toEqual({ id: `${approved.id}_v1`, versao: 1, estado: 'enviado', atualizado_em: 7 });
  });
});

describe('contractStateAt', () => {
  it('is expirado from expira_em on, unless signed or voided', () => {
    const contract = generatedContract();
    expect(contractStateAt(contract, contract.expira_em - 1)).toBe('gerado');
    expect(contractStateAt(contract, contract.expira_em)).toBe('expirado');
    expect(contractStateAt({ ...contract, estado: 'visualizado' }, contract.expira_em + dayMs)).toBe('expirado');
    expect(contractStateAt({ ...contract, estado: 'assinado' }, contract.expira_em + dayMs)).toBe('assinado');
    expect(contractStateAt({ ...contract, estado: 'substituido' }, contract.expira_em + dayMs)).toBe('substituido');
  });
});

describe('generateContractCheck', () => {
  const admin: Actor = { uid: 'admin-1', role: 'admin' };
  it('lets an admin generate for an approved proposal with a saved simulation', () => {
    expect(generateContractCheck(approved, admin).simulacao).toBe(approved.simulacao);
  });
  it('refuses anyone else, a missing or unapproved proposal, and one without a simulation', () => {
    expect(domainErrorOf(() => generateContractCheck(approved, null)).code).toBe('unauthenticated');
    expect(domainErrorOf(() => generateContractCheck(approved, { uid: 'uid-1', role: 'integrador' })).code).toBe('permission-denied');
    expect(domainErrorOf(() => generateContractCheck(null, admin)).code).toBe('not-found');
    expect(domainErrorOf(() => generateContractCheck(analysing, admin)).message).toBe('O contrato só pode ser gerado para uma proposta aprovada.');
    expect(domainErrorOf(() => generateContractCheck({ ...approved, simulacao: null }, admin)).message).toMatch(/não tem simulação salva/);
  });
});
