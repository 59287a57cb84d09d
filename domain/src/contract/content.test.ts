import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { epochDay } from '../credit/calendar';
import { yearlyCet } from '../credit/cet';
import { completeIntegrator } from '../test-fixtures';
import { contractContentOf, lenderParty, releaseDayOfSimulation } from './content';
import { proposalFirstInstallment } from '../installation/due-dates';
import { defaultContractTemplate } from './template';
import { approvedAt, approvedProposal, proposalCreatedAt } from './test-contract';

const contentOf = (options: Parameters<typeof approvedProposal>[0] = {}, versao = 1) => {
  const proposal = approvedProposal(options);
  return { proposal, content: contractContentOf({ proposal, simulation: proposal.simulacao!, template: defaultContractTemplate, versao, now: approvedAt }) };
};
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('contractContentOf: the schedule and the CET are the saved simulation\'s', () => {
  it('sums to the total paid, amortises the financed amount, dates from the first due date on, and gives back the CET', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(12, 60, 120),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1_000_000, max: 40_000_000 }),
        // Saved at any minute of 2026: month ends and the UTC/São Paulo day boundary included.
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) }),
        (prazo, carencia, valorSistema, at) => {
          const { proposal, content } = contentOf({ prazo, carencia, valorSistema, entrada: Math.round(valorSistema / 10), at });
          const s = proposal.simulacao!;
          expect(content.parcelas).toHaveLength(prazo);
          expect(sum(content.parcelas.map((row) => row.parcela_centavos))).toBe(s.total_pago_centavos);
          expect(content.parcelas[0]?.vencimento).toBe(s.primeiro_vencimento);
          expect(content.parcelas.at(-1)?.saldo_centavos).toBe(0);
          if (carencia === 0) expect(sum(content.parcelas.map((row) => row.amortizacao_centavos))).toBe(s.financiado_centavos);
          // Each flow's days are its date's distance from the release; the release is the one negative flow.
          const release = content.fluxos_cet[0]!;
          expect(release).toMatchObject({ data: content.financiamento.liberacao, dias: 0, valor_centavos: -s.liberado_centavos });
          for (const flow of content.fluxos_cet) expect(flow.dias).toBe(epochDay(flow.data) - epochDay(release.data));
          const payments = content.fluxos_cet.slice(1).map((flow) => ({ days: flow.dias, cents: flow.valor_centavos }));
          expect(Math.abs(yearlyCet(-release.valor_centavos, payments) - s.cet_anual)).toBeLessThan(0.0001);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('releases on the UTC day the simulation was saved (createProposal\'s rule)', () => {
    // 22:30 in São Paulo on the 11th is the 12th in UTC.
    const { content } = contentOf({ at: Date.UTC(2026, 2, 12, 1, 30) });
    expect(content.financiamento.liberacao).toBe('2026-03-12');
    expect(content.financiamento.primeiro_vencimento).toBe('2026-04-12');
    // Jan 30 and Jan 31 both fall due on Feb 28: the UTC day (the 31st) is the one simulate() counted from.
    expect(releaseDayOfSimulation({ calculada_em: Date.UTC(2026, 0, 31, 1, 0), carencia_meses: 0, primeiro_vencimento: '2026-02-28' })).toBe(epochDay('2026-01-31'));
    // A simulation saved by a clock a day off is still found, by its first due date.
    expect(releaseDayOfSimulation({ calculada_em: Date.UTC(2026, 2, 12, 1, 30), carencia_meses: 1, primeiro_vencimento: '2026-05-11' })).toBe(epochDay('2026-03-11'));
    expect(() => releaseDayOfSimulation({ calculada_em: proposalCreatedAt, carencia_meses: 0, primeiro_vencimento: '2026-05-30' })).toThrow(RangeError);
  });
});

