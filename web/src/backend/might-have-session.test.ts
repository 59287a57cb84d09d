import { describe, expect, it } from 'vitest';
import { mightHaveSession } from './index';

const storageWith = (...keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });
const tabWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('mightHaveSession', () => {
  it('is false for a browser that never signed in', () => {
    expect(mightHaveSession(storageWith())).toBe(false);
    expect(mightHaveSession(storageWith('proposal_draft', 'solarcred_error_log'))).toBe(false);
  });

  it('is true when Firebase Auth or the demo has stored state', () => {
    expect(mightHaveSession(storageWith('firebase:authUser:demo-api-key:[DEFAULT]'))).toBe(true);
    expect(mightHaveSession(storageWith('solarcred-demo-state'))).toBe(true);
  });

  it('is true for a demo tab holding a signed-in user, before the demo data is stored', () => {
    expect(mightHaveSession(storageWith(), tabWith({ 'solarcred-demo-session': 'int-aprovado' }))).toBe(true);
    expect(mightHaveSession(storageWith(), tabWith({ 'solarcred-demo-session': '' }))).toBe(false);
  });
});
