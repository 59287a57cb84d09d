import type { ZodType } from 'zod';

/**
 * Each failing field's first message from a domain schema ('clientData.cpfCnpj' → 'CPF inválido'),
 * or null when `values` pass. The wizard's resolver and the customer's page (issue 28) share it.
 */
export function firstMessages(schema: ZodType, values: unknown): Record<string, { type: string; message: string }> | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= { type: issue.code, message: issue.message };
  return errors;
}
