/**
 * The landing's estimated savings for a bill's amount (issue 49): the energy math and the admin's
 * published settings (publico/energia) load only once a visitor types a bill value, so the
 * simulator's chunk stays small; the repo's defaults serve when the settings cannot be read.
 */
import { useEffect, useState } from 'react';
import { loadPublishedEnergy } from '@public-rates';
import type { QuickSavings } from '@solarcred/domain/energy/analysis';
import type { EnergySettings } from '@solarcred/domain/energy/types';

type Analysis = typeof import('@solarcred/domain/energy/analysis');

export type BillSavings =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'implausible' }
  | { status: 'ready'; savings: QuickSavings; margemPct: number; ratioOf: Analysis['installmentRatio']; aboveMarginOf: Analysis['aboveMargin'] };

interface Loaded {
  analysis: Analysis;
  settings: EnergySettings;
}

let loading: Promise<Loaded> | null = null;

/** The math and the settings, once per page (a failed read of the settings falls back to the defaults). */
function loadSavings(): Promise<Loaded> {
  loading ??= Promise.all([
    import('@solarcred/domain/energy/analysis'),
    import('@solarcred/domain/energy/settings-public'),
    loadPublishedEnergy().catch(() => null),
  ]).then(([analysis, settings, published]) => ({ analysis, settings: published ?? settings.defaultEnergySettings() }));
  // A failed chunk load may be tried again on the next keystroke.
  loading.catch(() => (loading = null));
  return loading;
}

export function useBillSavings(contaCentavos: number | null, uf: string | null, prazo: number): BillSavings {
  const [state, setState] = useState<BillSavings>({ status: 'none' });
  useEffect(() => {
    if (contaCentavos === null || contaCentavos <= 0) return setState({ status: 'none' });
    let active = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    loadSavings().then(
      ({ analysis, settings }) => {
        if (!active) return;
        const savings = analysis.quickSavings({ contaCentavos, uf, settings, prazo, now: Date.now() });
        setState(savings ? { status: 'ready', savings, margemPct: settings.margem_parcela_pct, ratioOf: analysis.installmentRatio, aboveMarginOf: analysis.aboveMargin } : { status: 'implausible' });
      },
      () => active && setState({ status: 'none' }),
    );
    return () => {
      active = false;
    };
  }, [contaCentavos, uf, prazo]);
  return state;
}
