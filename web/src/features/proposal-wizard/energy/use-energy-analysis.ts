/**
 * The wizard's energy analysis (issue 49): the bill's facts, the project's municipality and the
 * quoted size as the form holds them, the admin's settings live, and the domain's analyseEnergy —
 * the function createProposal stores `energia` with — for any installment. Step 2's sizing panel
 * and step 3's savings beside every line read it.
 */
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { analyseEnergy } from '@solarcred/domain/energy/analysis';
import { defaultEnergySettings } from '@solarcred/domain/energy/settings';
import type { BillFacts, EnergySettings } from '@solarcred/domain/energy/types';
import type { Millis } from '@solarcred/domain/model';
import { parseDecimal } from '@solarcred/domain/validators';
import { useLive } from '../../../backend/use-live';

/** What the form says that the analysis needs besides the installment. */
export interface EnergyInputs {
  facts: BillFacts;
  cidade: string;
  uf: string;
  /** The quoted size (potenciaKwp), null while empty or not a number: the analysis then uses the suggestion. */
  kwpUsado: number | null;
  settings: EnergySettings;
  now: Millis;
}

export type EnergyOutcome = ReturnType<typeof analyseEnergy>;

/** The form's own shape as far as the analysis reads it (the wizard's ProposalFormValues satisfy it). */
interface EnergyFormValues {
  projectData: { contaLuz: BillFacts | null; cidade: string; estado: string; potenciaKwp: string };
}

/** The admin's settings (publico/energia) live; the domain's defaults while they load or if they fail. */
export function useEnergySettings(): EnergySettings {
  const live = useLive((backend) => backend.energy.settings, 'energy-settings');
  const [fallback] = useState(defaultEnergySettings);
  return live.status === 'ready' ? live.data : fallback;
}

/** The analysis' inputs from the wizard's form; null while the bill's facts are not given. */
export function useEnergyInputs(): EnergyInputs | null {
  const { control } = useFormContext<EnergyFormValues>();
  const [facts, cidade, uf, kwp] = useWatch({ control, name: ['projectData.contaLuz', 'projectData.cidade', 'projectData.estado', 'projectData.potenciaKwp'] });
  const settings = useEnergySettings();
  const [now] = useState(() => Date.now());
  return useMemo(() => {
    if (!facts) return null;
    const quoted = parseDecimal(String(kwp ?? ''));
    return { facts, cidade: String(cidade ?? ''), uf: String(uf ?? ''), kwpUsado: quoted !== null && quoted > 0 ? quoted : null, settings, now };
  }, [facts, cidade, uf, kwp, settings, now]);
}

/** analyseEnergy for one installment; a value the domain refuses (a RangeError on a number out of bounds) reads as nothing to show. */
export function analyseFor(inputs: EnergyInputs, parcelaCents: number, prazo: number, carenciaMeses: number): EnergyOutcome | null {
  try {
    return analyseEnergy({ ...inputs, parcelaCents, prazo, carenciaMeses });
  } catch {
    return null;
  }
}

/** What step 3 shows beside every line: the analysis of each line's installment, by line id; null without the bill's facts. */
export function useLineSavings(options: readonly { linha: string; parcelaCents: number; prazo: number; carenciaMeses: number }[]): Map<string, EnergyOutcome | null> | null {
  const inputs = useEnergyInputs();
  return useMemo(
    () => (inputs ? new Map(options.map((option) => [option.linha, analyseFor(inputs, option.parcelaCents, option.prazo, option.carenciaMeses)])) : null),
    [inputs, options],
  );
}
