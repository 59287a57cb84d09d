/**
 * The demo's rights requests (issue 51): the vendedora Tatiane asked 14 days ago for a correction
 * (open: 'Falta 1 dia' on the admin's queue), and the gestor's access request was answered a
 * month ago — so 'Solicitações LGPD' shows its clock and both tabs from the first visit.
 */
import { openPrivacyRequests, privacyRequests } from '@solarcred/domain/data/privacy';
import type { Millis } from '@solarcred/domain/model';
import { privacyDeadlineOf } from '@solarcred/domain/privacy/deadline';
import { accountSubject } from '@solarcred/domain/privacy/requests';
import type { PrivacyRequest } from '@solarcred/domain/privacy/types';
import { putDoc, type MemoryState } from './store';

const DAY = 86_400_000;

function request(id: string, fields: Pick<PrivacyRequest, 'tipo' | 'titular' | 'detalhe' | 'criada_em'> & Partial<PrivacyRequest>): PrivacyRequest {
  return {
    id, situacao: 'aberta', origem: 'conta', prazo_em: privacyDeadlineOf(fields.criada_em), atualizado_em: fields.criada_em,
    resposta: null, concluida_em: null, concluida_por: null, exportacao: null, retidos: null, ...fields,
  };
}

export function seedRequests(state: MemoryState, now: Millis): void {
  const seller = accountSubject('equipe-vendedora', 'Tatiane Moreira', 'vendedora@solarcred.demo');
  const open = request('lgpd-demo-correcao', { tipo: 'correcao', titular: seller, detalhe: 'Meu sobrenome está registrado como "Moreyra"; o correto é "Moreira".', criada_em: now - 14 * DAY });
  putDoc(state, privacyRequests, open);
  putDoc(state, openPrivacyRequests, { id: seller.chave, solicitacao_id: open.id, criada_em: open.criada_em });
  const asked = now - 35 * DAY;
  putDoc(state, privacyRequests, request('lgpd-demo-acesso', {
    tipo: 'acesso', titular: accountSubject('equipe-gestor', 'Paulo Henrique Duarte', 'gestor@solarcred.demo'), detalhe: '', criada_em: asked,
    situacao: 'concluida', concluida_em: asked + 2 * DAY, concluida_por: 'admin-demo', atualizado_em: asked + 2 * DAY, resposta: 'Arquivo entregue.',
    exportacao: { estado: 'falhou', caminho: null, arquivos: 0, tamanho_bytes: 0, erro: 'O arquivo expirou: peça um novo.', atualizado_em: asked + DAY },
  }));
}
