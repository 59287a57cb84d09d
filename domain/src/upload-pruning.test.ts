import { describe, expect, it } from 'vitest';
import { completeIntegrator, storedDocument } from './test-fixtures';
import { orphanedUploads, recordFolders, recordIdOf, referencedPaths, staleRecordIds, unreferencedUploads, uploadGraceMs } from './upload-pruning';

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

describe('uploads of records never created', () => {
  const old = now - uploadGraceMs - 1;
  const recent = now - 60_000;
  const attachment = (proposalId: string, name = 'anexo_rg_cpf_1.pdf') => `propostas-anexos/uid-1/${proposalId}/${name}`;

  it('reads the record id from each folder layout, and nothing from a path outside it', () => {
    expect(recordIdOf(recordFolders.proposalAttachments, attachment('p1'))).toBe('p1');
    expect(recordIdOf(recordFolders.noticeImages, 'avisos/n1/imagem.png')).toBe('n1');
    expect(recordIdOf(recordFolders.proposalAttachments, 'propostas-anexos/uid-1/solto.pdf')).toBeNull();
    expect(recordIdOf(recordFolders.noticeImages, 'avisos/imagem.png')).toBeNull();
    expect(recordIdOf(recordFolders.noticeImages, attachment('p1'))).toBeNull();
  });

  it('looks up only records with an upload past the grace period, once each', () => {
    const objects = [
      { path: attachment('p1'), createdAt: old },
      { path: attachment('p1', 'anexo_holerite_1.pdf'), createdAt: old },
      { path: attachment('p2'), createdAt: recent },
    ];
    expect(staleRecordIds(recordFolders.proposalAttachments, objects, now)).toEqual(['p1']);
  });

  it('deletes old uploads of missing records; keeps existing records, recent uploads and foreign paths', () => {
    const objects = [
      { path: attachment('criada'), createdAt: old },
      { path: attachment('falhou'), createdAt: old },
      { path: attachment('falhou', 'anexo_holerite_1.pdf'), createdAt: recent },
      { path: 'propostas-anexos/uid-1/solto.pdf', createdAt: old },
    ];
    expect(orphanedUploads(recordFolders.proposalAttachments, objects, new Set(['criada']), now)).toEqual([attachment('falhou')]);
    const images = [{ path: 'avisos/apagado/imagem.png', createdAt: old }, { path: 'avisos/ativo/imagem.png', createdAt: old }];
    expect(orphanedUploads(recordFolders.noticeImages, images, new Set(['ativo']), now)).toEqual(['avisos/apagado/imagem.png']);
  });
});
