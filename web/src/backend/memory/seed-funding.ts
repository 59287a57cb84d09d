/**
 * The demo's funding tranches (issue 48), written by the domain's functions as the trigger and the
 * callables would have written them over time, so both seeds (memory, and the emulators' that
 * copies this state) show the same:
 * - 'Crédito Consignado' has a plan of its own, set twice (a replaced version); every other line
 *   uses the domain's default (contrato assinado 30 %, equipamento comprado 40 %, sistema conectado 30 %);
 * - each approved or finalised proposal gets its plan at approval and each tranche released when
 *   seed-installation marked its milestone (the trigger's entries, at the mark's time);
 * - a released tranche was checked, accepted and paid the next day (PIX, every third by bank
 *   transfer), except the stories below, on the demo company's approved proposals;
 * - the stories (fundingStories): one tranche still 'liberada' past its prazo (late), one 'em
 *   verificação' again after the integrator answered a refusal yesterday, one 'recusada' with its
 *   reason, one 'aprovada' awaiting its payout (past its prazo too).
 * The seed's payouts skip the destination check: no company has a seeded destination (the payout
 * destination's journeys start without one).
 */
import { updateFundingPlan } from '@solarcred/domain/funding/plan';
import { currentFunding } from '@solarcred/domain/funding/ledger';
import { acceptTranche, recordTranchePayouts, refuseTranche, resubmitEvidence, startVerification } from '@solarcred/domain/funding/transitions';
import type { FundingEntry, FundingPlan } from '@solarcred/domain/funding/types';
import { fundingPlanVersions, fundingPlans } from '@solarcred/domain/data/funding';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { saoPauloDayKey } from '@solarcred/domain/format';
import type { Actor } from '@solarcred/domain/handlers/actor';
import { milestoneEvidenceBase, type MilestoneMark, type ProposalWithInstallation } from '@solarcred/domain/installation/milestones';
import type { Millis, Proposal } from '@solarcred/domain/model';
import { proposalAttachmentFolder, uploadFileName } from '@solarcred/domain/storage-names';
import { appendFunding, fundingLedgerOf, reconcileFunding } from './funding-ledger';
import { putDoc, readCollection, readDoc, type MemoryState } from './store';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const admin: Actor = { uid: 'admin-demo', role: 'admin' };

/** The line with a plan of its own, and its two versions (the first replaced 30 days later). */
export const seededPlanLine = 'credito_consignado';
const seededPlanVersions = [
  [{ marco: 'contrato_assinado', percentual: 50 }, { marco: 'sistema_conectado', percentual: 50 }],
  [{ marco: 'contrato_assinado', percentual: 20 }, { marco: 'equipamento_comprado', percentual: 45.5 }, { marco: 'sistema_conectado', percentual: 34.5 }],
] as const;

export function seedFundingPlans(state: MemoryState, setAt: Millis): void {
  let current: FundingPlan | null = null;
  seededPlanVersions.forEach((parcelas, index) => {
    const { plan, replaced } = updateFundingPlan(current, { id: seededPlanLine, versao: current?.versao ?? 0, parcelas }, admin, setAt + index * 30 * DAY);
    putDoc(state, fundingPlans, plan);
    if (replaced) putDoc(state, fundingPlanVersions(plan.id), { ...replaced, id: String(replaced.versao) });
    current = plan;
  });
}

/** The demo company whose approved proposals carry the stories. */
const storyCompany = 'int-aprovado';

export type FundingStory = 'atrasada' | 'reenviada' | 'recusada' | 'aprovada';

/**
 * The proposals of the stories, by id: the demo company's approved proposals, the latest approval
 * first; the ones with one milestone marked tell the first tranche's stories, the ones with three
 * the second tranche's.
 */
export function fundingStories(seeded: readonly ProposalWithInstallation[]): Map<string, { story: FundingStory; parcela: number }> {
  const approved = seeded
    .filter((proposal) => proposal.integrador_id === storyCompany && proposal.status === 'aprovada')
    .sort((a, b) => (b.status_desde ?? 0) - (a.status_desde ?? 0) || a.id.localeCompare(b.id));
  const withMarks = (count: number) => approved.filter((proposal) => Object.keys(proposal.instalacao?.marcos ?? {}).length === count);
  const stories = new Map<string, { story: FundingStory; parcela: number }>();
  const [late, resent] = withMarks(1);
  const [refused, accepted] = withMarks(3);
  if (late) stories.set(late.id, { story: 'atrasada', parcela: 1 });
  if (resent) stories.set(resent.id, { story: 'reenviada', parcela: 1 });
  if (refused) stories.set(refused.id, { story: 'recusada', parcela: 2 });
  if (accepted) stories.set(accepted.id, { story: 'aprovada', parcela: 2 });
  return stories;
}

const refusalReasons: Record<number, string> = {
  1: 'O contrato anexado está sem a assinatura do cliente na última página.',
  2: 'Nota fiscal ilegível: envie o PDF da NF-e com a chave de acesso visível.',
};

/** A PIX end-to-end id as the paying bank would give it: 'E', an ISPB, the UTC minute, 11 characters. */
function endToEndId(at: Millis, seed: string): string {
  const minute = new Date(at).toISOString().replace(/[-T:]/g, '').slice(0, 12);
  const tail = `${seed.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}00000000000`.slice(0, 11);
  return `E18236120${minute}${tail}`;
}

/** One command at a moment of the proposal's timeline. */
interface Step {
  at: Millis;
  run: (state: MemoryState, at: Millis) => void;
}

function appendAt(state: MemoryState, propostaId: string, entries: readonly FundingEntry[], at: Millis): void {
  appendFunding(state, [propostaId], entries, at);
}

