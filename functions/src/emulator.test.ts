import { describe, expect, it } from 'vitest';
import { firestoreMissingInEmulator } from './emulator';

describe('firestoreMissingInEmulator', () => {
  it('is true only in the Functions emulator without a Firestore emulator host', () => {
    expect(firestoreMissingInEmulator({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(firestoreMissingInEmulator({ FUNCTIONS_EMULATOR: 'true', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toBe(false);
    expect(firestoreMissingInEmulator({})).toBe(false);
  });
});
