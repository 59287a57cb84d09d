/**
 * The bill reader's domain side (issue 49): a bill's text in, what it says out. Pure: the web
 * extracts the text (read-bill.ts), this finds the distributor and reads the fields with its
 * layout's parser, filling what that parser missed with the generic labels. Never throws; reads
 * nothing rather than guessing.
 */
import type { DistributorId } from '../distributors';
import { energyText } from '../energy-text';
import { billLimits } from '../limits';
import type { BillReading } from '../types';
import { detectDistributor } from './detect';
import type { LayoutParser, LayoutResult } from './fields';
import { parseCemig } from './layouts/cemig';
import { parseCopel } from './layouts/copel';
import { parseCpflPaulista } from './layouts/cpfl-paulista';
import { parseEnel } from './layouts/enel';
import { parseGeneric } from './layouts/generic';
import { parseLight } from './layouts/light';
import { parseNeoenergia } from './layouts/neoenergia';
import { billText } from './text';

/** One parser per distributor among the eight largest; the rest read with the generic labels. */
export const layoutParsers = {
  cemig: parseCemig,
  enel_sp: parseEnel,
  neoenergia_coelba: parseNeoenergia,
  copel: parseCopel,
  cpfl_paulista: parseCpflPaulista,
  light: parseLight,
  neoenergia_pernambuco: parseNeoenergia,
  enel_ce: parseEnel,
  generica: parseGeneric,
} as const satisfies Partial<Record<DistributorId | 'generica', LayoutParser>>;

export type BillLayoutId = keyof typeof layoutParsers;

const hasLayout = (id: DistributorId): id is DistributorId & BillLayoutId => id in layoutParsers;

/** Bounds on the text parsed (a bill prints far less): lines per page, characters per line. */
const maxLinesPerPage = 500;
const maxLineChars = 2000;

/**
 * Reads a bill's text: `pages` are its pages' lines in reading order (columns within a line joined
 * by a tab). An error when there is no text (an image) or nothing could be read (an unknown layout).
 */
export function parseBillText(pages: readonly (readonly string[])[]): BillReading | { error: string } {
  const bounded = pages.slice(0, billLimits.maxPages).map((page) => page.slice(0, maxLinesPerPage).map((line) => String(line).slice(0, maxLineChars)));
  if (bounded.every((page) => page.every((line) => line.trim() === ''))) return { error: energyText.billImageOnly };
  try {
    const doc = billText(bounded);
    const distribuidora = detectDistributor(doc, bounded[0]?.length ?? 0);
    const layout: BillLayoutId = distribuidora && hasLayout(distribuidora) ? distribuidora : 'generica';
    const own = layoutParsers[layout](doc);
    const read = layout === 'generica' ? own : fillGaps(own, parseGeneric(doc));
    if (Object.keys(read.facts).length === 0) return { error: energyText.billUnknownLayout };
    return {
      layout,
      facts: distribuidora ? { ...read.facts, distribuidora } : read.facts,
      endereco: read.endereco,
      vencimento: read.vencimento,
      paginas: pages.length,
    };
  } catch {
    return { error: energyText.billUnknownLayout };
  }
}

function fillGaps(own: LayoutResult, generic: LayoutResult): LayoutResult {
  return {
    facts: { ...generic.facts, ...own.facts },
    // The address is one block: mixing two readings' parts could name a street of another city.
    endereco: Object.keys(own.endereco).length > 0 ? own.endereco : generic.endereco,
    vencimento: own.vencimento ?? generic.vencimento,
  };
}
