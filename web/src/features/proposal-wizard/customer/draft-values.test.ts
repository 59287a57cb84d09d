import { describe, expect, it } from 'vitest';
import type { CustomerDraft } from '@solarcred/domain/customer-link/commands';
import { emptyBillFacts } from '@solarcred/domain/energy/bill-facts';
import type { BillFacts } from '@solarcred/domain/energy/types';
import { proposalFormValues } from '@solarcred/domain/test-fixtures';
import { customerPayload, emptyCustomerValues } from './customer-values';
import { wizardValuesFromDraft } from './draft-values';

const facts: BillFacts = { ...emptyBillFacts(), distribuidora: 'copel', titular: 'Ana Souza', uc: '123', consumo_kwh: [310, 300], lidos: ['titular', 'consumo_kwh'], alertas: ['titular_diferente'] };

const draft = (contaLuz: BillFacts | null | undefined): CustomerDraft => {
  const v = proposalFormValues();
  const dados = {
    clientData: { ...v.clientData, anexoRgCpf: 'propostas-anexos/u/p/anexo_rg_cpf_1.pdf' },
    anexoFaturaEnergia: 'propostas-anexos/u/p/anexo_fatura_energia_1.pdf',
    bankingData: { ...v.bankingData, anexoHolerite: 'propostas-anexos/u/p/anexo_holerite_1.pdf' },
    ...(contaLuz === undefined ? {} : { contaLuz }),
  };
  return { id: 'p', integrador_id: 'u', link_id: 'l', cliente_nome: 'Ana', dados: dados as unknown as CustomerDraft['dados'], enviado_em: 0, situacao: 'aguardando' };
};

describe("the customer's bill figures (issue 49)", () => {
  it('travel in the payload the page sends', () => {
    expect(customerPayload({ ...emptyCustomerValues(), contaLuz: facts }).contaLuz).toEqual(facts);
    expect(customerPayload(emptyCustomerValues()).contaLuz).toBeNull();
  });

  it("reach the wizard's project step with their 'lido da conta' marks; a draft without them leaves the field empty", () => {
    expect(wizardValuesFromDraft(draft(facts)).projectData.contaLuz).toEqual(facts);
    expect(wizardValuesFromDraft(draft(null)).projectData.contaLuz).toBeNull();
    expect(wizardValuesFromDraft(draft(undefined)).projectData.contaLuz).toBeNull();
  });
});
