/**
 * Resolved by Vite's alias to `memory/public-rates.ts` or `firebase/public-rates.ts` (VITE_BACKEND):
 * the landing's simulator reads publico/taxas without loading a backend SDK.
 */
declare module '@public-rates' {
  import type { PublishedRates } from '@solarcred/domain/credit/lines';
  export function loadPublishedRates(): Promise<PublishedRates | null>;
}
