/**
 * How long a test waits, in one place for every tier (issue 46; docs/testing.md, "On a slower
 * machine"). Two kinds of limit:
 *
 * - The hang guard (`hangGuardMs`): Vitest's per-test and per-hook timeout in every tier's config.
 *   It stops a test stuck on something with no budget of its own; a slow machine does not reach
 *   it, because every step a test awaits fails first, at its own budget, naming what it waited for.
 * - Step budgets: each awaited step waits for its condition (a locator, `expect.poll`, `waitFor`)
 *   for at most the budget of what it awaits: a screen answering (`actionMs`), a function's run
 *   (`callableMs`: a callable's round trip, a trigger's run), a change made through functions
 *   reaching another person's screen (`liveMs`, `liveAfterRuns`), a queue of trigger runs
 *   (`backlogMs`), an emulator suite starting (`emulatorStartMs`). A journey that awaits ten
 *   callables has ten budgets, not one fixed minute around all of them.
 *
 * Each budget is the reference machine's (2 shared cores, 2026-11, test lanes running) times
 * `pace`; a function's run is also at least `callableFactor` times the run's cold call, which
 * `calibrate` takes once per Vitest run where the Functions emulator runs (every tier's config
 * awaits it, so the main process and its workers, which inherit its environment, agree). Tiers
 * 4–6 warm every callable before their tests (scripts/test.mjs): the cold call is then the
 * warm-up's median first call, since a calibration call would find its function warm, while the
 * triggers a journey waits on still start cold.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
// Imported by the configs as './budgets.js', its own import with an extension too: Vite's config loader warns about imports without one.
import { functionsOrigin, hasAuth, projectId, region } from './emulator-env.js';

/** What each wait took at most on the reference machine (2 cores, busy), in ms. */
const reference = {
  /** One short step: a page answering a click or showing a screen, a killed process exiting. */
  action: 10_000,
  /**
   * A function's run, cold, under the test lanes: a callable's round trip, or a trigger's run after
   * its write. Measured in issue 46: 6–15 s cold on a busy machine (13.6 s for a board drop).
   */
  callable: 30_000,
  /** A Firestore commit reaching another open page (0.2–1.5 s measured on busy machines). */
  live: 10_000,
  /** A change an open page shows "at once" (a live listener, not a poll or a reload): the latency the journeys assert. */
  atOnce: 1_000,
  /** The Functions emulator working through a queue of trigger runs (the counters settling). */
  backlog: 120_000,
  /** No counter moved for this long: the queue of trigger runs is done (a condition's window, not a timeout). */
  quiet: 1_500,
  /** `firebase emulators:start` ready, seeded or stopped (20–35 s each on busy machines). */
  emulatorStart: 120_000,
  /** The hang guard: no test of the suite takes a third of it on the reference machine. */
  hang: 15 * 60_000,
} as const;

/** The reference machine's cores; a run counts the cores it may use (`taskset` limits them). */
const referenceCores = 2;
/** A function's run is given at least this many times the run's cold call. */
export const callableFactor = 4;
/** Called, unauthenticated, to time a cold round trip: a function the suites call rarely, which refuses before any read. */
const calibrationCallable = 'memberSignIns';
const coldCallVariable = 'TEST_COLD_CALLABLE_MS';
/** The warm-up's record (scripts/lib/warm-callables.mjs --record), set by scripts/test.mjs for tiers 4–6. */
const warmUpVariable = 'TEST_WARMUP_RECORD';

/** The median cold call of the warm-up that ran before this tier's tests, or null (no warm-up, or none answered). */
export function warmUpColdCall(recordFile: string | undefined): { coldMs: number; warmed: number } | null {
  if (!recordFile) return null;
  try {
    const { coldMs, warmed } = JSON.parse(readFileSync(recordFile, 'utf8')) as { coldMs?: number; warmed?: number };
    return coldMs && coldMs > 0 && warmed ? { coldMs, warmed } : null;
  } catch {
    return null;
  }
}

/** What a run's budgets depend on. */
export interface Run {
  /** The cores the run may use (`os.availableParallelism()`, which `taskset` limits). */
  cores: number;
  /** TEST_PACE, set by a person for a slower processor (`TEST_PACE=3 npm test`); 1 when unset. */
  declaredPace: number;
  /** The run's cold callable round trip (ms) as `calibrate` measured it; 0 when not measured. */
  coldCallMs: number;
  /** Whether the emulators run (tiers 4–6), so a page's answer may wait for a function. */
  emulators: boolean;
}

/**
 * How much slower a run is than the reference machine: its cores (one core → 2), times the pace a
 * person declared. Never below 1: a faster machine keeps the reference budgets.
 */
