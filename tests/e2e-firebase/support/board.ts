/**
 * Putting a card back where the seed had it, on the Firebase adapter. The card's optimistic place
 * on the dragging page is not enough: a page closed before its moveProposal call went out leaves
 * the proposal moved, and a counters trigger still running changes the counts the next file reads.
 */
import type { Page } from 'playwright-core';
import type { ProposalStatus } from '@solarcred/domain/options';
import { cardIn, column, dragWithMouse } from '../../e2e/support/kanban';
import { db } from '../../functions/firestore-admin';
import { waitFor } from '../../functions/auth-emulator';

/** How many proposals the counters document gives `status`, and how many the collection holds. */
async function countedAndStored(status: ProposalStatus): Promise<[number, number]> {
  const counted = Number((await db().doc('stats/propostas').get()).data()?.['por_status']?.[status] ?? 0);
  const stored = (await db().collection('propostas').where('status', '==', status).count().get()).data().count;
  return [counted, stored];
}

/** Waits until the server stores the proposal in `to` and the counters document counts the move. */
export async function movedAndCounted(id: string, from: ProposalStatus, to: ProposalStatus): Promise<void> {
  await waitFor(`${id} stored in ${to}`, async () => ((await db().doc(`propostas/${id}`).get()).data()?.['status'] === to ? true : undefined));
  for (const status of [from, to]) {
    await waitFor(`the counters agree on ${status}`, async () => {
      const [counted, stored] = await countedAndStored(status);
      return counted === stored ? true : undefined;
    });
  }
}

/** Drags the card from `from` to `to` and waits until the move is stored and counted. */
export async function dragBackAndSettle(page: Page, id: string, from: ProposalStatus, to: ProposalStatus): Promise<void> {
  await dragWithMouse(page, cardIn(page, from, id), column(page, to));
  await movedAndCounted(id, from, to);
}
