import { describe, expect, it } from 'vitest';
import type { Proposal } from '../model';
import { creditText } from '../credit/credit-text';
import { simulate } from '../credit/simulate';
import { completeIntegrator, proposalFormValues, storedCreditLines } from '../test-fixtures';
import type { Actor } from './actor';
import { createProposal, createProposalInput, type CreateProposalContext } from './proposal-create';
import { domainErrorOf } from '../test-fixtures';
import { analyseEnergy } from '../energy/analysis';
import { defaultEnergySettings } from '../energy/settings';
import type { BillFacts, EnergySettings } from '../energy/types';

const now = Date.UTC(2026, 2, 12, 13, 30, 0);
const uid = 'uid-1';
const id = 'AbCdEfGhIjKlMnOpQrSt';
const me: Actor = { uid, role: 'integrador' };
const folder = `propostas-anexos/${uid}/${id}`;

/** The wizard's values with attachments as the paths the client uploaded. */
function payload(proposalId = id, dir = folder) {
  const v = proposalFormValues();
  return {
    id: proposalId,
    proposta: {
      clientData: { ...v.clientData, anexoRgCpf: `${dir}/anexo_rg_cpf_1773150000000.pdf` },
      projectData: { ...v.projectData, anexoFaturaEnergia: `${dir}/anexo_fatura_energia_1773150000000.pdf` },
      creditData: v.creditData,
      bankingData: { ...v.bankingData, anexoHolerite: `${dir}/anexo_holerite_1773150000000.png` },
    },
  };
}

const uploaded = () => ({ size: 4096, contentType: 'application/pdf' });

function context(overrides: Partial<CreateProposalContext> = {}): CreateProposalContext {
  return {
    integrator: completeIntegrator({ status: 'aprovado', nome_empresa: 'Sol Nascente', email: 'contato@sol.com.br' }),
    existing: () => null,
    reservedBy: () => null,
    input: payload(),
    actor: me,
    now,
    facts: uploaded,
    creditLines: storedCreditLines(),
    cashbackRates: [],
    energySettings: defaultEnergySettings(),
    ...overrides,
  };
}

