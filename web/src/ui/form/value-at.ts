/** The value at a dotted path ('clientData.cep') of nested values or errors, as react-hook-form's `get`. */
export const valueAt = (source: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), source);
