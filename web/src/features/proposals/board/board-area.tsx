/**
 * The seven columns and, for admins, the drag and drop: the board renders from local state (a
 * snapshot taken when a drag starts, so listener updates wait for the drop), moves optimistically,
 * and puts the card back when the callable fails. Cards moved by someone else are highlighted.
 */
import { Flex } from '@chakra-ui/react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Proposal, ProposalStats } from '@solarcred/domain/model';
import { proposalStatusOptions, type ProposalStatus } from '@solarcred/domain/options';
import { needsReason } from '@solarcred/domain/proposal-move-reason';
import { DRAG_ACTIVATION_PX } from './board-card';
import { BoardMotion, useGlidingColumns, warmMotion } from './board-motion';
import { BoardColumn } from './board-column';
import { columnOf, confirmedMoves, countsWithMoves, movesNotCounted, withPendingMoves, type CountedMove, type PendingMove } from './board-view';
import { announcements, columnJumps, dropTarget, screenReaderInstructions } from './dnd-setup';
import { saveMove } from './move-command';
import { CardFrame, ProposalCardBody } from './proposal-card';
import { LazyReasonDialog, warmReasonDialog } from './lazy-reason-dialog';
import { useArrivals } from './use-arrivals';
import { useDropScroll } from './drop-scroll';
import { useEdgeScroll } from './edge-scroll';
import type { Columns } from './use-board-data';

/** How long a card this board moved is not treated as someone else's move. */
const OWN_MOVE_MS = 10_000;

const pointerOptions = { activationConstraint: { distance: DRAG_ACTIVATION_PX } };
/** While a card travels, no text is selected anywhere on the board. */
const draggingCss = { '&[data-dragging]': { userSelect: 'none', WebkitUserSelect: 'none' } };

interface BoardAreaProps {
  live: Columns;
  counters: ProposalStats | null;
  admin: boolean;
  /** Search or message filter: the counters count everything, so 'more' follows the window. */
  filtered: boolean;
  onDetails: (id: string) => void;
  onMore: (status: ProposalStatus) => void;
}

interface Move {
  proposal: Proposal;
  from: ProposalStatus;
  to: ProposalStatus;
}

