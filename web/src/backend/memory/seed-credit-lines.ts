/**
 * The credit lines' demo rates (issue 32), plausible for 2026: monthly rates by term, the amounts
 * each line finances and its fee, set by the demo admin a month ago; the public subset beside them.
 * The Firebase seed writes the same documents.
 */
import { creditLines, publishedRatesDoc } from '@solarcred/domain/data/credit-lines';
import { publishedRatesOf, type CreditLine, type StoredCreditLine } from '@solarcred/domain/credit/lines';
import { putDoc, putSingle, type MemoryState } from './store';

const DAY = 24 * 60 * 60 * 1000;
/** How long ago the demo admin set these rates. */
export const seedRatesAgeMs = 30 * DAY;

export const seedCreditLineValues: CreditLine[] = [
  {
    id: 'financiamento_solar_tradicional', ativa: true,
    taxas: { '12': 1.29, '24': 1.39, '36': 1.49, '48': 1.55, '60': 1.59, '72': 1.65, '84': 1.69, '120': 1.79 },
    valor_min_centavos: 5_000_00, valor_max_centavos: 500_000_00, tarifa_centavos: 600_00,
    nota: 'O próprio sistema fotovoltaico é a garantia.',
  },
  {
    id: 'credito_consignado', ativa: true,
    taxas: { '12': 1.66, '24': 1.66, '36': 1.7, '48': 1.72, '60': 1.75, '72': 1.78, '84': 1.8 },
    valor_min_centavos: 2_000_00, valor_max_centavos: 150_000_00, tarifa_centavos: 0,
    nota: 'Parcela descontada em folha ou no benefício do INSS.',
  },
  {
    id: 'credito_trabalhador', ativa: true,
    taxas: { '12': 2.49, '24': 2.69, '36': 2.89, '48': 2.99 },
    valor_min_centavos: 1_000_00, valor_max_centavos: 100_000_00, tarifa_centavos: 0,
    nota: 'Consignado do trabalhador CLT, parcela descontada do salário.',
  },
  {
    id: 'credito_garantia_veiculos', ativa: true,
    taxas: { '12': 1.79, '24': 1.85, '36': 1.95, '48': 1.99, '60': 2.09 },
    valor_min_centavos: 5_000_00, valor_max_centavos: 300_000_00, tarifa_centavos: 900_00,
    nota: 'Veículo quitado, até 10 anos de fabricação.',
  },
  {
    id: 'credito_fgts', ativa: false,
    taxas: { '12': 1.79 },
    valor_min_centavos: 1_000_00, valor_max_centavos: 50_000_00, tarifa_centavos: 0,
    nota: 'Suspensa enquanto as regras do saque-aniversário mudam.',
  },
  {
    id: 'consorcio_servicos', ativa: false,
    taxas: {},
    valor_min_centavos: 10_000_00, valor_max_centavos: 200_000_00, tarifa_centavos: 0,
    nota: 'Consórcio não tem juros: fica fora da comparação por CET.',
  },
  {
    id: 'emprestimo_pessoal', ativa: true,
    taxas: { '12': 3.99, '24': 4.29, '36': 4.49, '48': 4.59 },
    valor_min_centavos: 1_000_00, valor_max_centavos: 50_000_00, tarifa_centavos: 300_00,
    nota: 'Sem garantia: a opção mais cara.',
  },
];

export function seedCreditLines(state: MemoryState, now: number): void {
  const setAt = now - seedRatesAgeMs;
  const stored: StoredCreditLine[] = seedCreditLineValues.map((line) => ({ ...line, versao: 1, atualizado_por: 'admin-demo', atualizado_em: setAt }));
  for (const line of stored) putDoc(state, creditLines, line);
  putSingle(state, publishedRatesDoc, publishedRatesOf(stored, setAt));
}