export const paceOf = (run: Pick<Run, 'cores' | 'declaredPace'>): number => Math.max(1, referenceCores / run.cores) * Math.max(1, run.declaredPace);

/** Every budget of a run, in ms. */
export function budgetsFor(run: Run) {
  const pace = paceOf(run);
  const scaled = (ms: number) => Math.round(ms * pace);
  const callableMs = Math.max(scaled(reference.callable), callableFactor * run.coldCallMs);
  const liveAfterRuns = (runs: number) => runs * callableMs + scaled(reference.live);
  return {
    pace,
    /** Vitest's testTimeout and hookTimeout in every tier: only a test stuck on an unbudgeted promise reaches it. */
    hangGuardMs: scaled(reference.hang),
    /** One short step: a screen answering on the memory backend, a killed process exiting. */
    actionMs: scaled(reference.action),
    /**
     * A page answering a click or showing a screen (Playwright's default timeout, `expect.poll`'s):
     * on the memory backend a step; where the emulators run, the answer may wait for a function and
     * travel through Firestore, so a live change's budget.
     */
    pageMs: run.emulators ? liveAfterRuns(1) : scaled(reference.action),
    /** One function's run: a callable's round trip (and the toast that answers it), or a trigger's run after its write. */
    callableMs,
    /** `runs` functions one after another (a callable, then the trigger its write fires). */
    functionRuns: (runs: number) => runs * callableMs,
    /** A change made through a function (callable or trigger) reaching another person's open page. */
    liveMs: liveAfterRuns(1),
    /** A change reaching another person's open page after `runs` functions in a row (a callable whose write fires a trigger). */
    liveAfterRuns,
    /** The latency a journey asserts for a change an open page shows "at once". */
    atOnceMs: scaled(reference.atOnce),
    /** The Functions emulator working through a queue of trigger runs. */
    backlogMs: scaled(reference.backlog),
    /** How long the counters must stay still to call the trigger queue done (a slower machine starts a trigger later). */
    quietMs: scaled(reference.quiet),
    /** `firebase emulators:start` (the CLI tests) ready, seeded or stopped. */
    emulatorStartMs: scaled(reference.emulatorStart),
  };
}

/** This process's run: its cores, TEST_PACE, the cold call `calibrate` measured (inherited by the workers). */
const thisRun = (): Run => ({
  cores: availableParallelism(),
  declaredPace: Number(process.env['TEST_PACE'] ?? 1) || 1,
  coldCallMs: Number(process.env[coldCallVariable] ?? 0) || 0,
  emulators: hasAuth,
});

/** This run's budgets, read when used (after `calibrate`, in the config and in the workers). */
export const budgets: ReturnType<typeof budgetsFor> = new Proxy({} as ReturnType<typeof budgetsFor>, {
  get: (_, key) => budgetsFor(thisRun())[key as keyof ReturnType<typeof budgetsFor>],
});

/**
 * Every tier's config awaits this at its top, before it reads a budget: where the Functions
 * emulator runs (tiers 4–6, inside `firebase emulators:exec`), takes the cold callable round trip
 * the warm-up before the tests measured, or else times one itself, and keeps it in the
 * environment the test workers inherit; prints the budgets the run uses.
 */
export async function calibrate(): Promise<void> {
  let measured = '';
  const warmUp = hasAuth && !process.env[coldCallVariable] ? warmUpColdCall(process.env[warmUpVariable]) : null;
  if (warmUp) {
    process.env[coldCallVariable] = String(warmUp.coldMs);
    measured = ` (cold call ${warmUp.coldMs} ms: the median first call of the ${warmUp.warmed} callables warmed before the tests)`;
  } else if (hasAuth && !process.env[coldCallVariable]) {
    const started = performance.now();
    try {
      // Refused for want of a sign-in, once the function's worker has loaded it: a cold start and a round trip.
      await fetch(`${functionsOrigin}/${projectId}/${region}/${calibrationCallable}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
        signal: AbortSignal.timeout(budgets.backlogMs),
      });
      process.env[coldCallVariable] = String(Math.round(performance.now() - started));
      measured = ` (cold call ${process.env[coldCallVariable]} ms)`;
    } catch (error) {
      measured = ` (cold call not measured: ${(error as Error).message})`;
    }
  }
  console.log(
    `budgets: pace ${budgets.pace} (${availableParallelism()} core(s)), page ${budgets.pageMs} ms, function run ${budgets.callableMs} ms${measured}, hang guard ${budgets.hangGuardMs / 60_000} min`,
  );
}