describe('contractContentOf: approved after the saved first installment', () => {
  it('counts from the approval day, as the Instalação tab does, and prints the CET of those dates', () => {
    // Saved on 12/03 for 12/04; approved on 20/04, after that day had passed.
    const late = Date.UTC(2026, 3, 20, 14, 0);
    const proposal = approvedProposal({ approved: late });
    const content = contractContentOf({ proposal, simulation: proposal.simulacao!, template: defaultContractTemplate, versao: 1, now: late });
    const s = proposal.simulacao!;
    expect(s.primeiro_vencimento).toBe('2026-04-12');
    expect(content.financiamento.liberacao).toBe('2026-04-20');
    expect(content.financiamento.primeiro_vencimento).toBe(proposalFirstInstallment(proposal));
    expect(content.parcelas[0]?.vencimento).toBe('2026-05-20');
    expect(content.parcelas.every((row) => row.vencimento > '2026-04-20')).toBe(true);
    // Same amounts; the CET is the one of the printed flows, and the clauses say the same.
    expect(sum(content.parcelas.map((row) => row.parcela_centavos))).toBe(s.total_pago_centavos);
    const payments = content.fluxos_cet.slice(1).map((flow) => ({ days: flow.dias, cents: flow.valor_centavos }));
    expect(content.financiamento.cet_anual).toBeCloseTo(yearlyCet(s.liberado_centavos, payments), 10);
    expect(Math.abs(content.financiamento.cet_anual - s.cet_anual)).toBeLessThan(0.005);
    expect(content.clausulas.map((clause) => clause.texto).join(' ')).toContain('20/05/2026');
  });
});

describe('contractContentOf: parties, figures and clauses', () => {
  it('names the credit company, the customer and the integrator, and fills every clause', () => {
    const { proposal, content } = contentOf({}, 2);
    expect(content).toMatchObject({ numero: 'CCB-2026-MNOPQRST-V2', versao: 2, modelo_versao: 0, local: 'São Paulo - SP', data: '2026-03-16', gerado_em: approvedAt });
    expect(content.credora).toEqual(lenderParty);
    expect(content.cliente).toEqual({ nome: 'João Pereira', documento: '529.982.247-25', endereco: 'Rua das Flores, 45, São Paulo - SP, CEP 01310-100', email: 'joao@exemplo.com.br' });
    expect(content.fornecedor).toMatchObject({ nome: 'Sol Nascente Energia', documento: '' });
    expect(content.sistema).toEqual({ potencia_kwp: 8.25, geracao_mensal_kwh: 1100, modulos: 'Canadian Solar', inversor: 'Hoymiles', endereco: 'Estrada do Sol, 900, Galpão 2, Campinas - SP, CEP 13000-000' });
    expect(content.financiamento).toMatchObject({ linha: 'financiamento_solar_tradicional', valor_sistema_centavos: 3_250_000, entrada_centavos: 250_000, prazo: 60, taxa_mensal: 0.0159 });
    expect(content.financiamento.taxa_anual).toBeCloseTo(Math.pow(1.0159, 12) - 1, 12);
    expect(content.financiamento.cet_anual).toBe(proposal.simulacao!.cet_anual);
    const text = content.clausulas.map((clause) => clause.texto).join('\n');
    expect(text).not.toMatch(/\{\{/);
    expect(text).toContain('João Pereira, inscrito(a) no CPF/CNPJ sob o nº 529.982.247-25');
    expect(text).toContain('em 60 parcelas mensais');
    expect(text).toContain('foro da comarca de São Paulo - SP');
  });

  it('prints the integrator\'s CNPJ and address when its record is given', () => {
    const proposal = approvedProposal();
    const integrator = completeIntegrator({ nome_empresa: 'Sol Nascente Energia' });
    const content = contractContentOf({ proposal, simulation: proposal.simulacao!, template: defaultContractTemplate, versao: 1, now: approvedAt, integrator });
    expect(content.fornecedor.documento).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(content.fornecedor.endereco).toContain(integrator.city!);
  });
});
