/** Walking a page with the Tab key, as a keyboard user does, and reading what each stop shows. */
import type { Page } from 'playwright-core';

export interface TabStop {
  /** Tag, role and name, for messages. */
  label: string;
  /** An outline or ring is drawn on the element (or, for a visually hidden input, on its control). */
  indicated: boolean;
  /** Some of it is inside the viewport once focused. */
  inView: boolean;
}

type Seen = { __tabSeen?: Element[] };

/** Reads the focused element and remembers it; `null` when focus is back on one already seen. */
function readFocus(): TabStop | 'again' | 'none' {
  const element = document.activeElement;
  if (!element || element === document.body) return 'none';
  const seen = ((window as unknown as Seen).__tabSeen ??= []);
  if (seen.includes(element)) return 'again';
  seen.push(element);
  const drawn = (node: Element) => {
    const style = getComputedStyle(node);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  };
  const box = element.getBoundingClientRect();
  // Visually hidden inputs (checkboxes, file pickers) show their focus on the visible control around or next to them.
  const hidden = box.width <= 2 || box.height <= 2;
  const scope = hidden ? (element.closest('label') ?? element.parentElement) : null;
  const indicated = drawn(element) || (scope !== null && (drawn(scope) || [...scope.querySelectorAll('*')].some(drawn)));
  const shown = scope ? scope.getBoundingClientRect() : box;
  const inView = shown.bottom > 0 && shown.right > 0 && shown.top < innerHeight && shown.left < innerWidth;
  const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
  const role = element.getAttribute('role') ?? element.getAttribute('type') ?? '';
  return { label: `<${element.tagName.toLowerCase()}${role ? ` ${role}` : ''}> ${name}`, indicated, inView };
}

/**
 * Presses Tab until focus comes back to an element already visited (or `limit` presses) and
 * returns every stop, in order. Starts from wherever focus is.
 */
export async function tabThrough(page: Page, limit = 80): Promise<TabStop[]> {
  await page.evaluate(() => {
    (window as unknown as Seen).__tabSeen = [];
  });
  const stops: TabStop[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(readFocus);
    if (stop === 'again') break;
    if (stop !== 'none') stops.push(stop);
  }
  return stops;
}

/**
 * Visible controls the last `tabThrough` did not reach: links, buttons and fields, except the
 * non-current items of composite widgets (tabs, radio groups, menus), which arrows reach.
 */
export async function unreachedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (window as unknown as Seen).__tabSeen ?? [];
    const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const composite = '[role="tablist"], [role="radiogroup"], [role="menu"], [role="listbox"], [role="toolbar"]';
    return [...document.querySelectorAll(selector)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2 || getComputedStyle(element).visibility === 'hidden') return false;
        if (element.closest('[inert], [aria-hidden="true"]')) return false;
        if (element.getAttribute('tabindex') === '-1' && element.closest(composite)) return false;
        return !seen.includes(element);
      })
      .map((element) => `<${element.tagName.toLowerCase()}> ${element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40)}`);
  });
}
