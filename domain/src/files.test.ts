import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  documentFileError,
  extensionOf,
  inlineContentType,
  type FileLike,
  noticeImageError,
  photoFileError,
  pickFiles,
} from './files';

const MB5 = 5 * 1024 * 1024;
const file = (name: string, size = 1000, type = ''): FileLike => ({ name, size, type });

describe('extensionOf', () => {
  it('returns the lowercase last extension', () => {
    expect(extensionOf('Contrato.PDF')).toBe('pdf');
    expect(extensionOf('foto.final.JpEg')).toBe('jpeg');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('nome.')).toBe('');
  });
});

describe('documentFileError', () => {
  it('requires a file', () => {
    expect(documentFileError(null)).toBe('Arquivo é obrigatório');
    expect(documentFileError(undefined)).toBe('Arquivo é obrigatório');
  });
  it('allows exactly 5 MB and rejects one byte more', () => {
    expect(documentFileError(file('a.pdf', MB5))).toBeNull();
    expect(documentFileError(file('a.pdf', MB5 + 1))).toBe('Arquivo deve ter no máximo 5MB');
  });
  it('accepts by extension or by content type', () => {
    expect(documentFileError(file('a.PNG'))).toBeNull();
    expect(documentFileError(file('scan', 10, 'application/pdf'))).toBeNull();
    expect(documentFileError(file('foto.heic', 10, 'image/jpeg'))).toBeNull();
    expect(documentFileError(file('planilha.xlsx', 10, 'application/vnd.ms-excel'))).toBe(
      'Tipo de arquivo não permitido. Formatos aceitos: JPG, PNG, PDF',
    );
    expect(documentFileError(file('a.gif', 10, 'image/gif'))).toBe(
      'Tipo de arquivo não permitido. Formatos aceitos: JPG, PNG, PDF',
    );
  });
});

describe('photoFileError', () => {
  it('accepts jpeg, png and webp up to 5 MB', () => {
    expect(photoFileError(file('eu.webp', MB5, 'image/webp'))).toBeNull();
    expect(photoFileError(file('eu.jpg', 10, 'image/jpeg'))).toBeNull();
    expect(photoFileError(file('eu.png', 10, 'image/png'))).toBeNull();
  });
  it('rejects non-images, large images and other image types with the spec texts', () => {
    expect(photoFileError(file('doc.pdf', 10, 'application/pdf'))).toEqual({
      title: 'Arquivo inválido',
      description: 'Por favor, selecione uma imagem válida.',
    });
    expect(photoFileError(file('eu.png', MB5 + 1, 'image/png'))).toEqual({
      title: 'Arquivo muito grande',
      description: 'A imagem deve ter no máximo 5MB.',
    });
    expect(photoFileError(file('eu.gif', 10, 'image/gif'))).toEqual({
      title: 'Arquivo inválido',
      description: 'Tipo de arquivo não suportado. Use: JPEG, PNG ou WebP',
    });
  });
});

describe('noticeImageError', () => {
  it('accepts no image or a JPEG, PNG or WebP image up to 5 MB', () => {
    expect(noticeImageError(null)).toBeNull();
    expect(noticeImageError(file('aviso.webp', MB5, 'image/webp'))).toBeNull();
    expect(noticeImageError(file('aviso.JPG', 10, 'image/jpeg'))).toBeNull();
  });
  it('rejects images the storage rules refuse (GIF, SVG)', () => {
    expect(noticeImageError(file('aviso.gif', 10, 'image/gif'))).toBe('Por favor, selecione apenas arquivos de imagem');
    expect(noticeImageError(file('aviso.svg', 10, 'image/svg+xml'))).toBe('Por favor, selecione apenas arquivos de imagem');
  });
  it('rejects non-images and images over 5 MB', () => {
    expect(noticeImageError(file('aviso.pdf', 10, 'application/pdf'))).toBe(
      'Por favor, selecione apenas arquivos de imagem',
    );
    expect(noticeImageError(file('aviso.png', MB5 + 1, 'image/png'))).toBe('A imagem deve ter no máximo 5MB');
  });
});

