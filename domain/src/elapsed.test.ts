import { describe, expect, it } from 'vitest';
import { formatElapsed } from './elapsed';

describe('formatElapsed', () => {
  it.each([
    [-5_000, 'menos de 1 minuto'],
    [59_999, 'menos de 1 minuto'],
    [60_000, '1 minuto'],
    [59 * 60_000, '59 minutos'],
    [3_600_000, '1 hora'],
    [23 * 3_600_000 + 59 * 60_000, '23 horas'],
    [86_400_000, '1 dia'],
    [40 * 86_400_000, '40 dias'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });
});
