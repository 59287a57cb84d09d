import { describe, expect, it } from 'vitest';
import { parseCommand } from '../handlers/parse';
import { contractDocumentOf, documentOpenedEntry, openDocumentInput, openedDocumentOf } from './document-path';

describe('openedDocumentOf', () => {
  it('reads the company and the file of a company document, a portfolio file and a proposal attachment', () => {
    expect(openedDocumentOf('integrador-documents/uidA/contrato_social_1773150000000.pdf')).toEqual({
      caminho: 'integrador-documents/uidA/contrato_social_1773150000000.pdf', integrador_id: 'uidA', proposta_id: null, nome: 'contrato_social.pdf',
    });
    expect(openedDocumentOf('integrador-documents/uidA/projects/projeto-1_art_1773150000000.pdf')?.nome).toBe('projeto-1_art.pdf');
    // A proposal's file of the older layout, directly in the company's folder.
    expect(openedDocumentOf('propostas-anexos/uidA/anexo_rg_cpf_1773150000000.png')).toEqual({
      caminho: 'propostas-anexos/uidA/anexo_rg_cpf_1773150000000.png', integrador_id: 'uidA', proposta_id: null, nome: 'anexo_rg_cpf.png',
    });
    expect(openedDocumentOf('propostas-anexos/uidA/abcdefghij0123456789/anexo_rg_cpf_1773150000000.jpg')).toEqual({
      caminho: 'propostas-anexos/uidA/abcdefghij0123456789/anexo_rg_cpf_1773150000000.jpg', integrador_id: 'uidA', proposta_id: 'abcdefghij0123456789', nome: 'anexo_rg_cpf.jpg',
    });
  });

  it('refuses every other folder, a traversal and a malformed path', () => {
    for (const path of [
      'avisos/n1/imagem.png',
      'profile-images/uidA/profile-image.png',
      'exportacoes/x.csv',
      'lgpd/r1.zip',
      'contratos/uidA/p1/contrato-v1.pdf',
      'integrador-documents/uidA',
      'integrador-documents/uidA/../uidB/x.pdf',
      'integrador-documents/uidA/sub/dir/x.pdf',
      'propostas-anexos/uidA/p1/sub/x.pdf',
      '/integrador-documents/uidA/x.pdf',
      '',
    ]) expect(openedDocumentOf(path), path).toBeNull();
  });

  it('is the bounded input of openDocument, with the Portuguese message', () => {
    expect(() => parseCommand(openDocumentInput, { caminho: 'avisos/n1/imagem.png' })).toThrow('Documento inválido.');
    expect(() => parseCommand(openDocumentInput, { caminho: `integrador-documents/uidA/${'a'.repeat(600)}.pdf` })).toThrow('Documento inválido.');
    expect(() => parseCommand(openDocumentInput, {})).toThrow('Documento inválido.');
    expect(parseCommand(openDocumentInput, { caminho: 'integrador-documents/uidA/rg_socios_1773150000000.png' }).caminho).toBe('integrador-documents/uidA/rg_socios_1773150000000.png');
  });
});

describe('documentOpenedEntry', () => {
  it('names the file and the company, and is about that company', () => {
    const document = openedDocumentOf('propostas-anexos/uidA/abcdefghij0123456789/anexo_holerite_1773150000000.pdf');
    expect(document).not.toBeNull();
    const entry = documentOpenedEntry(document!, 'Solar A');
    expect(entry).toMatchObject({ acao: 'documento_aberto', integrador_id: 'uidA', alvo: { tipo: 'documento', rotulo: 'anexo_holerite.pdf' } });
    expect(entry.detalhe).toMatchObject({ empresa: 'Solar A', arquivo: 'anexo_holerite.pdf', proposta_id: 'abcdefghij0123456789' });
  });

  it('names a contract PDF by its version and signature', () => {
    expect(contractDocumentOf({ id: 'c1', proposta_id: 'p1', integrador_id: 'uidA', versao: 2 }, true)).toEqual({
      caminho: 'contratos/uidA/p1/contrato-v2-assinado.pdf', integrador_id: 'uidA', proposta_id: 'p1', nome: 'contrato-v2-assinado.pdf',
    });
  });
});
