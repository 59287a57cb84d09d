/**
 * The demo's audit trail (issue 51): a few entries of the last days, as the functions would have
 * written them — the admin opened two of Sol Nascente's documents (its titular's 'Acessos aos
 * documentos' shows them), moved a proposal, approved a company and changed a cashback rate.
 */
import { documentOpenedEntry, openedDocumentOf } from '@solarcred/domain/audit/document-path';
import { integrators } from '@solarcred/domain/data/integrators';
import { profiles } from '@solarcred/domain/data/profiles';
import { proposals } from '@solarcred/domain/data/proposals';
import type { Millis } from '@solarcred/domain/model';
import { recordMemoryAudit } from './audit-log';
import { readCollection, readDoc, type MemoryState } from './store';

const HOUR = 60 * 60 * 1000;

export function seedAudit(state: MemoryState, companyId: string, now: Millis): void {
  // The demo admin, named as its profile names it (as the functions name an actor).
  const admin = { uid: 'admin-demo', nome: readDoc(state, profiles, 'admin-demo')?.nome ?? 'admin-demo', tipo: 'admin' as const };
  const company = readDoc(state, integrators, companyId);
  const empresa = company?.nome_empresa ?? null;
  for (const [index, document] of Object.values(company?.documentos ?? {}).slice(0, 2).entries()) {
    const opened = openedDocumentOf(document.path);
    if (opened) recordMemoryAudit(state, { ...documentOpenedEntry(opened, empresa), ator: admin, comando: 'openDocument' }, now - (26 + 48 * index) * HOUR);
  }
  const proposal = readCollection(state, proposals).find((p) => p.integrador_id === companyId && p.status === 'em_analise');
  if (proposal) {
    recordMemoryAudit(state, { acao: 'proposta_status', ator: admin, alvo: { tipo: 'proposta', id: proposal.id, rotulo: proposal.cliente_nome }, integrador_id: companyId, detalhe: { status: 'em_analise', motivo: null, empresa }, comando: 'moveProposal' }, now - 20 * HOUR);
  }
  recordMemoryAudit(state, { acao: 'integrador_status', ator: admin, alvo: { tipo: 'integrador', id: companyId, rotulo: empresa ?? companyId }, integrador_id: companyId, detalhe: { status: 'aprovado', empresa }, comando: 'approveIntegrator' }, now - 100 * HOUR);
  recordMemoryAudit(state, { acao: 'taxas', ator: admin, alvo: { tipo: 'linha_credito', id: 'credito_solar', rotulo: 'credito_solar' }, integrador_id: null, detalhe: { tabela: 'cashback', percentual: 1.5 }, comando: 'updateCashbackRate' }, now - 5 * HOUR);
}
