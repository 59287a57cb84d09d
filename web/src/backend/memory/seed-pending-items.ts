/**
 * The demo's pending items (issue 14), so the story the board tells holds in the details and on
 * the dashboard: each proposal sent back for correction ('Pendente Correção') waits on an open
 * item that says what to fix (the same words as its status reason); each one corrected
 * ('Corrigida') has that item answered. The proposal's counters agree with its items.
 */
import { proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import type { Proposal } from '@solarcred/domain/model';
import type { PendingItem } from '@solarcred/domain/pending-items';
import { senderOf } from '@solarcred/domain/team/member';
import { putDoc, readCollection, type MemoryState } from './store';

const HOUR = 60 * 60 * 1000;
const ADMIN = 'admin-demo';
const illegibleBill = 'A fatura de energia está ilegível. Envie uma foto nítida da conta mais recente.';

function item(proposal: Proposal, answered: boolean): PendingItem {
  const openedAt = proposal.status_desde ?? proposal.updated_at;
  const answeredAt = answered ? openedAt + HOUR : null;
  return {
    id: `pend-${proposal.id}`,
    proposta_id: proposal.id,
    integrador_id: proposal.integrador_id,
    tipo: 'documento_ilegivel',
    texto: illegibleBill,
    exige_arquivo: false,
    estado: answered ? 'respondida' : 'aberta',
    criada_por: ADMIN,
    criada_em: answered ? openedAt - 2 * HOUR : openedAt,
    resposta_texto: answered ? 'Enviei uma foto nova da fatura, agora legível.' : null,
    resposta_arquivo: null,
    respondida_por: answered ? senderOf(proposal) : null,
    respondida_em: answeredAt,
    revisada_por: null,
    revisada_em: null,
    nota_devolucao: null,
    devolucoes: 0,
    updated_at: answeredAt ?? openedAt,
  };
}

/** Items for every proposal in 'pendente_correcao' (open) and 'corrigida_usuario' (answered). */
export function seedPendingItems(state: MemoryState): void {
  for (const proposal of readCollection(state, proposals)) {
    const answered = proposal.status === 'corrigida_usuario';
    if (!answered && proposal.status !== 'pendente_correcao') continue;
    const seeded = item(proposal, answered);
    putDoc(state, proposalPendingItems(proposal.id), seeded);
    putDoc(state, proposals, {
      ...proposal,
      pendencias_abertas: answered ? 0 : 1,
      pendencias_total: 1,
      pendencias_desde: answered ? null : seeded.criada_em,
    });
  }
}
