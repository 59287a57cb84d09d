import { useLayoutEffect, useRef, type HTMLAttributes, type PointerEvent, type RefObject } from 'react';

export interface DragPan {
  /** Call before changing the zoom: the point now at the frame's centre stays there. */
  keepCentre: () => void;
  handlers: Pick<HTMLAttributes<HTMLDivElement>, 'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'>;
}

/**
 * Drag to pan a scrolling frame: the pointer moves the content (the frame's scroll position), so
 * the keyboard (arrow keys on the focused frame) and the scrollbars pan it too. When the zoom
 * changes, the point at the frame's centre stays there.
 */
export function useDragPan(frame: RefObject<HTMLDivElement | null>, zoom: number): DragPan {
  const drag = useRef<{ x: number; y: number; left: number; top: number; id: number } | null>(null);
  const centre = useRef({ x: 0.5, y: 0.5 });

  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return;
    el.scrollLeft = centre.current.x * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = centre.current.y * el.scrollHeight - el.clientHeight / 2;
  }, [frame, zoom]);

  const keepCentre = () => {
    const el = frame.current;
    if (!el || el.scrollWidth === 0 || el.scrollHeight === 0) return;
    centre.current = {
      x: (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth,
      y: (el.scrollTop + el.clientHeight / 2) / el.scrollHeight,
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const el = frame.current;
    if (!el || event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, left: el.scrollLeft, top: el.scrollTop, id: event.pointerId };
    el.setPointerCapture(event.pointerId);
    el.dataset['dragging'] = 'true';
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const el = frame.current;
    const start = drag.current;
    if (!el || !start || start.id !== event.pointerId) return;
    el.scrollLeft = start.left - (event.clientX - start.x);
    el.scrollTop = start.top - (event.clientY - start.y);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const el = frame.current;
    if (!el || drag.current?.id !== event.pointerId) return;
    drag.current = null;
    if (el.hasPointerCapture(event.pointerId)) el.releasePointerCapture(event.pointerId);
    delete el.dataset['dragging'];
  };

  return { keepCentre, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
