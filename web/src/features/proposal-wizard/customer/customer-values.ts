/**
 * The customer's form (issue 28): step 1, the energy bill (and, issue 49, its facts) and step 4 of the wizard, with the
 * wizard's own field names, so the wizard's step components render it. A file is a picked File
 * until uploaded, then the upload as a StoredFile (its path), which a reload keeps.
 */
import type { BillFacts } from '@solarcred/domain/energy/types';
import type { CustomerApplicationInput } from '@solarcred/domain/schemas/proposal-wizard';
import { emptyValues, type ProposalFormValues } from '../form-values';

/** An uploaded file: what the file list shows and where it went. */
export interface StoredFile {
  name: string;
  size: number;
  type: string;
  path: string;
}

export const isStoredFile = (file: unknown): file is StoredFile =>
  typeof file === 'object' && file !== null && typeof (file as StoredFile).path === 'string';

export interface CustomerFormValues {
  clientData: ProposalFormValues['clientData'];
  anexoFaturaEnergia: File | null;
  /** Issue 49: what the bill said (read, maybe corrected), null without a readable bill. */
  contaLuz: BillFacts | null;
  bankingData: ProposalFormValues['bankingData'];
}

export const customerFileFields = {
  anexo_rg_cpf: 'clientData.anexoRgCpf',
  anexo_fatura_energia: 'anexoFaturaEnergia',
  anexo_holerite: 'bankingData.anexoHolerite',
} as const;
export type CustomerFileField = (typeof customerFileFields)[keyof typeof customerFileFields];

export function emptyCustomerValues(): CustomerFormValues {
  const { clientData, bankingData } = emptyValues();
  return { clientData, anexoFaturaEnergia: null, contaLuz: null, bankingData };
}

const pathOf = (file: File | null) => (isStoredFile(file) ? file.path : null);

/** The callable's payload: the form with each file as its uploaded path. */
export function customerPayload(values: CustomerFormValues): CustomerApplicationInput {
  return {
    clientData: { ...values.clientData, anexoRgCpf: pathOf(values.clientData.anexoRgCpf) },
    anexoFaturaEnergia: pathOf(values.anexoFaturaEnergia),
    contaLuz: values.contaLuz,
    bankingData: { ...values.bankingData, anexoHolerite: pathOf(values.bankingData.anexoHolerite) },
  } as CustomerApplicationInput;
}