describe('createProposal', () => {
  it('a member sends for its company (issue 29): the company\'s folder and record, signed with its name', () => {
    const seller: Actor = { uid: 'vend-1', role: 'integrador', empresa: uid, papel: 'vendedor', nome: 'Bruno Lima' };
    const writes = createProposal(context({ actor: seller }));
    if (writes.kind !== 'create') throw new Error('expected a creation');
    expect(writes.proposal).toMatchObject({ integrador_id: uid, criado_por: 'vend-1', criado_por_nome: 'Bruno Lima' });
    // Its own uid's folder is not the company's.
    expect(domainErrorOf(() => createProposal(context({ actor: seller, input: payload(id, `propostas-anexos/vend-1/${id}`) })))?.code).toBe('permission-denied');
    // A seller of another company finds no record of its own company in this one.
    expect(domainErrorOf(() => createProposal(context({ actor: { ...seller, empresa: 'emp-9' } })))?.code).toBe('not-found');
  });

  it('records who sent it (issue 29): the titular by the name the profile registered, the company when none', () => {
    const named = createProposal(context({ integrator: completeIntegrator({ status: 'aprovado', nome_empresa: 'Sol Nascente', owner_name: 'Ana Souza' }) }));
    const unnamed = createProposal(context({ integrator: completeIntegrator({ status: 'aprovado', nome_empresa: 'Sol Nascente', owner_name: ' ' }) }));
    if (named.kind !== 'create' || unnamed.kind !== 'create') throw new Error('expected creations');
    expect(named.proposal).toMatchObject({ criado_por: uid, criado_por_nome: 'Ana Souza' });
    expect(unnamed.proposal).toMatchObject({ criado_por: uid, criado_por_nome: 'Sol Nascente' });
  });

  it('creates the proposal under the client id: enviada, media, valor_proposta = valor_sistema, snapshot, history', () => {
    const writes = createProposal(context());
    if (writes.kind !== 'create') throw new Error('expected a creation');
    expect(writes.result).toEqual({ id });
    expect(writes.proposal).toMatchObject({
      id,
      integrador_id: uid,
      integrador: { nome_empresa: 'Sol Nascente', email: 'contato@sol.com.br' },
      status: 'enviada',
      prioridade: 'media',
      valor_sistema: 3_250_000,
      valor_proposta: 3_250_000,
      cliente_cpf_cnpj: '52998224725',
      cliente_data_nascimento: '1985-03-10',
      quantidade_parcelas: 60,
      comentarios_count: 0,
      status_desde: now,
      status_motivo: null,
      created_at: now,
      updated_at: now,
      anexo_holerite: `${folder}/anexo_holerite_1773150000000.png`,
    });
    expect(writes.history).toEqual({ de: null, para: 'enviada', por: uid, motivo: null, em: now });
  });

  it('accepts the payload the client normalised with the same schema (parsing twice changes nothing)', () => {
    const once = createProposalInput.parse(payload());
    expect(createProposalInput.parse(once)).toEqual(once);
    const writes = createProposal(context({ input: once }));
    expect(writes.kind === 'create' && writes.proposal.cliente_cpf_cnpj).toBe('52998224725');
  });

  it('a replay of the same id is a no-op answering the same result, whatever the payload says', () => {
    const stored = { id, integrador_id: uid } as Proposal;
    expect(createProposal(context({ existing: (asked) => (asked === id ? stored : null) }))).toEqual({ kind: 'existing', result: { id } });
    expect(createProposal(context({ existing: () => stored, input: { id, proposta: {} } }))).toEqual({ kind: 'existing', result: { id } });
  });

  it("refuses an id that is another integrator's proposal", () => {
    const error = domainErrorOf(() => createProposal(context({ existing: () => ({ id, integrador_id: 'uid-2' }) as Proposal })));
    expect([error.code, error.message]).toEqual(['permission-denied', 'Este identificador de proposta já está em uso.']);
  });

  it("refuses an id another company's customer link reserved (issue 45); the link's company, a member included, takes it", () => {
    const reservedBy = (asked: string) => (asked === id ? 'uid-2' : null);
    const error = domainErrorOf(() => createProposal(context({ reservedBy })));
    expect([error.code, error.message]).toEqual(['permission-denied', 'Este identificador de proposta já está em uso.']);
    expect(createProposal(context({ reservedBy: () => uid })).kind).toBe('create');
    const seller: Actor = { uid: 'vend-1', role: 'integrador', empresa: uid, papel: 'vendedor', nome: 'Bruno Lima' };
    expect(createProposal(context({ actor: seller, reservedBy: () => uid })).kind).toBe('create');
  });

  it('refuses anonymous callers, admins, a missing record and integrators not approved', () => {
    expect(domainErrorOf(() => createProposal(context({ actor: null }))).code).toBe('unauthenticated');
    expect(domainErrorOf(() => createProposal(context({ actor: { uid, role: 'admin' } }))).code).toBe('permission-denied');
    expect(domainErrorOf(() => createProposal(context({ integrator: null }))).message).toBe('Integrador não encontrado');
    for (const status of ['pendente_aprovacao', 'pendente_documentacao', 'rejeitado', 'pendente_cadastro']) {
      const error = domainErrorOf(() => createProposal(context({ integrator: completeIntegrator({ status }) })));
      expect([error.code, error.message]).toEqual(['permission-denied', 'Apenas integradores aprovados podem enviar propostas.']);
    }
  });

  it('refuses an invalid payload with the message of each field', () => {
    const input = payload();
    input.proposta.clientData = { ...input.proposta.clientData, cpfCnpj: '111.111.111-11', nomeCompleto: ' ' };
    input.proposta.bankingData = { ...input.proposta.bankingData, banco: '34' };
    const error = domainErrorOf(() => createProposal(context({ input })));
    expect(error.code).toBe('invalid-argument');
    expect(error.fields).toMatchObject({
      'proposta.clientData.nomeCompleto': 'Este campo é obrigatório',
      'proposta.clientData.cpfCnpj': 'CPF inválido',
      'proposta.bankingData.banco': expect.any(String),
    });
  });

  it('refuses a bad id, missing attachments and attachments outside this proposal folder', () => {
    expect(domainErrorOf(() => createProposal(context({ input: payload('../x') }))).message).toBe('Identificador de proposta inválido.');
    const input = payload();
    input.proposta.bankingData = { ...input.proposta.bankingData, anexoHolerite: null as unknown as string };
    const missing = domainErrorOf(() => createProposal(context({ input })));
    expect(missing.fields).toEqual({ 'proposta.bankingData.anexoHolerite': 'Arquivo é obrigatório' });
    for (const dir of [`propostas-anexos/uid-2/${id}`, `propostas-anexos/${uid}/OutraPropostaQualquer`, `${folder}/sub`]) {
      expect(domainErrorOf(() => createProposal(context({ input: payload(id, dir) }))).code).toBe('permission-denied');
    }
  });

  it('refuses attachments the bucket does not hold, or holds with a wrong type or size; skips the check without a bucket', () => {
    expect(domainErrorOf(() => createProposal(context({ facts: () => null }))).code).toBe('failed-precondition');
    expect(domainErrorOf(() => createProposal(context({ facts: () => ({ size: 10, contentType: 'text/html' }) }))).message).toMatch(/Tipo de arquivo/);
    expect(domainErrorOf(() => createProposal(context({ facts: () => ({ size: 6 * 1024 * 1024, contentType: 'application/pdf' }) }))).message).toMatch(/5MB/);
    expect(createProposal(context({ facts: null })).kind).toBe('create');
  });

  it('with "Copiar endereço do cliente" the project address is the client address', () => {
    const input = payload();
    input.proposta.projectData = { ...input.proposta.projectData, copiarEndereco: true };
    const writes = createProposal(context({ input }));
    if (writes.kind !== 'create') throw new Error('expected a creation');
    expect(writes.proposal).toMatchObject({ projeto_logradouro: 'Rua das Flores', projeto_cep: '01310100', projeto_cidade: 'São Paulo' });
  });
});

