import { describe, expect, it } from 'vitest';
import { scrollAfterDrop } from './drop-scroll';

describe('scrollAfterDrop', () => {
  const view = 900;

  it('goes back to the drag start when the target column was fully visible there', () => {
    expect(scrollAfterDrop(0, view, { left: 292, right: 572 })).toBe(0);
    expect(scrollAfterDrop(300, view, { left: 300, right: 580 })).toBe(300);
  });

  it('shows the whole target column, moving as little as possible', () => {
    expect(scrollAfterDrop(0, view, { left: 876, right: 1156 })).toBe(1156 - view);
    expect(scrollAfterDrop(600, view, { left: 292, right: 572 })).toBe(292);
  });

  it('starts at the column when it is wider than the view, and stays put without a target', () => {
    expect(scrollAfterDrop(0, 250, { left: 316, right: 620 })).toBe(316);
    expect(scrollAfterDrop(40, view, null)).toBe(40);
  });
});