export function BoardArea({ live: incoming, counters, admin, filtered, onDetails, onMore }: BoardAreaProps) {
  const live = useGlidingColumns(incoming);
  const [frozen, setFrozen] = useState<Columns | null>(null);
  const [pending, setPending] = useState<ReadonlyMap<string, PendingMove>>(new Map());
  const [dragged, setDragged] = useState<Proposal | null>(null);
  const [asking, setAsking] = useState<Move | null>(null);
  // This board's moves the counters document may not show yet (its trigger runs after the move).
  const [countedMoves, setCountedMoves] = useState<readonly CountedMove[]>([]);
  const byStatus = counters?.por_status ?? null;
  const byStatusRef = useRef(byStatus);
  byStatusRef.current = byStatus;
  const ownMoves = useRef(new Set<string>());
  const arrived = useArrivals(live, ownMoves.current);
  const view = useMemo(() => withPendingMoves(frozen ?? live, pending), [frozen, live, pending]);
  const viewRef = useRef(view);
  viewRef.current = view;
  const boardRef = useRef<HTMLDivElement>(null);
  const dropScroll = useDropScroll(boardRef);
  const edgeScroll = useEdgeScroll(boardRef);

  // Once the counters document shows a move, its count no longer needs laying over.
  useEffect(() => {
    setCountedMoves((moves) => {
      const waiting = movesNotCounted(byStatus, moves);
      return waiting.length === moves.length ? moves : waiting;
    });
  }, [byStatus]);

  // A saved move stays laid over the live columns until they show it; while a card is in the air
  // the board shows the snapshot of the grip, which may predate the save: the move stays laid over
  // it until the drop (else the card jumped back to its old column during the next drag).
  useEffect(() => {
    if (frozen) return;
    const done = confirmedMoves(live, pending);
    if (done.length === 0) return;
    setPending((current) => new Map([...current].filter(([id]) => !done.includes(id))));
  }, [live, pending, frozen]);

  const getter = useMemo(() => columnJumps((id: UniqueIdentifier) => columnOf(viewRef.current, String(id))), []);
  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(KeyboardSensor, { coordinateGetter: getter }),
  );

  const commit = useCallback(async ({ proposal, from, to }: Move, motivo: string | null) => {
    ownMoves.current.add(proposal.id);
    setTimeout(() => ownMoves.current.delete(proposal.id), OWN_MOVE_MS);
    setPending((current) => new Map(current).set(proposal.id, { proposal, from, to, saved: false }));
    const base = byStatusRef.current;
    const countedMove: CountedMove | null = base ? { from, to, base: { from: base[from] ?? 0, to: base[to] ?? 0 } } : null;
    if (countedMove) setCountedMoves((moves) => [...moves, countedMove]);
    const saved = await saveMove(proposal.id, to, motivo);
    if (!saved && countedMove) setCountedMoves((moves) => moves.filter((move) => move !== countedMove));
    setPending((current) => {
      const next = new Map(current);
      if (saved) next.set(proposal.id, { proposal, from, to, saved: true });
      else next.delete(proposal.id);
      return next;
    });
  }, []);

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    // What a drop may need, loaded while the card travels.
    warmMotion();
    void warmReasonDialog().catch(() => undefined);
    dropScroll.remember();
    edgeScroll.start(activatorEvent);
    setFrozen(live);
    setDragged((active.data.current as { proposal?: Proposal } | undefined)?.proposal ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const proposal = (active.data.current as { proposal?: Proposal } | undefined)?.proposal;
    const from = columnOf(view, String(active.id));
    edgeScroll.stop();
    setFrozen(null);
    setDragged(null);
    const to = over?.id as ProposalStatus | undefined;
    dropScroll.settle(to ?? null);
    // Dropped outside, or where it already is: nothing happens.
    if (!proposal || !from || !to || to === from) return;
    // One reason at a time: a drop made while the dialog's code is still arriving does not replace the first.
    if (needsReason(to)) setAsking((current) => current ?? { proposal, from, to });
    else void commit({ proposal, from, to }, null);
  };
  const cancelAsking = useCallback(() => setAsking(null), []);
  const onDragCancel = () => {
    edgeScroll.stop();
    dropScroll.settle(null);
    setFrozen(null);
    setDragged(null);
  };

  const counts = countsWithMoves(byStatus, countedMoves);
  const columns = proposalStatusOptions.map(({ value: status, label }) => {
    const column = view[status];
    const count = counts ? (counts[status] ?? 0) : null;
    const more = filtered || count === null ? live[status].items.length >= column.limit : live[status].items.length < count;
    return (
      <BoardColumn key={status} status={status} label={label} count={count} items={column.items} loading={column.loading}
        more={more} admin={admin} highlighted={arrived} onDetails={onDetails} onMore={onMore} />
    );
  });

  return (
    <BoardMotion>
      <DndContext
        sensors={admin ? sensors : []}
        collisionDetection={dropTarget}
        accessibility={{ announcements, screenReaderInstructions }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        // The board scrolls only while the pointer moves near its edge (edge-scroll.ts): dnd-kit's
        // auto-scroll went on under a pointer resting on its target column.
        autoScroll={false}
      >
        <Flex ref={boardRef} gap="3" overflowX="auto" pb="3" align="flex-start" data-testid="board" data-dragging={dragged ? 'true' : undefined} css={draggingCss}>
          {columns}
        </Flex>
        <DragOverlay dropAnimation={null}>
          {dragged && (
            <CardFrame overlay>
              <ProposalCardBody proposal={dragged} admin />
            </CardFrame>
          )}
        </DragOverlay>
      </DndContext>
      <LazyReasonDialog
        request={asking && { client: asking.proposal.cliente_nome, to: asking.to }}
        onCancel={cancelAsking}
        onConfirm={(motivo) => {
          if (asking) void commit(asking, motivo);
          setAsking(null);
        }}
      />
    </BoardMotion>
  );
}
