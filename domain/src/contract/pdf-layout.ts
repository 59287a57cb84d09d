/**
 * A small page writer over pdf-lib for the contract (issue 47): A4 pages with margins, wrapped
 * paragraphs, headings and tables that continue on the next page, in the standard Helvetica fonts.
 * Those fonts are WinAnsi: `winAnsi` keeps Portuguese (Latin-1, “ ” – — •) and turns anything else
 * into its base letter or '?', so no input can make drawing throw.
 */
import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

export const pageSize: [number, number] = [595.28, 841.89];
export const margin = { x: 50, top: 70, bottom: 60 } as const;
const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.35, 0.35, 0.4);
const rule = rgb(0.8, 0.8, 0.82);

/** The characters of WinAnsiEncoding above Latin-1's C1 gap (0x80–0x9F). */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can draw: Latin-1 and WinAnsi's extras kept, spaces normalised, others reduced or '?'. */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\t' || /\s/u.test(char)) out += ' ';
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || winAnsiExtras.has(char)) out += char;
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => (c.codePointAt(0) ?? 0) >= 0x20 && (c.codePointAt(0) ?? 0) <= 0x7e) ? base : '?';
    }
  }
  return out;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function standardFonts(doc: PDFDocument): Promise<Fonts> {
  return { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
}

/** Words of `text` in lines no wider than `width` (its line breaks kept); a word wider than a line is cut. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/).map(winAnsi)) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      let piece = word;
      while (font.widthOfTextAtSize(piece, size) > width && piece.length > 1) {
        let cut = piece.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(piece.slice(0, cut), size) > width) cut--;
        if (line) lines.push(line);
        lines.push(piece.slice(0, cut));
        line = '';
        piece = piece.slice(cut);
      }
      const candidate = line ? `${line} ${piece}` : piece;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        lines.push(line);
        line = piece;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** Writes top to bottom, adding pages as needed; headers and footers are drawn once the page count is known. */
export class PageWriter {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  y = 0;
  readonly width = pageSize[0] - 2 * margin.x;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(pageSize);
    this.pages.push(this.page);
    this.y = pageSize[1] - margin.top;
  }

  /** Room for `height` more points on this page, else a new page. */
  ensure(height: number): void {
    if (this.y - height < margin.bottom) this.newPage();
  }

  text(value: string, x: number, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; align?: 'left' | 'right'; width?: number } = {}): void {
    const { size = 9, bold = false, color = ink, align = 'left', width = 0 } = options;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const safe = winAnsi(value);
    const left = align === 'right' ? x + width - font.widthOfTextAtSize(safe, size) : x;
    this.page.drawText(safe, { x: left, y: this.y, size, font, color });
  }

  paragraph(value: string, options: { size?: number; bold?: boolean; indent?: number; gap?: number; color?: ReturnType<typeof rgb> } = {}): void {
    const { size = 9, bold = false, indent = 0, gap = 4, color = ink } = options;
    const lineHeight = size * 1.35;
    for (const line of wrap(value, bold ? this.fonts.bold : this.fonts.regular, size, this.width - indent)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.text(line, margin.x + indent, { size, bold, color });
    }
    this.y -= gap;
  }

  heading(value: string): void {
    this.ensure(40);
    this.y -= 10;
    this.paragraph(value.toUpperCase(), { size: 11, bold: true, gap: 5 });
    this.line();
    this.y -= 4;
  }

  line(): void {
    this.page.drawLine({ start: { x: margin.x, y: this.y }, end: { x: margin.x + this.width, y: this.y }, thickness: 0.5, color: rule });
  }

  /** Label/value pairs, the label muted, the value wrapped beside it. */
  pairs(rows: readonly [string, string][], labelWidth = 170): void {
    for (const [label, value] of rows) {
      const lines = wrap(value, this.fonts.regular, 9, this.width - labelWidth);
      this.ensure(12.5 * Math.max(1, lines.length));
      this.y -= 12.5;
      this.text(label, margin.x, { color: muted });
      lines.forEach((line, index) => {
        if (index > 0) this.y -= 12.5;
        this.text(line, margin.x + labelWidth);
      });
    }
    this.y -= 4;
  }

  /** A table whose header repeats on every page it runs over. */
  table(columns: readonly Column[], rows: readonly string[][], options: { boldLast?: boolean } = {}): void {
    const rowHeight = 12;
    const header = () => {
      this.ensure(rowHeight * 2);
      this.y -= rowHeight;
      let x = margin.x;
      for (const column of columns) {
        this.text(column.title, x, { bold: true, size: 8, align: column.align, width: column.width - 6 });
        x += column.width;
      }
      this.y -= 3;
      this.line();
    };
    header();
    rows.forEach((cells, index) => {
      if (this.y - rowHeight < margin.bottom) {
        this.newPage();
        header();
      }
      this.y -= rowHeight;
      let x = margin.x;
      const bold = options.boldLast === true && index === rows.length - 1;
      columns.forEach((column, c) => {
        this.text(cells[c] ?? '', x, { size: 8, bold, align: column.align, width: column.width - 6 });
        x += column.width;
      });
    });
    this.y -= 6;
  }

  /** The header (title and number) and 'Página x/y' of every page, drawn last. */
  decorate(title: string, numero: string, firstPage = 1, totalPages = this.pages.length): void {
    this.pages.forEach((page, index) => {
      const size = 8;
      const top = pageSize[1] - 40;
      const right = winAnsi(`${numero} · Página ${firstPage + index}/${totalPages}`);
      const room = this.width - this.fonts.regular.widthOfTextAtSize(right, size) - 12;
      const left = wrap(title, this.fonts.bold, size, room)[0] ?? '';
      page.drawText(left, { x: margin.x, y: top, size, font: this.fonts.bold, color: muted });
      page.drawText(right, { x: margin.x + this.width - this.fonts.regular.widthOfTextAtSize(right, size), y: top, size, font: this.fonts.regular, color: muted });
      page.drawLine({ start: { x: margin.x, y: top - 6 }, end: { x: margin.x + this.width, y: top - 6 }, thickness: 0.5, color: rule });
    });
  }
}
