import { describe, expect, it } from 'vitest';
import { pathsIn, storageMissingInEmulator } from './stored-files';

describe('pathsIn', () => {
  it('finds every path in documents and projects', () => {
    const payload = {
      documentos: { contrato_social: { path: 'integrador-documents/u1/contrato_social_1.pdf' } },
      projetos: [{ art: { path: 'integrador-documents/u1/projects/projeto-1_art_1.pdf' }, fotos: [{ path: 'x' }] }],
    };
    expect([...pathsIn(payload)].sort()).toEqual(['integrador-documents/u1/contrato_social_1.pdf', 'integrador-documents/u1/projects/projeto-1_art_1.pdf', 'x']);
  });

  it('stops at 30 paths whatever the payload holds', () => {
    const payload = { many: Array.from({ length: 500 }, (_, i) => ({ path: `p${i}` })) };
    expect(pathsIn(payload).size).toBe(30);
  });

  it('ignores non-objects', () => {
    expect(pathsIn('texto').size).toBe(0);
    expect(pathsIn(null).size).toBe(0);
  });
});

describe('storageMissingInEmulator', () => {
  it('is true only inside the Functions emulator without a Storage emulator', () => {
    expect(storageMissingInEmulator({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(storageMissingInEmulator({ FUNCTIONS_EMULATOR: 'true', FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' })).toBe(false);
    expect(storageMissingInEmulator({})).toBe(false);
  });
});
