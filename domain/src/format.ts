/**
 * Display formatting through Intl, always in pt-BR and São Paulo time (config.product), whatever
 * the machine's own locale and time zone.
 *
 * Intl separates 'R$' from the amount with a non-breaking space (U+00A0, or U+202F in some ICU
 * versions). formatBRL replaces it with a normal space so that tests, the currency input mask
 * (masks.ts formatCentavosInput) and the UI all produce the same string; the cost is that a
 * line could in theory wrap between 'R$' and the number, which our layouts never do.
 */
import { product } from './config';

const currency = new Intl.NumberFormat(product.locale, {
  style: 'currency',
  currency: product.currency,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const numericDateTime = new Intl.DateTimeFormat(product.locale, {
  timeZone: product.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const longDate = new Intl.DateTimeFormat(product.locale, {
  timeZone: product.timeZone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** Integer centavos as 'R$ 1.234,56' (normal space after R$; negative values '-R$ 1,50'). */
export function formatBRL(centavos: number): string {
  return currency.format(centavos / 100).replace(/[\u00a0\u202f]/g, ' ');
}

interface ClockParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/** The São Paulo wall-clock fields of an instant, zero-padded. */
function saoPauloParts(ms: number): ClockParts {
  const parts: ClockParts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const p of numericDateTime.formatToParts(ms)) {
    if (p.type === 'year' || p.type === 'month' || p.type === 'day' || p.type === 'hour' || p.type === 'minute') {
      parts[p.type] = p.value;
    }
  }
  parts.year = parts.year.padStart(4, '0');
  return parts;
}

/** '22/11/2026' */
export function formatDate(ms: number): string {
  const p = saoPauloParts(ms);
  return `${p.day}/${p.month}/${p.year}`;
}

/** '22/11/2026 14:05' */
export function formatDateTime(ms: number): string {
  const p = saoPauloParts(ms);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** '22/11 14:05' */
export function formatDayMonthTime(ms: number): string {
  const p = saoPauloParts(ms);
  return `${p.day}/${p.month} ${p.hour}:${p.minute}`;
}

/** 'domingo, 22 de novembro de 2026' */
export function formatLongDate(ms: number): string {
  return longDate.format(ms);
}

/** The São Paulo calendar day of an instant as 'YYYY-MM-DD' (for grouping and comparisons). */
export function saoPauloDayKey(ms: number): string {
  const p = saoPauloParts(ms);
  return `${p.year}-${p.month}-${p.day}`;
}
