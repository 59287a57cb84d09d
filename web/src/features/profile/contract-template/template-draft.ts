/** The template form's clauses (with keys for React), moved and parsed with the callable's own schema. */
import { contractTemplateInput, templatePlaceholders } from '@solarcred/domain/contract/template';
import type { ContractTemplate } from '@solarcred/domain/contract/types';
import { fieldErrorsOf } from '@solarcred/domain/handlers/parse';

export interface ClauseDraft {
  key: number;
  titulo: string;
  texto: string;
}

let nextKey = 0;
export const clauseDraft = (titulo = '', texto = ''): ClauseDraft => ({ key: (nextKey += 1), titulo, texto });

export const draftOf = (template: Pick<ContractTemplate, 'clausulas'>): ClauseDraft[] => template.clausulas.map((c) => clauseDraft(c.titulo, c.texto));

/** `{{ name }}` as fillTemplate finds it (lower-case names and underscores). */
export const placeholderPattern = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Known: what fills it; unknown (the save refuses it): null. */
export const placeholderDescription = (name: string): string | null =>
  Object.hasOwn(templatePlaceholders, name) ? templatePlaceholders[name as keyof typeof templatePlaceholders] : null;

/** Moves the clause at `from` by `by` places (−1 up, +1 down). */
export function moved(clauses: ClauseDraft[], from: number, by: -1 | 1): ClauseDraft[] {
  const to = from + by;
  if (to < 0 || to >= clauses.length) return clauses;
  const next = [...clauses];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The callable's input, or the errors by field ('clausulas.2.texto', 'clausulas'): the schema the
 * callable parses with (bounds, and each unknown placeholder at its clause).
 */
export function parseDraft(clauses: ClauseDraft[], versao: number):
  | { ok: true; input: { clausulas: { titulo: string; texto: string }[]; versao: number } }
  | { ok: false; errors: Record<string, string> } {
  const parsed = contractTemplateInput.safeParse({ clausulas: clauses.map(({ titulo, texto }) => ({ titulo, texto })), versao });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error) };
}
