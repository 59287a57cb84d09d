/**
 * What a tranche waits for, in plain words (issue 48): its milestone, the SolarCred's check, the
 * integrator's new evidence, the payout; and the day it is expected. Shared by the company's rows
 * (StoredFunding's tranches) and the vendedor's (the proposal's summary, without amounts).
 */
import { milestoneLabel, type MilestoneId } from '@solarcred/domain/installation/milestones';
import { isoToDateBr } from '@solarcred/domain/masks';
import { isClockedSituation } from '@solarcred/domain/funding/ledger';
import type { IsoDate, TrancheSituation } from '@solarcred/domain/funding/types';
import { financeText as text } from './texts';

/** The parts of a tranche the words need (a vendedor's summary has no reason, no payout day). */
export interface TrancheFacts {
  marco: MilestoneId;
  situacao: TrancheSituation;
  prazo: IsoDate | null;
  motivo_recusa?: string | null;
  data_pagamento?: IsoDate | null;
}

const day = (iso: IsoDate | null | undefined) => (iso ? (isoToDateBr(iso) ?? iso) : '');

export function blockerOf(tranche: TrancheFacts): string {
  switch (tranche.situacao) {
    case 'bloqueada': return text.blocker.bloqueada(milestoneLabel(tranche.marco));
    case 'liberada': return text.blocker.liberada;
    case 'em_verificacao': return text.blocker.em_verificacao;
    case 'recusada': return tranche.motivo_recusa?.trim() ? text.blocker.recusada(tranche.motivo_recusa.trim()) : text.blocker.recusadaSemMotivo;
    case 'aprovada': return tranche.prazo ? text.blocker.aprovada(day(tranche.prazo)) : text.blocker.aprovadaSemPrazo;
    case 'paga': return tranche.data_pagamento ? text.blocker.paga(day(tranche.data_pagamento)) : text.blocker.pagaSemData;
    case 'estornada': return text.blocker.estornada;
    case 'clawback': return text.blocker.clawback;
  }
}

/** The expected day's line ('Previsto até 03/12/2026'), while the clock runs. */
export function expectedOf(tranche: Pick<TrancheFacts, 'situacao' | 'prazo'>): string | null {
  return isClockedSituation(tranche.situacao) && tranche.prazo ? text.expected(day(tranche.prazo)) : null;
}
