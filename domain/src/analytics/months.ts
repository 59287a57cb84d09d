/** The analytics' periods: months 'YYYY-MM' from `de` to `ate`, inclusive (the page and the exports). */
import { analyticsMaxMonths } from './types';

/** Every month from `de` to `ate` ('YYYY-MM', inclusive). */
export function monthsBetween(de: string, ate: string): string[] {
  const months: string[] = [];
  let [year, month] = de.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 1200; guard += 1) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > ate) break;
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** Whether a period may be read or exported: it starts before it ends and spans at most analyticsMaxMonths. */
export const isReadablePeriod = (de: string, ate: string) => de <= ate && monthsBetween(de, ate).length <= analyticsMaxMonths;
