/** Issue 51: the wizard's drafts are dropped when read 90 days after their last save, kept a millisecond younger. */
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@solarcred/domain/constants';
import { emptyValues } from './form-values';
import { readProposalDraft, saveProposalDraft } from './proposal-draft';
import { readCustomerDraft, saveCustomerDraft } from './customer/customer-draft';
import { emptyCustomerValues } from './customer/customer-values';

const day = 86_400_000;
const saved = Date.UTC(2026, 0, 10, 12);
const expired = saved + 90 * day;
const young = expired - 1;

afterEach(() => localStorage.clear());

describe('browser drafts untouched for 90 days (issue 51)', () => {
  it("the proposal wizard's 'Salvar Rascunho'", () => {
    const values = emptyValues();
    values.projectData.cidade = 'Recife';
    saveProposalDraft('uid-1', values, saved);
    expect(readProposalDraft('uid-1', young)?.values.projectData.cidade).toBe('Recife');
    expect(readProposalDraft('uid-1', expired)).toBeNull();
    expect(localStorage.getItem(storageKeys.proposalDraft)).toBeNull();
  });

  it("the customer's draft on its link", () => {
    const values = emptyCustomerValues();
    values.clientData.nomeCompleto = 'Maria Cliente';
    saveCustomerDraft('hash-1', values, saved);
    expect(readCustomerDraft('hash-1', young)?.clientData.nomeCompleto).toBe('Maria Cliente');
    expect(readCustomerDraft('hash-1', expired)).toBeNull();
    // Removed, not only hidden.
    expect(readCustomerDraft('hash-1', young)).toBeNull();
  });
});
