/** A page without the design system (the customer's link, issue 28) shows only the plain toasts. */
import { describe, expect, it, vi } from 'vitest';
import { notifyInfo, plainToastsOnly } from './toaster';

const regionLoaded = vi.fn();
vi.mock('./toast-region', () => {
  regionLoaded();
  return {};
});

describe('plainToastsOnly', () => {
  it('puts an empty polite live region on the page first, then shows each toast in it at once, never loading Chakra’s', () => {
    plainToastsOnly();
    const region = document.querySelector('[aria-live="polite"]');
    expect(region?.childElementCount).toBe(0);
    notifyInfo('Recuperamos o que você já tinha preenchido neste aparelho.');
    expect(region?.querySelector('[role="status"]')?.textContent).toContain('Recuperamos o que você já tinha preenchido');
    expect(regionLoaded).not.toHaveBeenCalled();
  });
});
