/**
 * 'Salvar Rascunho': the typed form (never the files) in localStorage under the spec's key
 * `proposal_draft`, tagged with the signed-in user's uid so nobody else's browser session restores
 * it. The key is personal data: sign-out forgets it (ui/personal-data.ts), and so does a
 * successful submission. The energy bill's facts (issue 49) are kept, checked again on restore.
 */
import { z } from 'zod';
import { storageKeys } from '@solarcred/domain/constants';
import { billFactsInput } from '@solarcred/domain/energy/bill-facts';
import { keepBrowserDraft } from '../../ui/browser-draft';
import { emptyValues, type ProposalFormValues, type StepKey } from './form-values';

export interface ProposalDraft {
  uid: string;
  savedAt: number;
  values: ProposalFormValues;
}

const scalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);
/** The bill's facts are the one object a draft keeps; anything else not a scalar makes the draft unreadable. */
const billFactsValue = z.object({}).passthrough();
const storedDraft = z.object({
  uid: z.string(),
  savedAt: z.number(),
  values: z.record(z.string(), z.record(z.string(), z.union([scalar, billFactsValue]))),
});

const isFileField = (name: string) => name.startsWith('anexo');

/** The values without files, as stored. */
function withoutFiles(values: ProposalFormValues): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(values).map(([group, fields]) => [
      group,
      Object.fromEntries(Object.entries(fields as object).filter(([name]) => !isFileField(name))),
    ]),
  );
}

/** A stored draft laid over a blank form: only known fields of the same type are taken. */
function restore(stored: Record<string, Record<string, unknown>>): ProposalFormValues {
  const values = emptyValues();
  for (const group of Object.keys(values) as StepKey[]) {
    const target = values[group] as unknown as Record<string, unknown>;
    for (const [name, value] of Object.entries(stored[group] ?? {})) {
      if (!(name in target) || isFileField(name)) continue;
      if (name === 'contaLuz') {
        // Issue 49: taken only when it is still valid facts (the bound or the schema may have moved since).
        const facts = billFactsInput.safeParse(value);
        if (facts.success) target[name] = facts.data;
        continue;
      }
      if (typeof value === 'object' && value !== null) continue;
      const blank = target[name];
      const sameType = typeof blank === typeof value || (blank === null && typeof value === 'number');
      if (sameType) target[name] = value;
    }
  }
  return values;
}

/** The signed-in user's draft, or null when there is none (or it belongs to someone else). */
export function readProposalDraft(uid: string, now = Date.now()): ProposalDraft | null {
  try {
    const raw = localStorage.getItem(storageKeys.proposalDraft);
    if (!raw) return null;
    const json: unknown = JSON.parse(raw);
    // Issue 51: untouched for 90 days, it is dropped (ui/browser-draft.ts).
    if (!keepBrowserDraft(storageKeys.proposalDraft, json, now)) return null;
    const parsed = storedDraft.safeParse(json);
    if (!parsed.success || parsed.data.uid !== uid) return null;
    return { uid, savedAt: parsed.data.savedAt, values: restore(parsed.data.values) };
  } catch {
    return null;
  }
}

/** Stores the draft; throws when the browser refuses (the caller tells the user). */
export function saveProposalDraft(uid: string, values: ProposalFormValues, now = Date.now()): void {
  localStorage.setItem(storageKeys.proposalDraft, JSON.stringify({ uid, savedAt: now, values: withoutFiles(values) }));
}

export function clearProposalDraft(): void {
  try {
    localStorage.removeItem(storageKeys.proposalDraft);
  } catch {
    // storage unavailable: nothing was kept
  }
}
