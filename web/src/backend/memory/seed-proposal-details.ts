/**
 * Demo data for the proposal details dialog: the client's attachments (an image, PDFs, one left
 * out), a status history ending in each proposal's current column, the reason of a correction
 * request or a refusal, and when the proposal entered its column.
 */
import { storageFolders } from '@solarcred/domain/constants';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import type { Proposal, StatusHistoryEntry } from '@solarcred/domain/model';
import { senderOf } from '@solarcred/domain/team/member';
import { putDoc, readCollection, type MemoryState } from './store';

const HOUR = 60 * 60 * 1000;

const reasons: Record<string, string> = {
  pendente_correcao: 'A fatura de energia está ilegível. Envie uma foto nítida da conta mais recente.',
  reprovada: 'Renda comprovada insuficiente para o valor solicitado.',
};

/** The columns a proposal passed through to reach `status` (the seed's own simple paths). */
function pathTo(status: string): string[] {
  if (status === 'enviada') return ['enviada'];
  if (status === 'corrigida_usuario') return ['enviada', 'em_analise', 'pendente_correcao', 'corrigida_usuario'];
  if (status === 'finalizada') return ['enviada', 'em_analise', 'aprovada', 'finalizada'];
  return status === 'em_analise' ? ['enviada', 'em_analise'] : ['enviada', 'em_analise', status];
}

function attachments(proposal: Proposal, index: number): Pick<Proposal, 'anexo_rg_cpf' | 'anexo_fatura_energia' | 'anexo_holerite'> {
  const folder = `${storageFolders.proposalAttachments}/${proposal.integrador_id}`;
  const at = proposal.created_at;
  return {
    anexo_rg_cpf: `${folder}/anexo_rg_cpf_${at}.png`,
    anexo_fatura_energia: `${folder}/anexo_fatura_energia_${at}.pdf`,
    // Every third client, and every proposal sent back for correction, lacks the payslip: the tab shows 'Não enviado'.
    anexo_holerite: index % 3 === 2 || proposal.status === 'pendente_correcao' ? null : `${folder}/anexo_holerite_${at}.pdf`,
  };
}

export function seedProposalDetails(state: MemoryState, now: number): void {
  readCollection(state, proposals).forEach((proposal, index) => {
    const steps = pathTo(String(proposal.status));
    const span = Math.max(now - proposal.created_at - HOUR, HOUR);
    let previous: string | null = null;
    let since = proposal.created_at;
    steps.forEach((para, step) => {
      const em = proposal.created_at + Math.round((span * step) / steps.length);
      const byAdmin = step > 0 && para !== 'corrigida_usuario';
      const entry: StatusHistoryEntry = {
        id: `h-${proposal.id}-${step}`,
        de: previous,
        para,
        por: byAdmin ? 'admin-demo' : senderOf(proposal),
        motivo: reasons[para] ?? null,
        em,
      };
      putDoc(state, proposalHistory(proposal.id), entry);
      previous = para;
      since = em;
    });
    putDoc(state, proposals, {
      ...proposal,
      ...attachments(proposal, index),
      status_motivo: reasons[String(proposal.status)] ?? null,
      status_desde: since,
    });
  });
}
