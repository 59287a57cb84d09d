/**
 * Resolved by Vite's alias to `memory/public-rates.ts` or `firebase/public-rates.ts` (VITE_BACKEND):
 * the landing's simulator reads publico/taxas and publico/energia (issue 49) without loading a backend SDK.
 */
declare module '@public-rates' {
  import type { PublishedRates } from '@solarcred/domain/credit/lines';
  export function loadPublishedRates(): Promise<PublishedRates | null>;
  /** publico/energia checked by hand (parsePublishedEnergy); null when absent or not its shape (the caller uses the defaults). */
  export function loadPublishedEnergy(): Promise<import('@solarcred/domain/energy/types').EnergySettings | null>;
}