describe('createProposal: the saved simulation (issue 32)', () => {
  const withCredit = (credit: Record<string, unknown>) => {
    const input = payload();
    input.proposta.creditData = { ...input.proposta.creditData, ...credit } as typeof input.proposta.creditData;
    return input;
  };
  const created = (input: unknown) => {
    const writes = createProposal(context({ input }));
    if (writes.kind !== 'create') throw new Error('expected a creation');
    return writes.proposal;
  };
  const line = () => storedCreditLines()[0]!;
  const request = { valorSistemaCents: 3_250_000, entradaCents: 500_000, prazo: 60, carenciaMeses: 2, borrower: 'pf' as const, liberacao: '2026-03-12' };

  it('recomputes the chosen line on the server and stores its figures with the rates version', () => {
    const expected = simulate(line(), request);
    const proposal = created(withCredit({ entrada: 500_000, carenciaMeses: '2', parcelaVista: expected.parcelaCents }));
    expect(proposal.simulacao).toEqual({
      linha: 'financiamento_solar_tradicional', escolha: 'linha', versao_taxas: 3, prazo: 60, carencia_meses: 2,
      valor_sistema_centavos: 3_250_000, entrada_centavos: 500_000, liberado_centavos: 2_750_000,
      tarifa_centavos: 600_00, iof_centavos: expected.iofCents, financiado_centavos: expected.financiadoCents,
      parcela_centavos: expected.parcelaCents, total_pago_centavos: expected.totalPagoCents, taxa_mensal: 0.0159,
      cet_mensal: expected.cetMensal, cet_anual: expected.cetAnual, primeiro_vencimento: expected.primeiroVencimento, calculada_em: now,
    });
  });

  it('"Busque a melhor opção" stores the lowest CET; no line able to finance, or no rates set, stores none', () => {
    expect(created(withCredit({ linhaCredito: 'busque_melhor_opcao', quantidadeParcelas: '12' })).simulacao).toMatchObject({ linha: 'financiamento_solar_tradicional', escolha: 'menor_cet' });
    expect(created(withCredit({ linhaCredito: 'busque_melhor_opcao', quantidadeParcelas: '120' })).simulacao).toBeNull();
    const writes = createProposal(context({ creditLines: [] }));
    expect(writes.kind === 'create' && writes.proposal.simulacao).toBeNull();
  });

  it('refuses, at the field, a line that cannot finance the request and a down payment not below the system value', () => {
    const term = domainErrorOf(() => createProposal(context({ input: withCredit({ linhaCredito: 'emprestimo_pessoal', quantidadeParcelas: '60' }) })));
    expect([term.code, term.fields]).toEqual(['invalid-argument', { 'proposta.creditData.linhaCredito': creditText.termNotOffered }]);
    const amount = domainErrorOf(() => createProposal(context({ input: withCredit({ entrada: 3_000_000 }) })));
    expect(amount.message).toBe(creditText.amountOutOfRange(5_000_00, 500_000_00));
    for (const entrada of [3_250_000, 9_000_000]) {
      const down = domainErrorOf(() => createProposal(context({ input: withCredit({ entrada }) })));
      expect(down.fields).toEqual({ 'proposta.creditData.entrada': creditText.downPaymentTooHigh });
    }
    for (const bad of [{ entrada: -1 }, { entrada: 1.5 }, { carenciaMeses: '7' }, { carenciaMeses: -1 }, { parcelaVista: 'x' }]) {
      expect(domainErrorOf(() => createProposal(context({ input: withCredit(bad) }))).code).toBe('invalid-argument');
    }
  });

  it('refuses, at the field, a line that pays cashback without stored rates; stores the down payment (issue 45)', () => {
    const noRates = { creditLines: [], input: withCredit({ entrada: 500_000 }) };
    const refused = domainErrorOf(() => createProposal(context({ ...noRates, cashbackRates: [{ id: 'financiamento_solar_tradicional', valor: 150 }] })));
    expect([refused.code, refused.fields]).toEqual(['invalid-argument', { 'proposta.creditData.linhaCredito': creditText.lineWithoutRates }]);
    // Another line's cashback, or a rate switched off, refuses nothing: no cashback to base.
    for (const cashbackRates of [[{ id: 'credito_fgts', valor: 150 }], [{ id: 'financiamento_solar_tradicional', valor: 0 }]] as const) {
      const writes = createProposal(context({ ...noRates, cashbackRates }));
      expect(writes.kind === 'create' && [writes.proposal.simulacao, writes.proposal.valor_entrada]).toEqual([null, 500_000]);
    }
    // With its rates stored the simulation answers, as always.
    expect(created(withCredit({ entrada: 500_000 })).valor_entrada).toBe(500_000);
  });

  it('refuses to store an installment other than the one step 3 showed: the rates changed meanwhile', () => {
    const seen = simulate(line(), { ...request, entradaCents: 0, carenciaMeses: 0 }).parcelaCents;
    expect(created(withCredit({ parcelaVista: seen })).simulacao?.parcela_centavos).toBe(seen);
    const error = domainErrorOf(() => createProposal(context({ input: withCredit({ parcelaVista: seen + 1 }) })));
    expect([error.code, error.message]).toEqual(['failed-precondition', creditText.ratesChanged]);
  });
});

