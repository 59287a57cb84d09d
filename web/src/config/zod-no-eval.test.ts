import { describe, expect, it } from 'vitest';

describe('zod-no-eval', () => {
  it('puts zod in jitless mode before zod is loaded', async () => {
    await import('./zod-no-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
