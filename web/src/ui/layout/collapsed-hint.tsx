import { cloneElement, useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type Ref } from 'react';
import { onDemand } from './first-use';
import type { CollapsedHintTooltip } from './collapsed-hint-tooltip';

// The tooltips' code loads with the first pointer over (or focus on) a collapsed entry.
const tooltip = onDemand(() => import('./collapsed-hint-tooltip'));

type Loaded = { Tooltip: typeof CollapsedHintTooltip; activation?: { focused: boolean; showNow: boolean } };
type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
};

/**
 * While the sidebar is collapsed, shows an entry's label beside it on hover and focus. Before the
 * tooltip's code is there the entry is drawn as is; when it arrives (for this entry or another)
 * the entry is swapped for the tooltip's trigger, which keeps its focus and shows the label at
 * once if the entry was under the pointer or focused.
 */
export function CollapsedHint({ label, enabled, children }: { label: string; enabled: boolean; children: ReactElement<TriggerProps> }) {
  const element = useRef<HTMLElement>(null);
  const hovered = useRef(false);
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const module = tooltip.current();
    return module ? { Tooltip: module.CollapsedHintTooltip } : null;
  });
  useEffect(() => {
    if (loaded || !enabled) return;
    const swap = () => {
      const module = tooltip.current();
      if (!module) return;
      const focused = element.current !== null && element.current === document.activeElement;
      // Focus counts whatever moved it (keys, a screen reader, a script): the focus-visible
      // tracker zag's tooltip asks starts with the module, after that focus.
      setLoaded({ Tooltip: module.CollapsedHintTooltip, activation: { focused, showNow: focused || hovered.current } });
    };
    swap(); // it may have arrived while the sidebar was expanded
    return tooltip.subscribe(swap);
  }, [loaded, enabled]);

  if (!enabled) return children;
  if (loaded) return <loaded.Tooltip label={label} activation={loaded.activation}>{children}</loaded.Tooltip>;
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
      if (event.pointerType !== 'touch') hovered.current = true;
      warm();
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      hovered.current = false;
    },
  });
}
