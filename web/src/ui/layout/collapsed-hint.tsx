import { cloneElement, useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type Ref } from 'react';
import { onDemand, type Activation } from './first-use';

// The tooltips' code loads with the first pointer over (or focus on) a collapsed entry.
const tooltip = onDemand(() => import('./collapsed-hint-tooltip'));

type TooltipModule = typeof import('./collapsed-hint-tooltip');
type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
};

/**
 * While the sidebar is collapsed, shows an entry's label beside it on hover and focus. Before the
 * tooltip's code is there the entry is drawn as is; when it arrives (for this entry or another)
 * the entry is swapped for the tooltip's trigger, which keeps its focus and, under the pointer,
 * opens as if the pointer had just moved.
 */
export function CollapsedHint({ label, enabled, children }: { label: string; enabled: boolean; children: ReactElement<TriggerProps> }) {
  const element = useRef<HTMLElement>(null);
  const pointer = useRef<Activation['pointer']>(undefined);
  const [loaded, setLoaded] = useState<{ module: TooltipModule; activation?: Activation } | null>(() => {
    const module = tooltip.current();
    return module ? { module } : null;
  });
  useEffect(() => {
    if (loaded || !enabled) return;
    const swap = () => {
      const module = tooltip.current();
      if (!module) return;
      const focused = element.current !== null && element.current === document.activeElement;
      setLoaded({ module, activation: { focused, pointer: pointer.current } });
    };
    swap(); // it may have arrived while the sidebar was expanded
    return tooltip.subscribe(swap);
  }, [loaded, enabled]);

  if (!enabled) return children;
  if (loaded) return <loaded.module.CollapsedHintTooltip label={label} activation={loaded.activation}>{children}</loaded.module.CollapsedHintTooltip>;
  const own = children.props;
  const warm = () => void tooltip.load().catch(() => undefined);
  return cloneElement(children, {
    ref: element,
    onFocus: (event) => {
      own.onFocus?.(event);
      warm();
    },
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      pointer.current = { x: event.clientX, y: event.clientY };
      warm();
    },
    onPointerMove: (event) => {
      own.onPointerMove?.(event);
      pointer.current = { x: event.clientX, y: event.clientY };
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      pointer.current = undefined;
    },
  });
}
