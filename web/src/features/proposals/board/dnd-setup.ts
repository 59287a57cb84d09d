/**
 * dnd-kit settings of the admin board: pointer drags start after 8 px, the keyboard jumps a whole
 * column per arrow key, drops land where the pointer is (or, for the keyboard, where the card is),
 * and the screen-reader announcements speak Portuguese.
 */
import {
  pointerWithin,
  rectIntersection,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { Proposal } from '@solarcred/domain/model';
import { proposalStatuses, type ProposalStatus } from '@solarcred/domain/options';
import { proposalStatusLabel } from '@solarcred/domain/proposal-status';
import { boardText } from './board-text';

export const dropTarget: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

const isStatus = (id: UniqueIdentifier | undefined): id is ProposalStatus =>
  typeof id === 'string' && (proposalStatuses as readonly string[]).includes(id);

/** Left and right arrows move the dragged card to the previous or next column's top. */
export function columnJumps(columnOfCard: (id: UniqueIdentifier) => ProposalStatus | null): KeyboardCoordinateGetter {
  return (event, { context: { active, over, droppableRects, collisionRect } }) => {
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || active === null) return undefined;
    event.preventDefault();
    const from = isStatus(over?.id) ? over.id : columnOfCard(active.id);
    const index = Math.min(Math.max(proposalStatuses.indexOf(from ?? 'enviada') + step, 0), proposalStatuses.length - 1);
    const rect = droppableRects.get(proposalStatuses[index] ?? 'enviada');
    if (!rect) return undefined;
    const width = collisionRect?.width ?? 0;
    return { x: rect.left + (rect.width - width) / 2, y: rect.top + 48 };
  };
}

const clientOf = (data: unknown) => (data as { proposal?: Proposal } | undefined)?.proposal?.cliente_nome ?? '';
const columnName = (id: UniqueIdentifier) => proposalStatusLabel(String(id));

export const announcements: Announcements = {
  onDragStart: ({ active }) => boardText.picked(clientOf(active.data.current), columnName(String(active.data.current?.['from'] ?? ''))),
  onDragOver: ({ active, over }) =>
    over ? boardText.over(clientOf(active.data.current), columnName(over.id)) : boardText.outside(clientOf(active.data.current)),
  onDragEnd: ({ active, over }) =>
    over ? boardText.dropped(clientOf(active.data.current), columnName(over.id)) : boardText.droppedNowhere(clientOf(active.data.current)),
  onDragCancel: ({ active }) => boardText.cancelled(clientOf(active.data.current)),
};

export const screenReaderInstructions = { draggable: boardText.instructions };
