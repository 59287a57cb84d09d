import type { z } from 'zod';
import { DomainError } from '../errors';

/** Parses a command's input with its schema; the first issue's message becomes the error. */
export function parseCommand<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new DomainError('invalid-argument', result.error.issues[0]?.message ?? 'Dados inválidos.');
  return result.data;
}
