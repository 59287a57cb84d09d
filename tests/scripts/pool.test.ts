import { describe, expect, it } from 'vitest';
import { inPool } from '../../scripts/lib/pool.mjs';

describe('inPool', () => {
  it('keeps the items’ order and never runs more than the pool size at once', async () => {
    let running = 0;
    let most = 0;
    const results = await inPool([30, 5, 20, 1, 10], 2, async (ms) => {
      running++;
      most = Math.max(most, running);
      await new Promise((done) => setTimeout(done, ms));
      running--;
      return ms * 2;
    });
    expect(results).toEqual([60, 10, 40, 2, 20]);
    expect(most).toBe(2);
  });

  it('runs everything with a pool of one, and answers an empty list', async () => {
    const order: number[] = [];
    await inPool([3, 1, 2], 1, async (n) => {
      order.push(n);
    });
    expect(order).toEqual([3, 1, 2]);
    expect(await inPool([], 4, async () => 1)).toEqual([]);
  });
});