describe('createProposal: the energy bill and the savings beside the installment (issue 49)', () => {
  const bill: BillFacts = {
    distribuidora: 'cpfl_paulista', titular: 'João Pereira', uc: '4001234567', classe: 'Residencial', subgrupo: 'B1', ligacao: 'bifasico',
    mes_referencia: '2026-02', vencimento: '', consumo_kwh: [620, 580, 610, 640, 590, 600], tarifa_reais_kwh: 0.98, valor_total_centavos: 61_200,
    lidos: ['distribuidora', 'consumo_kwh', 'tarifa_reais_kwh', 'cep'], alertas: [],
  };
  const settings: EnergySettings = { ...defaultEnergySettings(), versao: 7, margem_parcela_pct: 0, crescimento_tarifa_aa_pct: 4 };
  const withBill = (extra: Record<string, unknown> = {}, projectExtra: Record<string, unknown> = {}) => {
    const input = payload();
    return { ...input, ...extra, proposta: { ...input.proposta, projectData: { ...input.proposta.projectData, contaLuz: bill, ...projectExtra } } };
  };
  const createdWith = (input: unknown, energySettings = settings) => {
    const writes = createProposal(context({ input, energySettings }));
    if (writes.kind !== 'create') throw new Error('expected a creation');
    return writes.proposal;
  };

  it('stores the bill\'s facts as conta_luz and the analysis of the saved installment as energia, with the stored settings', () => {
    const proposal = createdWith(withBill());
    expect(proposal.conta_luz).toEqual(bill);
    const simulacao = proposal.simulacao;
    if (!simulacao) throw new Error('expected a saved simulation');
    const expected = analyseEnergy({
      facts: bill, cidade: 'Campinas', uf: 'SP', kwpUsado: 8.25, parcelaCents: simulacao.parcela_centavos, prazo: simulacao.prazo,
      carenciaMeses: simulacao.carencia_meses, settings, now,
    });
    if (expected.kind !== 'ok') throw new Error(`the fixture's bill should be analysable: ${expected.faltando.join(', ')}`);
    expect(proposal.energia).toEqual(expected.analysis);
    expect(proposal.energia).toMatchObject({ parcela_centavos: simulacao.parcela_centavos, kwp_usado: 8.25, tarifas_versao: 7, margem_parcela_pct: 0, meses: 60 });
    expect(proposal.energia?.economia_media_centavos).toBeGreaterThan(0);
  });

  it('ignores an energia the client sends (beside the payload, in it, or in the project): the server computes it', () => {
    const honest = createdWith(withBill()).energia;
    const forged = { ...honest, economia_media_centavos: 99_999_999, razao: 0.01, acima_da_margem: false, parcela_centavos: 1 };
    for (const input of [withBill({ energia: forged }), withBill({}, { energia: forged }), { ...withBill(), proposta: { ...withBill().proposta, energia: forged } }]) {
      expect(createdWith(input).energia).toEqual(honest);
    }
    // Without the bill's facts nothing is computed, whatever is sent.
    const bare = payload();
    expect(createdWith({ ...bare, energia: forged, proposta: { ...bare.proposta, energia: forged } })).toMatchObject({ conta_luz: null, energia: null });
  });

  it('stores no analysis without an installment (no rates set) or when the facts lack the consumption, and no conta_luz when nothing was given', () => {
    const writes = createProposal(context({ input: withBill(), creditLines: [], energySettings: settings }));
    expect(writes.kind === 'create' && [writes.proposal.conta_luz, writes.proposal.energia]).toEqual([bill, null]);
    expect(createdWith(withBill({}, { contaLuz: { ...bill, consumo_kwh: [] } })).energia).toBeNull();
    const empty = { ...bill, distribuidora: '', titular: '', uc: '', classe: '', subgrupo: '', ligacao: '', mes_referencia: '', consumo_kwh: [], tarifa_reais_kwh: null, valor_total_centavos: null, lidos: [] };
    expect(createdWith(withBill({}, { contaLuz: empty }))).toMatchObject({ conta_luz: null, energia: null });
  });

  it('stores its own verdict on the stored facts: an old bill, another holder (a client can neither drop nor add one)', () => {
    const other = createdWith(withBill({}, { contaLuz: { ...bill, titular: 'Fernanda Ribeiro Lima', mes_referencia: '2025-09', alertas: [] } }));
    expect(other.conta_luz?.alertas).toEqual(['conta_antiga', 'titular_diferente']);
    // The customer's name abbreviated is the same person; a recent bill the client called old is not.
    const recent = createdWith(withBill({}, { contaLuz: { ...bill, titular: 'JOAO PEREIRA', alertas: ['conta_antiga'] } }));
    expect(recent.conta_luz?.alertas).toEqual([]);
    expect(createdWith(withBill()).conta_luz?.alertas).toEqual([]);
  });

  it('dates the bill by its due date when printed, else by its reference month’s end (as the wizard does)', () => {
    // 12/03/2026: November's end is 102 days before, a due date of 20/12/2025 82 days.
    const november = { ...bill, mes_referencia: '2025-11', alertas: [] };
    expect(createdWith(withBill({}, { contaLuz: november })).conta_luz?.alertas).toEqual(['conta_antiga']);
    expect(createdWith(withBill({}, { contaLuz: { ...november, vencimento: '2025-12-20' } })).conta_luz?.alertas).toEqual([]);
  });

  it("judges another holder itself: a flag the client computed before the customer's name was corrected is not stored (review)", () => {
    // The bill is João Pereira's, the customer is João Pereira: the client's stale 'titular_diferente' goes.
    expect(createdWith(withBill({}, { contaLuz: { ...bill, alertas: ['titular_diferente'] } })).conta_luz?.alertas).toEqual([]);
    expect(createdWith(withBill({}, { contaLuz: { ...bill, mes_referencia: '2025-09', alertas: ['conta_antiga', 'titular_diferente'] } })).conta_luz?.alertas).toEqual(['conta_antiga']);
  });

  it('refuses implausible facts at their field (Portuguese), never storing a wrong number', () => {
    const error = domainErrorOf(() => createdWith(withBill({}, { contaLuz: { ...bill, tarifa_reais_kwh: 3.5 } })));
    expect(error.code).toBe('invalid-argument');
    expect(Object.values(error.fields ?? {})).toContain('Tarifa fora do plausível: informe de R$ 0,30 a R$ 2,00 por kWh.');
  });
});
