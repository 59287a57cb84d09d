/**
 * Reads an energy bill PDF on the client (issue 49): cheap checks first (size, the '%PDF' magic
 * bytes), then PDF.js (unpdf's serverless build, imported here lazily so it loads only when a bill
 * is picked) extracts each page's text items, grouped into lines by their baseline and joined with
 * a tab where the text jumps to another column; the domain's parser reads the lines. Every failure
 * is a Portuguese message that sends the user to type the fields.
 */
import { billAlerts, billProblem, factsFromReading } from '@solarcred/domain/energy/bill/checks';
import { parseBillText } from '@solarcred/domain/energy/bill/parse-bill';
import { energyText } from '@solarcred/domain/energy/energy-text';
import { billLimits } from '@solarcred/domain/energy/limits';
import type { BillFacts, BillReading } from '@solarcred/domain/energy/types';
import type { Millis } from '@solarcred/domain/model';

export type BillReadOutcome = { kind: 'read'; reading: BillReading; facts: BillFacts } | { kind: 'error'; message: string };

/** A text item as unpdf's extractTextItems gives it (PDF coordinates, origin bottom left). */
export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

/** The PDF header must start within the first 1024 bytes (ISO 32000-1, 7.5.2, as readers accept it). */
const headerWindow = 1024;
const pdfMagic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'

async function looksLikePdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, headerWindow).arrayBuffer());
  for (let i = 0; i + pdfMagic.length <= head.length; i++) {
    if (pdfMagic.every((b, k) => head[i + k] === b)) return true;
  }
  return false;
}

/**
 * One page's text items as lines in reading order: items on the same baseline (within a third of
 * the font size) form a line, left to right; a gap wider than a few spaces becomes a tab (a new
 * column), a smaller one a space.
 */
export function linesOfPage(items: readonly PositionedText[]): string[] {
  const visible = items.filter((item) => item.str.trim() !== '' && Number.isFinite(item.x) && Number.isFinite(item.y));
  const byBaseline = [...visible].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PositionedText[][] = [];
  for (const item of byBaseline) {
    const row = rows[rows.length - 1];
    const tolerance = Math.max(1, (item.fontSize || 10) / 3);
    if (row && Math.abs(row[0]!.y - item.y) <= tolerance) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => {
    const sorted = row.sort((a, b) => a.x - b.x);
    let line = '';
    let end = -Infinity;
    for (const item of sorted) {
      const gap = item.x - end;
      const size = item.fontSize || 10;
      if (line !== '') line += gap > size * 1.5 ? '\t' : gap > size * 0.1 ? ' ' : '';
      line += item.str.trim();
      end = item.x + item.width;
    }
    return line;
  }).filter((line) => line !== '');
}

const isPasswordError = (error: unknown) => typeof error === 'object' && error !== null && 'name' in error && error.name === 'PasswordException';

/** Reads a picked bill; the reading and the form's starting facts, or why it cannot be read. */
export async function readEnergyBill(file: File, opts: { now: Millis; customerName: string }): Promise<BillReadOutcome> {
  if (file.size > billLimits.maxBytes) return { kind: 'error', message: energyText.billTooLarge };
  if (!(await looksLikePdf(file))) return { kind: 'error', message: energyText.billNotPdf };
  const pages = await extractPages(file);
  if (typeof pages === 'string') return { kind: 'error', message: pages };
  const reading = parseBillText(pages);
  if ('error' in reading) return { kind: 'error', message: reading.error };
  const problem = billProblem(reading);
  if (problem) return { kind: 'error', message: problem };
  return { kind: 'read', reading, facts: factsFromReading(reading, billAlerts(reading, opts)) };
}

/** The pages' lines, or the message saying why there are none. */
async function extractPages(file: Blob): Promise<string[][] | string> {
  const { getDocumentProxy, extractTextItems } = await import('unpdf');
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | null = null;
  try {
    // PDF.js takes the buffer over (detaches it); it is ours alone.
    document = await getDocumentProxy(new Uint8Array(await file.arrayBuffer()), { isEvalSupported: false, stopAtErrors: false });
    if (document.numPages > billLimits.maxPages) return energyText.billTooManyPages;
    const { items } = await extractTextItems(document);
    const pages = items.map(linesOfPage);
    return pages.every((lines) => lines.length === 0) ? energyText.billImageOnly : pages;
  } catch (error) {
    return isPasswordError(error) ? energyText.billEncrypted : energyText.billReadFailed;
  } finally {
    await document?.destroy();
  }
}