describe('pickFiles', () => {
  const a = file('a.pdf', 10);
  const b = file('b.jpg', 20);
  const c = file('c.png', 30);
  const d = file('d.jpeg', 40);

  it('reports each too-large or unsupported file and keeps the valid ones', () => {
    const big = file('grande.pdf', MB5 + 1);
    const exe = file('virus.exe', 10, 'application/x-msdownload');
    const r = pickFiles([], [big, a, exe, file('limite.pdf', MB5)], { multiple: true });
    expect(r.errors).toEqual([
      "Arquivo 'grande.pdf' é muito grande! Tamanho máximo: 5MB",
      "Tipo de arquivo 'virus.exe' não suportado!",
    ]);
    expect(r.files.map((f) => f.name)).toEqual(['a.pdf', 'limite.pdf']);
    expect(r.success).toBe('2 arquivo(s) selecionado(s) com sucesso!');
    expect(r.info).toBeNull();
  });
  it('drops duplicates (same name and size) silently, against current and within incoming', () => {
    const r = pickFiles([a], [file('a.pdf', 10), b, file('b.jpg', 20), file('a.pdf', 11)], { multiple: true });
    expect(r.files).toEqual([a, b, file('a.pdf', 11)]);
    expect(r.errors).toEqual([]);
    expect(r.success).toBe('2 arquivo(s) selecionado(s) com sucesso!');
  });
  it('keeps at most 3 in multiple mode and says so', () => {
    const r = pickFiles([a], [b, c, d], { multiple: true });
    expect(r.files).toEqual([a, b, c]);
    expect(r.info).toBe('Máximo de 3 fotos permitidas. Apenas as 3 primeiras foram selecionadas.');
    expect(r.success).toBe('2 arquivo(s) selecionado(s) com sucesso!');
    const full = pickFiles([a, b, c], [d], { multiple: true });
    expect(full.files).toEqual([a, b, c]);
    expect(full.info).toBe('Máximo de 3 fotos permitidas. Apenas as 3 primeiras foram selecionadas.');
    expect(full.success).toBeNull();
  });
  it('keeps only the last valid file in single mode', () => {
    const r = pickFiles([a], [b, c, file('x.exe')], { multiple: false });
    expect(r.files).toEqual([c]);
    expect(r.errors).toEqual(["Tipo de arquivo 'x.exe' não suportado!"]);
    expect(r.success).toBe('1 arquivo(s) selecionado(s) com sucesso!');
    expect(pickFiles([a], [file('big.pdf', MB5 + 1)], { multiple: false }).files).toEqual([a]);
  });

  const anyFile = fc.record({
    name: fc.constantFrom('a.pdf', 'b.png', 'c.jpg', 'd.exe', 'e.JPEG', 'f.txt'),
    size: fc.constantFrom(1, 2, MB5, MB5 + 1),
    type: fc.constant(''),
  });
  it('never exceeds 3 files, never keeps a duplicate or an invalid file, accounts for every file', () => {
    fc.assert(
      fc.property(fc.array(anyFile, { maxLength: 3 }), fc.array(anyFile, { maxLength: 8 }), (cur, inc) => {
        const current = cur.filter((f, i) => documentFileError(f) === null && cur.findIndex((g) => g.name === f.name && g.size === f.size) === i);
        const r = pickFiles(current, inc, { multiple: true });
        expect(r.files.length).toBeLessThanOrEqual(3);
        expect(r.files.slice(0, current.length)).toEqual(current);
        for (const f of r.files) expect(documentFileError(f)).toBeNull();
        const keys = r.files.map((f) => `${f.name}|${f.size}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(r.errors.length).toBe(inc.filter((f) => documentFileError(f) !== null).length);
        const added = r.files.length - current.length;
        expect(r.success).toBe(added > 0 ? `${added} arquivo(s) selecionado(s) com sucesso!` : null);
      }),
    );
  });
});

describe('inlineContentType', () => {
  it('keeps an allowed stored type', () => {
    expect(inlineContentType('application/pdf', 'x.bin')).toBe('application/pdf');
    expect(inlineContentType('IMAGE/PNG; charset=binary', 'x')).toBe('image/png');
  });

  it('never shows a stored type the uploads do not allow, falling back on the extension', () => {
    expect(inlineContentType('text/html', 'fatura.pdf')).toBe('application/pdf');
    expect(inlineContentType('image/svg+xml', 'foto.jpg')).toBe('image/jpeg');
  });

  it('offers anything else as a download only', () => {
    expect(inlineContentType('text/html', 'pagina.html')).toBeNull();
    expect(inlineContentType('', 'sem-extensao')).toBeNull();
  });
});
