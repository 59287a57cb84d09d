/** How long something has lasted, in pt-BR words ('3 dias', '1 hora', 'menos de 1 minuto'). */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The largest whole unit of a span (a negative span, e.g. a clock ahead of ours, reads as none). */
export function formatElapsed(ms: number): string {
  if (ms < MINUTE) return 'menos de 1 minuto';
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), 'minuto', 'minutos');
  if (ms < DAY) return plural(Math.floor(ms / HOUR), 'hora', 'horas');
  return plural(Math.floor(ms / DAY), 'dia', 'dias');
}
