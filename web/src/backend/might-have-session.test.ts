import { describe, expect, it } from 'vitest';
import { mightHaveSession } from './index';

const storageWith = (...keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });

describe('mightHaveSession', () => {
  it('is false for a browser that never signed in', () => {
    expect(mightHaveSession(storageWith())).toBe(false);
    expect(mightHaveSession(storageWith('proposal_draft', 'solarcred_error_log'))).toBe(false);
  });

  it('is true when Firebase Auth or the demo has stored state', () => {
    expect(mightHaveSession(storageWith('firebase:authUser:demo-api-key:[DEFAULT]'))).toBe(true);
    expect(mightHaveSession(storageWith('solarcred-demo-state'))).toBe(true);
  });
});
