/**
 * A card as placed on a board: a framer-motion layout element (it glides when it changes column or
 * place, once board-motion.tsx has loaded the features), draggable by admins (the whole card with the mouse, the grip with the keyboard), and for
 * integrators a card that answers a drag attempt with the spec's refusal.
 */
import { chakra, IconButton } from '@chakra-ui/react';
import { useDraggable, type DraggableAttributes } from '@dnd-kit/core';
import { m } from 'framer-motion';
import { memo, useRef, type CSSProperties, type PointerEvent } from 'react';
import type { Proposal } from '@solarcred/domain/model';
import { proposals as proposalText } from '@solarcred/domain/messages';
import { notifyError } from '../../../ui/toaster';
import { CardFrame, ProposalCardBody } from './proposal-card';

/** Pixels the pointer travels before a drag starts (file 001 section 4). */
export const DRAG_ACTIVATION_PX = 8;

function GripIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
      {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}

/** Keeps the client name clear of the grip placed over the corner. */
const handleSpace = <chakra.span w="6" flexShrink={0} aria-hidden="true" />;

interface BoardCardProps {
  proposal: Proposal;
  admin: boolean;
  highlighted: boolean;
  onDetails: (id: string) => void;
}

/** The grip: the keyboard's way to pick the card up (the mouse takes the whole card). */
const Grip = memo(function Grip({ client, attributes, setRef }: { client: string; attributes: DraggableAttributes; setRef: (element: HTMLElement | null) => void }) {
  return (
    <IconButton
      position="absolute"
      top="2"
      right="2"
      ref={setRef}
      {...attributes}
      aria-label={`Mover proposta de ${client}`}
      size="2xs"
      variant="ghost"
      cursor="grab"
      data-testid="drag-handle"
    >
      <GripIcon />
    </IconButton>
  );
});

const DraggableFace = memo(function DraggableFace({ proposal, highlighted, dragging, onDetails }: Omit<BoardCardProps, 'admin'> & { dragging: boolean }) {
  return (
    <CardFrame highlighted={highlighted} dragging={dragging}>
      <ProposalCardBody proposal={proposal} admin onDetails={onDetails} handle={handleSpace} />
    </CardFrame>
  );
});

/**
 * The card as dnd-kit sees it. dnd-kit re-renders every draggable when a drag starts, crosses a
 * column or ends; this component is a plain element around memoised parts, so those re-renders
 * stay cheap on a full board. No text selection starts on it (a press that becomes a drag must
 * not select the client's name first), and touch drags are the board's, not the page's scroll.
 */
function DraggableCard({ proposal, highlighted, onDetails }: Omit<BoardCardProps, 'admin'>) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: proposal.id,
    data: { proposal, from: proposal.status },
    attributes: { roleDescription: 'proposta arrastável' },
  });
  return (
    <div ref={setNodeRef} {...listeners} style={cardStyle} data-testid="board-card" data-id={proposal.id}>
      <DraggableFace proposal={proposal} highlighted={highlighted} dragging={isDragging} onDetails={onDetails} />
      <Grip client={proposal.cliente_nome} attributes={attributes} setRef={setActivatorNodeRef} />
    </div>
  );
}

const cardStyle: CSSProperties = { position: 'relative', cursor: 'grab', touchAction: 'none', userSelect: 'none', WebkitUserSelect: 'none' };

/** Integrators see the cards but cannot move them: a drag gesture gets the spec's refusal. */
function ViewOnlyCard({ proposal, highlighted, onDetails }: Omit<BoardCardProps, 'admin'>) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY };
    const move = (moveEvent: globalThis.PointerEvent) => {
      const from = start.current;
      if (!from || Math.hypot(moveEvent.clientX - from.x, moveEvent.clientY - from.y) < DRAG_ACTIVATION_PX) return;
      stop();
      notifyError('low', { title: proposalText.onlyAdminsMove });
    };
    const stop = () => {
      start.current = null;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };
  return (
    <chakra.div onPointerDown={onPointerDown} data-testid="board-card" data-id={proposal.id}>
      <CardFrame highlighted={highlighted}>
        <ProposalCardBody proposal={proposal} admin={false} onDetails={onDetails} />
      </CardFrame>
    </chakra.div>
  );
}

export const BoardCard = memo(function BoardCard({ admin, ...props }: BoardCardProps) {
  return (
    <m.div layout="position" layoutId={`proposal-${props.proposal.id}`} transition={{ type: 'spring', stiffness: 500, damping: 40 }}>
      {admin ? <DraggableCard {...props} /> : <ViewOnlyCard {...props} />}
    </m.div>
  );
});
