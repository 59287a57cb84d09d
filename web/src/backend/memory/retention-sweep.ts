/**
 * The retention sweep on the demo's store (issue 51), run with the daily jobs when the demo loads:
 * the same decisions as functions/src/retention/sweep.ts (domain/privacy/retention.ts), taken from
 * each document's own dates, and the same log in retencao_execucoes. Once a day: a run already
 * logged for the day (São Paulo) leaves the store alone. The demo's files live in the tab's memory
 * and go with it, so its Storage kinds count nothing; it has no guest Auth users.
 */
import { customerDrafts, customerLinks } from '@solarcred/domain/data/customer-links';
import { guestLiveViews } from '@solarcred/domain/data/guest-views';
import { invitations } from '@solarcred/domain/data/invitations';
import { retentionRuns } from '@solarcred/domain/data/privacy';
import { dayOf } from '@solarcred/domain/installation/due-dates';
import { draftDeleteAt, invitationDeleteAt, isDue, linkDeleteAt, startedRun } from '@solarcred/domain/privacy/retention';
import type { RetentionRun } from '@solarcred/domain/privacy/types';
import { putDoc, readCollection, removeDoc, type MemoryState } from './store';

/** Sweeps the store as of `now`; answers the run it logged, or null when the day already has one. */
export function runMemoryRetention(state: MemoryState, now: number): RetentionRun | null {
  const today = dayOf(now);
  if (readCollection(state, retentionRuns).some((run) => dayOf(run.inicio) === today)) return null;
  const run = startedRun(now, 'agendado');
  const drafts = readCollection(state, customerDrafts).filter((draft) => isDue(draftDeleteAt(draft), now));
  for (const draft of drafts) removeDoc(state, customerDrafts, draft.id);
  const links = readCollection(state, customerLinks).filter((link) => isDue(linkDeleteAt(link), now));
  for (const link of links) {
    removeDoc(state, customerLinks, link.id);
    removeDoc(state, guestLiveViews, link.id);
  }
  const invites = readCollection(state, invitations).filter((invitation) => isDue(invitationDeleteAt(invitation), now));
  for (const invitation of invites) removeDoc(state, invitations, invitation.id);
  const logged: RetentionRun = {
    ...run,
    fim: now,
    contagens: { ...run.contagens, rascunhos_cliente: drafts.length, links_expirados: links.length, convites: invites.length },
  };
  putDoc(state, retentionRuns, logged);
  return logged;
}
