/**
 * The customer's draft in this browser (issue 28): what they typed and the files already
 * uploaded (as paths), under one key tagged with the link's hash, so a reload or a lost
 * connection loses nothing and another link's page never restores it. Cleared on submit.
 */
import { z } from 'zod';
import { billFactsInput } from '@solarcred/domain/energy/bill-facts';
import type { BillFacts } from '@solarcred/domain/energy/types';
import { keepBrowserDraft } from '../../../ui/browser-draft';
import { emptyCustomerValues, type CustomerFormValues } from './customer-values';

const KEY = 'solarcred_cliente_rascunho';

const scalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);
const storedFile = z.object({ name: z.string().max(300), size: z.number(), type: z.string().max(100), path: z.string().max(500) });
const field = z.union([scalar, storedFile]);
const stored = z.object({
  link: z.string(),
  values: z.object({
    clientData: z.record(z.string(), field),
    anexoFaturaEnergia: storedFile.nullable(),
    // Issue 49: the bill's facts (absent in a draft kept before).
    contaLuz: billFactsInput.nullable().optional().catch(null),
    bankingData: z.record(z.string(), field),
  }),
});

/** A picked File not yet uploaded is not kept (a File cannot be stored). */
const keepable = (value: unknown) => !(typeof File !== 'undefined' && value instanceof File);

function restore(values: z.infer<typeof stored>['values']): CustomerFormValues {
  const blank = emptyCustomerValues();
  const merge = <T extends object>(target: T, source: Record<string, unknown>): T => {
    const out = { ...target } as Record<string, unknown>;
    for (const [name, value] of Object.entries(source)) if (name in out) out[name] = value;
    return out as T;
  };
  return {
    clientData: merge(blank.clientData, values.clientData),
    anexoFaturaEnergia: (values.anexoFaturaEnergia as unknown as File | null) ?? null,
    contaLuz: (values.contaLuz as BillFacts | null | undefined) ?? null,
    bankingData: merge(blank.bankingData, values.bankingData),
  };
}

export function readCustomerDraft(linkHash: string, now = Date.now()): CustomerFormValues | null {
  try {
    const json: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    // Issue 51: untouched for 90 days, it is dropped (ui/browser-draft.ts).
    if (!keepBrowserDraft(KEY, json, now)) return null;
    const parsed = stored.safeParse(json);
    return parsed.success && parsed.data.link === linkHash ? restore(parsed.data.values) : null;
  } catch {
    return null;
  }
}

export function saveCustomerDraft(linkHash: string, values: CustomerFormValues, now = Date.now()): void {
  const clean = (group: object) => Object.fromEntries(Object.entries(group).filter(([, value]) => keepable(value)));
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        link: linkHash,
        savedAt: now,
        values: {
          clientData: clean(values.clientData),
          anexoFaturaEnergia: keepable(values.anexoFaturaEnergia) ? values.anexoFaturaEnergia : null,
          contaLuz: values.contaLuz,
          bankingData: clean(values.bankingData),
        },
      }),
    );
  } catch {
    // Storage full or blocked: the form still works, only a reload would lose it.
  }
}

export function clearCustomerDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
