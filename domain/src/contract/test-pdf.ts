/** Reads a PDF's text back for the unit tests (not shipped): each page as lines, the items of a line in reading order. */
import { getDocumentProxy } from 'unpdf';

interface TextItem {
  str: string;
  transform: number[];
}

export async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
  // pdf.js may detach the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(bytes.slice());
  const pages: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const rows = new Map<number, TextItem[]>();
    for (const item of content.items as TextItem[]) {
      if (typeof item.str !== 'string' || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] ?? 0);
      rows.set(y, [...(rows.get(y) ?? []), item]);
    }
    pages.push(
      [...rows.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, items]) => items.sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0)).map((item) => item.str.trim()).join(' ')),
    );
  }
  await pdf.destroy();
  return pages;
}