/** The proposal as it stood with its first `count` milestones marked (approved, not yet finalised). */
function asOf(proposal: ProposalWithInstallation, approvedAt: Millis, marks: readonly [string, MilestoneMark][], count: number): Proposal {
  return { ...proposal, status: 'aprovada', status_desde: approvedAt, instalacao: { aprovada_em: approvedAt, marcos: Object.fromEntries(marks.slice(0, count)) } } as Proposal;
}

/** The evidence the integrator sent again (as uploaded under the milestone's evidence name). */
function resentFiles(proposal: Proposal, marco: MilestoneMark['arquivos'][number] | undefined, milestone: string, at: Millis) {
  const extension = marco?.nome.endsWith('.jpg') ? 'jpg' : 'pdf';
  const path = `${proposalAttachmentFolder(proposal.integrador_id, proposal.id)}/${uploadFileName(milestoneEvidenceBase(milestone as never, 1), at, extension)}`;
  return [{ path, nome: `${milestone.replace(/_/g, '-')}-corrigido.${extension}`, tamanho: 210_000, tipo: extension === 'pdf' ? 'application/pdf' : 'image/jpeg' }];
}

/** The timeline of one approved or finalised proposal: its trigger's entries and the admin's and integrator's commands, in time order. */
function seedProposalFunding(state: MemoryState, proposal: ProposalWithInstallation, story: { story: FundingStory; parcela: number } | undefined, now: Millis, payouts: { count: number }): void {
  const approvedAt = proposal.instalacao?.aprovada_em ?? proposal.status_desde ?? proposal.created_at;
  const marks = Object.entries(proposal.instalacao?.marcos ?? {}).filter((pair): pair is [string, MilestoneMark] => pair[1]?.estado === 'marcado').sort((a, b) => a[1].marcado_em - b[1].marcado_em);
  reconcileFunding(state, asOf(proposal, approvedAt, marks, 0), approvedAt);
  const cycle = currentFunding(fundingLedgerOf(state, proposal.id));
  if (!cycle) return;
  const steps: Step[] = marks.map(([, mark], index) => ({ at: mark.marcado_em, run: (draft, at) => reconcileFunding(draft, asOf(proposal, approvedAt, marks, index + 1), at) }));
  const command = (decide: (ledger: FundingEntry[], at: Millis) => FundingEntry | FundingEntry[]) => (draft: MemoryState, at: Millis) =>
    appendAt(draft, proposal.id, [decide(fundingLedgerOf(draft, proposal.id), at)].flat(), at);
  for (const tranche of cycle.parcelas) {
    const mark = marks.find(([marco]) => marco === tranche.marco)?.[1];
    if (!mark) continue;
    const key = { propostaId: proposal.id, parcela: tranche.parcela };
    const told = story?.parcela === tranche.parcela ? story.story : null;
    const released = mark.marcado_em;
    if (told === 'atrasada') continue;
    if (!told && released + DAY > now) continue; // released today: not checked yet
    steps.push({ at: released + 4 * HOUR, run: command((ledger, at) => startVerification(ledger, key, admin, at)) });
    if (told === 'recusada' || told === 'reenviada') {
      steps.push({ at: released + DAY, run: command((ledger, at) => refuseTranche(ledger, { ...key, motivo: refusalReasons[tranche.parcela] ?? refusalReasons[2] }, admin, at)) });
      if (told === 'reenviada') {
        const owner: Actor = { uid: proposal.integrador_id, role: 'integrador' };
        steps.push({
          at: now - DAY,
          run: command((ledger, at) => {
            const record = readDoc(state, integrators, proposal.integrador_id);
            const arquivos = resentFiles(proposal, mark.arquivos[0], tranche.marco, at);
            return resubmitEvidence(ledger, readDoc(state, proposals, proposal.id), { ...key, arquivos }, owner, record, null, null, at);
          }),
        });
      }
      continue;
    }
    steps.push({ at: released + 6 * HOUR, run: command((ledger, at) => acceptTranche(ledger, key, admin, at)) });
    if (told === 'aprovada') continue;
    payouts.count += 1;
    const pix = payouts.count % 3 !== 0;
    steps.push({
      at: released + DAY,
      run: command((ledger, at) => {
        const payout = { ...key, valor_centavos: tranche.valor_centavos, data_pagamento: saoPauloDayKey(at), forma: pix ? 'pix' : 'transferencia', referencia: pix ? endToEndId(at, `${proposal.id}${tranche.parcela}`) : `TED ${String(100_000 + payouts.count)}` };
        return recordTranchePayouts(new Map([[proposal.id, ledger]]), new Map([[proposal.integrador_id, true]]), { pagamentos: [payout] }, admin, at);
      }),
    });
  }
  for (const step of steps.sort((a, b) => a.at - b.at)) step.run(state, Math.min(step.at, now));
  // The proposal as it is now (finalised ones included): nothing left to do, as a replay.
  reconcileFunding(state, readDoc(state, proposals, proposal.id) ?? proposal, now);
}

/** Every approved or finalised seeded proposal's funding, the oldest approval first. */
export function seedFundingLedger(state: MemoryState, now: Millis): void {
  const seeded = readCollection(state, proposals) as ProposalWithInstallation[];
  const stories = fundingStories(seeded);
  const payouts = { count: 0 };
  const funded = seeded
    .filter((proposal) => proposal.status === 'aprovada' || proposal.status === 'finalizada')
    .sort((a, b) => (a.instalacao?.aprovada_em ?? a.status_desde ?? 0) - (b.instalacao?.aprovada_em ?? b.status_desde ?? 0) || a.id.localeCompare(b.id));
  for (const proposal of funded) seedProposalFunding(state, proposal, stories.get(proposal.id), now, payouts);
}
