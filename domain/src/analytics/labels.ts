/** How the analytics name a cell's credit line and state (the page, its filters, the exports' record). */
import { linhaCreditoOptions, ufOptions } from '../options';

/** Where a proposal without a credit line or state is counted. */
export const noLine = 'sem_linha';
export const noState = 'XX';

/** A cell's credit line as the page names it. */
export const lineLabel = (linha: string) => (linha === noLine ? 'Sem linha' : (linhaCreditoOptions.find((option) => option.value === linha)?.label ?? linha));
/** A cell's state as the page names it. */
export const stateLabel = (uf: string) => (uf === noState ? 'Sem estado' : (ufOptions.find((option) => option.value === uf)?.label ?? uf));
