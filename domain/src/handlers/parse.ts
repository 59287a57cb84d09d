import type { z } from 'zod';
import { DomainError } from '../errors';

/** The first message of each invalid field, keyed by its dotted path ('' for the whole input). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return fields;
}

/**
 * Parses a command's input with its schema; the first issue's message becomes the error and
 * every field's first message travels with it (the callable answers them as details).
 */
export function parseCommand<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new DomainError('invalid-argument', result.error.issues[0]?.message ?? 'Dados inválidos.', fieldErrorsOf(result.error));
  }
  return result.data;
}
