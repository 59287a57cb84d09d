/**
 * Service levels per proposal status (issue 15): how many business hours a proposal may stay in
 * a status before it is late. Stored once, in config/sla (admins write it; every signed-in user
 * reads it). A status without a number has no SLA (the final ones, by default).
 */
import { businessCutoff } from './business-hours';
import type { Millis } from './model';
import { proposalStatuses, type ProposalStatus } from './options';

export type SlaHours = Partial<Record<ProposalStatus, number | null>>;

/** config/sla */
export interface SlaSettings {
  horas: SlaHours;
  updated_by?: string;
  updated_at?: Millis;
}

/** The largest SLA an admin may set: a quarter of a year of business days. */
export const slaMaxHours = 650;

/** What the demo and a fresh project start with (and what the board uses until an admin saves). */
export const defaultSlaHours: SlaHours = { enviada: 8, em_analise: 16, pendente_correcao: 40, corrigida_usuario: 8 };

/**
 * The late clocks move in steps of this many minutes: the highlight and the columns' late counts
 * (an aggregation query each) are computed for the same step, so they agree, and a board costs
 * at most one count read per status with an SLA per step during business hours (none at night).
 */
export const slaStepMs = 5 * 60_000;


/** The SLA of a status, or null when it has none. */
export function slaOf(horas: SlaHours, status: string): number | null {
  const value = horas[status as ProposalStatus];
  return typeof value === 'number' && value > 0 ? value : null;
}

export type SlaCutoffs = Partial<Record<ProposalStatus, number>>;

/** The start of the step that holds `now`. */
export const slaStep = (now: number) => Math.floor(now / slaStepMs) * slaStepMs;

/** Per status with an SLA: proposals in it since before this instant are late (see businessCutoff). */
export function lateCutoffs(horas: SlaHours, now: number): SlaCutoffs {
  const cutoffs: SlaCutoffs = {};
  for (const status of proposalStatuses) {
    const hours = slaOf(horas, status);
    if (hours !== null) cutoffs[status] = businessCutoff(now, hours);
  }
  return cutoffs;
}

/** When the proposal entered its status (older documents have only created_at). */
export const statusSince = (proposal: { status_desde?: Millis | undefined; created_at: Millis }) => proposal.status_desde ?? proposal.created_at;

/**
 * Whether the proposal has overstayed its status's SLA. Only `status_desde` counts (documents
 * without it never match the late-count query either, so the highlight and the counts agree).
 */
export function isLate(proposal: { status: string; status_desde?: Millis | undefined }, cutoffs: SlaCutoffs): boolean {
  const cutoff = cutoffs[proposal.status as ProposalStatus];
  return cutoff !== undefined && proposal.status_desde !== undefined && proposal.status_desde < cutoff;
}
