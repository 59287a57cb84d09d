import type { CreditLine } from '@solarcred/domain/credit/lines';
import { linhaCreditoOptions, type Option } from '@solarcred/domain/options';

/**
 * Step 3's 'Linha de Crédito' choices: 'Busque a melhor opção' and the lines the admin keeps
 * active, in the product's order. A line already chosen (a restored draft, or one deactivated
 * while the step is open) stays listed so the field shows it with its refusal instead of
 * silently showing another; until the lines arrive, nothing else is offered.
 */
export function offeredLineOptions(lines: readonly Pick<CreditLine, 'id' | 'ativa'>[] | null, chosen: string): Option[] {
  const active = new Set((lines ?? []).filter((line) => line.ativa).map((line) => line.id as string));
  return linhaCreditoOptions.filter(
    (option) => option.value === 'busque_melhor_opcao' || active.has(option.value) || (chosen !== '' && option.value === chosen),
  );
}
