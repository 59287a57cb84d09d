import { describe, expect, it } from 'vitest';
import { EDGE_BAND_PX, EDGE_STEP_PX, edgeScrollStep } from './edge-scroll';

describe('edgeScrollStep', () => {
  const [left, right] = [100, 1100];

  it('does not scroll away from the edges', () => {
    expect(edgeScrollStep(600, left, right)).toBe(0);
    expect(edgeScrollStep(left + EDGE_BAND_PX, left, right)).toBe(0);
    expect(edgeScrollStep(right - EDGE_BAND_PX, left, right)).toBe(0);
  });

  it('scrolls towards the edge the pointer is near, further the nearer it is', () => {
    const near = edgeScrollStep(right - EDGE_BAND_PX / 2, left, right);
    expect(near).toBeGreaterThan(0);
    expect(edgeScrollStep(right - 1, left, right)).toBeGreaterThan(near);
    expect(edgeScrollStep(left + 1, left, right)).toBeLessThan(0);
  });

  it('never steps further than EDGE_STEP_PX, even beyond the edge', () => {
    expect(edgeScrollStep(right + 500, left, right)).toBe(EDGE_STEP_PX);
    expect(edgeScrollStep(left - 500, left, right)).toBe(-EDGE_STEP_PX);
  });

  it('keeps the bands to a quarter of a narrow board', () => {
    expect(edgeScrollStep(150, 0, 200)).toBe(0);
    expect(edgeScrollStep(151, 0, 200)).toBeGreaterThan(0);
  });
});
