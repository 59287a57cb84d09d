/**
 * The installation milestones of the seeded proposals (issue 30), as the milestone callables
 * would have stored them: a finalised proposal has all five (the integrator marked them over a few
 * weeks after approval); an approved one has more of them the longer ago it was approved, so the
 * demo shows installations on time, late at each step, and done. Both seeds (memory and the
 * emulators) take them from here.
 */
import { dayOf } from '@solarcred/domain/installation/due-dates';
import { milestoneEvidenceBase, milestones, type InstallationState, type MilestoneMark } from '@solarcred/domain/installation/milestones';
import type { Proposal } from '@solarcred/domain/model';
import { proposalAttachmentFolder, uploadFileName } from '@solarcred/domain/storage-names';

const DAY = 86_400_000;
/** Days after approval each milestone was marked, in order. */
const markedAfterDays = [3, 8, 16, 20, 26] as const;

/** How many milestones a proposal approved `ageDays` ago has marked. */
const markedFor = (ageDays: number): number => (ageDays < 20 ? 0 : ageDays < 45 ? 1 : ageDays < 90 ? 3 : 4);

function seededMark(proposal: Proposal, index: number, approvedAt: number, now: number): MilestoneMark {
  const milestone = milestones[index];
  if (!milestone) throw new RangeError(`no milestone ${index}`);
  // Never after today: a proposal finalised days ago marked its milestones in the days before.
  const at = Math.max(approvedAt, Math.min(approvedAt + (markedAfterDays[index] ?? 0) * DAY, now - (milestones.length - index) * 3_600_000));
  const files = Math.max(milestone.arquivos.min, 0);
  const extension = milestone.arquivos.kind === 'foto' ? 'jpg' : 'pdf';
  return {
    estado: 'marcado',
    data: dayOf(at),
    marcado_por: proposal.integrador_id,
    marcado_por_tipo: 'integrador',
    marcado_em: at,
    arquivos: Array.from({ length: files }, (_, n) => ({
      path: `${proposalAttachmentFolder(proposal.integrador_id, proposal.id)}/${uploadFileName(milestoneEvidenceBase(milestone.id, n + 1), at, extension)}`,
      nome: `${milestone.id.replace(/_/g, '-')}-${n + 1}.${extension}`,
      tamanho: 180_000,
      tipo: extension === 'pdf' ? 'application/pdf' : 'image/jpeg',
      enviado_em: at,
    })),
    protocolo: milestone.numero === 'protocolo' ? `PRT-${proposal.id.slice(-6).toUpperCase()}` : null,
    leitura_kwh: milestone.numero === 'leitura_kwh' ? 100 + (proposal.id.charCodeAt(0) % 50) : null,
    motivo: null,
  };
}

/** The seeded proposal's installation state, or nothing for proposals never approved (or approved too recently to have marked one). */
export function seededInstallation(proposal: Proposal, now: number): { instalacao: InstallationState } | null {
  const approvedAt = proposal.status_desde ?? proposal.created_at;
  const count = proposal.status === 'finalizada' ? milestones.length : proposal.status === 'aprovada' ? markedFor((now - approvedAt) / DAY) : 0;
  if (count === 0) return null;
  const marcos = Object.fromEntries(milestones.slice(0, count).map((milestone, index) => [milestone.id, seededMark(proposal, index, approvedAt, now)]));
  return { instalacao: { aprovada_em: approvedAt, marcos } };
}
