/**
 * The status clocks' demo data (issue 15): the default SLAs in config/sla, and late cards: every
 * other open proposal sent two weeks ago or more entered its column at least two weeks ago
 * (always past any default SLA, whatever the weekday of seeding); the rest entered theirs an hour
 * or three ago (never past one). Each proposal's last history entry follows its status_desde.
 */
import { slaSettingsDoc } from '@solarcred/domain/data/config';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import { defaultSlaHours, slaOf } from '@solarcred/domain/sla';
import { putDoc, putSingle, readCollection, type MemoryState } from './store';

const HOUR = 60 * 60 * 1000;
const LATE_AGE = 14 * 24 * HOUR;

export function seedSla(state: MemoryState, now: number): void {
  putSingle(state, slaSettingsDoc, { horas: defaultSlaHours });
  readCollection(state, proposals).forEach((proposal, index) => {
    if (slaOf(defaultSlaHours, proposal.status) === null) return;
    const late = proposal.created_at <= now - LATE_AGE && index % 2 === 0;
    const since = late ? Math.min(proposal.status_desde ?? proposal.created_at, now - LATE_AGE) : now - (1 + (index % 3)) * HOUR;
    putDoc(state, proposals, { ...proposal, status_desde: since });
    const history = readCollection(state, proposalHistory(proposal.id));
    const last = history.reduce<(typeof history)[number] | null>((newest, entry) => (!newest || entry.em > newest.em ? entry : newest), null);
    if (last) putDoc(state, proposalHistory(proposal.id), { ...last, em: since });
  });
}
