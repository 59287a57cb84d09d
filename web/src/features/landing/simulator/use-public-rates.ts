/** The public rates, read once when the simulator opens. */
import { useEffect, useState } from 'react';
import { loadPublishedRates } from '@public-rates';
import type { PublishedRates } from '@solarcred/domain/credit/lines';

export type RatesState = { status: 'loading' } | { status: 'ready'; rates: PublishedRates } | { status: 'error' };

export function usePublicRates(attempt: number): RatesState {
  const [state, setState] = useState<RatesState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadPublishedRates().then(
      (rates) => active && setState(rates && rates.linhas.length > 0 ? { status: 'ready', rates } : { status: 'error' }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  return state;
}
