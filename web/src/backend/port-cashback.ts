/**
 * Cashback (issue 27) as the screens ask for it: the rates per line, the totals' counters (one
 * document, whatever the number of entries), the ledger in windows, the cycles due, and the
 * admin's commands through callables.
 */
import type { CashbackRate, CashbackRateInput } from '@solarcred/domain/cashback/cashback-rates';
import type { CashbackEntry, CashbackEntryType } from '@solarcred/domain/cashback/ledger';
import type { PayoutBatchInput } from '@solarcred/domain/cashback/payout-batch';
import type { CashbackCounters } from '@solarcred/domain/cashback/totals';
import type { StoredPayoutDestination } from '@solarcred/domain/cashback/payout-destination';
import type { PayoutDestinationInput } from '@solarcred/domain/cashback/pix-key';
import type { ClawbackInput, RecoveryInput, ReleaseInput } from '@solarcred/domain/cashback/transitions';
import type { StoredCashbackCycle } from '@solarcred/domain/data/cashback';
import type { Live } from './port';

export interface CashbackEntryFilter {
  /** 'YYYY-MM': entries registered in that São Paulo month; null for every month. */
  month: string | null;
  tipo: CashbackEntryType | null;
}

export interface CashbackPort {
  /** cashback_taxas, live: admins and approved integrators (absent lines pay none). */
  rates: Live<CashbackRate[]>;
  /** Admins: the updateCashbackRate callable. */
  updateRate(input: CashbackRateInput): Promise<void>;
  /** The counters: an integrator's own (stats_cashback/{uid}), or everyone's for an admin (null). */
  counters(integratorId: string | null): Live<CashbackCounters | null>;
  /** An integrator's entries, the newest first, at most `limit` (the screen's window). */
  entries(integratorId: string, filter: CashbackEntryFilter, limit: number): Live<CashbackEntry[]>;
  /** Every entry of one integrator in a month, for the statement's export (one read per entry). */
  monthEntries(integratorId: string, month: string): Promise<CashbackEntry[]>;
  /** Admins: cycles 'a_pagar', the earliest due first (late ones first), at most `limit`; one integrator's, or everyone's (null). */
  due(limit: number, integratorId: string | null): Live<StoredCashbackCycle[]>;
  /** Admins: cycles 'prevista' (approved, credit not yet released), the oldest approval first, at most `limit`. */
  awaitingRelease(limit: number): Live<StoredCashbackCycle[]>;
  /** Admins: cycles 'clawback' (paid, taken back, the money not yet returned), the oldest approval first, at most `limit` (issue 45). */
  toRecover(limit: number): Live<StoredCashbackCycle[]>;
  /**
   * One proposal's current cycle (cashback_ciclos/{id}), live: admins, or the company's approved
   * titular. The rules refuse a missing one to anyone but an admin (they read its integrador_id),
   * so a proposal without cashback answers an error there: the screens show nothing for it.
   */
  cycle(propostaId: string): Live<StoredCashbackCycle | null>;
  /** The integrator's own payout destination (dados_pagamento/{uid}), live; null until saved. */
  destination(integratorId: string): Live<StoredPayoutDestination | null>;
  /**
   * Re-enters the password (a wrong one: 'auth/invalid-credential'), then the savePayoutDestination
   * callable, which refuses a sign-in older than five minutes.
   */
  saveDestination(input: PayoutDestinationInput, password: string): Promise<void>;
  /** Admins: the destinations of these integrators (one read each), for a payout batch's export. */
  readDestinations(integratorIds: readonly string[]): Promise<StoredPayoutDestination[]>;
  release(input: ReleaseInput): Promise<void>;
  pay(input: PayoutBatchInput): Promise<void>;
  clawback(input: ClawbackInput): Promise<void>;
  /** Admins: the clawed-back money came back (issue 45: 'a recuperar' becomes 'recuperado'). */
  recover(input: RecoveryInput): Promise<void>;
}
