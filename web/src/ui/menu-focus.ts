import type { RefObject } from 'react';

/**
 * An `onEscapeKeyDown` for a menu that sends focus back to its trigger. Zag's menu focuses its
 * list a frame after each highlight (requestAnimationFrame) but gives focus back to the trigger at
 * once on Escape (a microtask): an Escape within that frame — a quick key, a busy phone — let the
 * late focus land on the closing list, and focus fell to the page. A frame after the Escape, when
 * that late focus has run, the trigger takes focus back unless something outside the menu holds it.
 */
export function escapeReturnsFocusTo(trigger: RefObject<HTMLElement | null>): () => void {
  return () => {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || active.closest('[role="menu"]') !== null;
      if (lost) trigger.current?.focus({ preventScroll: true });
    });
  };
}
