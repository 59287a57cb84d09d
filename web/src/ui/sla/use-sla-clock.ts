import { useEffect, useMemo, useState } from 'react';
import { defaultSlaHours, lateCutoffs, slaStep, type SlaCutoffs, type SlaHours } from '@solarcred/domain/sla';
import { useLive } from '../../backend/use-live';

export interface SlaClock {
  /** The current minute (the clocks' 'há 3 dias'). */
  now: number;
  /** The SLA per status once config/sla has loaded (null before; the default when never saved). */
  horas: SlaHours | null;
  /** Late thresholds for the current step (empty until the settings have loaded). */
  cutoffs: SlaCutoffs;
}

const MINUTE = 60_000;

/** The current time, re-rendering once a minute: the clocks tick on the client, never by polling. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The SLA settings (config/sla, one live document; the default when no admin saved any) and
 * the late thresholds, recomputed once per step (slaStepMs) of the client's clock.
 */
export function useSlaClock(): SlaClock {
  const live = useLive((backend) => backend.sla.settings, 'sla-settings');
  // Unreadable (e.g. offline) or never saved: the default SLAs.
  const horas = live.status === 'loading' ? null : live.status === 'ready' && live.data ? live.data.horas : defaultSlaHours;
  const now = useMinuteClock();
  const step = slaStep(now);
  const cutoffs = useMemo(() => (horas ? lateCutoffs(horas, step) : {}), [horas, step]);
  return { now, horas, cutoffs };
}
