/** The headline of one 'Histórico' entry: the step it records, or the status move. */
import type { StatusHistoryEntry } from '@solarcred/domain/model';
import { fundingEntryLabels } from '@solarcred/domain/funding/funding-text';
import { milestoneLabel } from '@solarcred/domain/installation/milestones';
import { pendingItemTypeLabel, pendingStepLabels } from '@solarcred/domain/pending-items';
import { proposalStatusLabel } from '@solarcred/domain/proposal-status';
import { editedHeadline } from './texts';

export function headline(entry: StatusHistoryEntry): string {
  if (entry.pendencia && entry.de === entry.para) return `${pendingStepLabels[entry.pendencia.acao]}: ${pendingItemTypeLabel(entry.pendencia.tipo)}`;
  if (entry.alteracoes?.length && entry.de === entry.para) return editedHeadline;
  if (entry.repasse && entry.de === entry.para) {
    const { tipo, parcela, marco } = entry.repasse;
    return parcela > 0 ? `${fundingEntryLabels[tipo]}: parcela ${parcela}${marco ? ` (${milestoneLabel(marco)})` : ''}` : fundingEntryLabels[tipo];
  }
  if (entry.marco && entry.de === entry.para) return `${entry.marco.acao === 'marcado' ? 'Marco concluído' : 'Marco desfeito'}: ${milestoneLabel(entry.marco.marco)}`;
  if (entry.de === null) return `Proposta criada: ${proposalStatusLabel(entry.para)}`;
  return `${proposalStatusLabel(entry.de)} → ${proposalStatusLabel(entry.para)}`;
}
