/**
 * A customer's draft (issue 28) as the wizard's starting values: their step 1 and step 4 as the
 * form holds text (numbers the server stored become text again, masks show the digits masked),
 * and their three files as the uploads they are (a StoredFile, which the submission does not
 * send again), and the bill's facts their page read (issue 49; absent in a draft sent before).
 */
import type { CustomerDraft } from '@solarcred/domain/customer-link/commands';
import { emptyValues, type ProposalFormValues } from '../form-values';
import type { StoredFile } from './customer-values';

const fileAt = (path: string | null): File | null => {
  if (!path) return null;
  const name = path.slice(path.lastIndexOf('/') + 1);
  const stored: StoredFile = { name, size: 0, type: '', path };
  return stored as unknown as File;
};

/** `stored` laid over `blank`: known fields only, each in the blank's type. */
function laidOver<T extends object>(blank: T, stored: Record<string, unknown>): T {
  const out = { ...blank } as Record<string, unknown>;
  for (const [name, value] of Object.entries(stored)) {
    if (!(name in out) || name.startsWith('anexo') || value === null || value === undefined) continue;
    out[name] = typeof out[name] === 'string' ? String(value) : value;
  }
  return out as T;
}

export function wizardValuesFromDraft(draft: CustomerDraft): ProposalFormValues {
  const blank = emptyValues();
  const { clientData, bankingData, anexoFaturaEnergia } = draft.dados;
  return {
    ...blank,
    clientData: { ...laidOver(blank.clientData, clientData), anexoRgCpf: fileAt(clientData.anexoRgCpf) },
    // Issue 49: the bill's facts the customer's page read (and the customer confirmed), marks kept.
    projectData: { ...blank.projectData, anexoFaturaEnergia: fileAt(anexoFaturaEnergia), contaLuz: draft.dados.contaLuz ?? blank.projectData.contaLuz },
    bankingData: { ...laidOver(blank.bankingData, bankingData), anexoHolerite: fileAt(bankingData.anexoHolerite) },
  };
}
