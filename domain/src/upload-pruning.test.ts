import { describe, expect, it } from 'vitest';
import { completeIntegrator, storedDocument } from './test-fixtures';
import { referencedPaths, unreferencedUploads, uploadGraceMs } from './upload-pruning';

const now = Date.UTC(2026, 10, 20);

describe('upload pruning', () => {
  const integrator = completeIntegrator();
  const project = {
    id: 'projeto-1', integrador_id: 'uid-1', nome_cliente: 'A', potencia_kwp: 1, created_at: now,
    art: storedDocument('contrato_social'), memorial: null,
    fotos: [{ ...storedDocument('foto_fachada'), path: 'integrador-documents/uid-1/projects/projeto-1_foto1_1.jpg' }],
  };
  const referenced = referencedPaths(integrator, [project]);

  it('collects the documents and the project files', () => {
    expect(referenced.has(storedDocument('rg_socios').path)).toBe(true);
    expect(referenced.has('integrador-documents/uid-1/projects/projeto-1_foto1_1.jpg')).toBe(true);
  });

  it('deletes only unreferenced uploads older than the grace period', () => {
    const old = now - uploadGraceMs - 1;
    const objects = [
      { path: storedDocument('rg_socios').path, createdAt: old },
      { path: 'integrador-documents/uid-1/rg_socios_2.pdf', createdAt: old },
      { path: 'integrador-documents/uid-1/rg_socios_3.pdf', createdAt: now - 60_000 },
    ];
    expect(unreferencedUploads(objects, referenced, now)).toEqual(['integrador-documents/uid-1/rg_socios_2.pdf']);
  });

  it('treats a missing record as referencing nothing', () => {
    expect(referencedPaths(null, []).size).toBe(0);
  });
});
