import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, defaultZoom, stepZoom } from './zoom';

describe('viewer zoom', () => {
  it('steps by 25 % from 100 %', () => {
    expect(stepZoom(defaultZoom, 1)).toBe(125);
    expect(stepZoom(defaultZoom, -1)).toBe(75);
  });

  it('walks 25 % … 300 % and stops at both ends', () => {
    const seen = [25];
    while (canZoomIn(seen.at(-1) ?? 0)) seen.push(stepZoom(seen.at(-1) ?? 0, 1));
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => 25 * (i + 1)));
    expect(stepZoom(300, 1)).toBe(300);
    expect(stepZoom(25, -1)).toBe(25);
    expect(canZoomOut(25)).toBe(false);
    expect(canZoomIn(300)).toBe(false);
  });

  it('snaps a value between steps to the next step', () => {
    expect(stepZoom(110, 1)).toBe(125);
    expect(stepZoom(110, -1)).toBe(100);
  });
});
