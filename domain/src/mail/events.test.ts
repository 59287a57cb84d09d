import { describe, expect, it } from 'vitest';
import type { Proposal, StatusHistoryEntry } from '../model';
import { integratorHistoryMailEvent, proposalHistoryMailEvent } from './events';

const proposal = { id: 'p1', cliente_nome: 'João', integrador_id: 'int-1', integrador: { nome_empresa: 'Sol', email: 's@x.com' } } as Proposal;
const entry = (de: string | null, para: string, motivo: string | null = null): StatusHistoryEntry => ({ id: 'h1', de, para, por: 'adm', motivo, em: 1 });
const integrator = { id: 'int-1', nome_empresa: 'Sol' };

describe('mail events read off history entries', () => {
  it('a proposal move is an event; an edit without a status change is none', () => {
    expect(proposalHistoryMailEvent(proposal, entry('enviada', 'em_analise'))).toMatchObject({ kind: 'proposta_status', eventId: 'h1', by: 'adm', de: 'enviada', para: 'em_analise' });
    expect(proposalHistoryMailEvent(proposal, entry('em_analise', 'em_analise'))).toBeNull();
  });

  it('integrator approval, rejection (with reason) and awaiting approval are events; other changes none', () => {
    expect(integratorHistoryMailEvent(integrator, entry('pendente_aprovacao', 'aprovado'))?.kind).toBe('integrador_aprovado');
    expect(integratorHistoryMailEvent(integrator, entry('pendente', 'rejeitado', 'CNPJ inativo'))).toMatchObject({ kind: 'integrador_rejeitado', motivo: 'CNPJ inativo' });
    expect(integratorHistoryMailEvent(integrator, entry('pendente_documentacao', 'pendente_aprovacao'))?.kind).toBe('integrador_aguardando');
    expect(integratorHistoryMailEvent(integrator, entry('pendente', 'pendente_aprovacao'))).toBeNull();
    expect(integratorHistoryMailEvent(integrator, entry('pendente_cadastro', 'pendente_documentacao'))).toBeNull();
  });
});
