import { fileURLToPath } from 'node:url';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { planFor, tierOf } from '../../scripts/lib/changed.mjs';
import authConfig from '../vitest.auth.config';
import cliConfig from '../vitest.cli.config';
import e2eConfig from '../vitest.e2e.config';
import emulatorConfig from '../vitest.emulator.config';
import firebaseConfig from '../vitest.firebase.config';

const tests = [
  'domain/src/credit/credit.test.ts',
  'tests/e2e/credit-lines.test.ts',
  'tests/e2e/kanban.test.ts',
  'tests/e2e-firebase/kanban.test.ts',
  'tests/build/landing-budget.test.ts',
  'tests/e2e-auth/sign-in.test.ts',
  'tests/functions/grant-admin-auth.test.ts',
  'tests/functions/comments-firestore.test.ts',
  'tests/rules/propostas.test.ts',
  'tests/rules/avisos.test.ts',
  'tests/cli/emulators-start-seed.test.ts',
];

describe('npm test -- --changed', () => {
  it('puts each test file in the tier that runs it', () => {
    expect(tests.map(tierOf)).toEqual([null, 3, 3, 6, 3, 4, 4, 5, 5, 5, 5]);
  });

  it('a domain change checks every project and runs the unit tier, no browser tier', () => {
    const plan = planFor(['domain/src/credit/cet.ts'], tests);
    expect(plan.projects).toEqual(['domain', 'web', 'functions', 'tests']);
    expect(plan).toMatchObject({ lint: ['domain/src/credit/cet.ts'], unit: true, tiers: {} });
  });

  it('a feature change runs the journeys named after its folder, on both backends', () => {
    const plan = planFor(['web/src/features/kanban/board.tsx'], [...tests, 'tests/e2e/kanban-lazy.test.ts']);
    expect(plan.projects).toEqual(['web', 'tests']);
    expect(plan.tiers).toEqual({ 3: ['tests/e2e/kanban-lazy.test.ts', 'tests/e2e/kanban.test.ts'], 6: ['tests/e2e-firebase/kanban.test.ts'] });
  });

  it('a changed test file runs in its tier; a rules change runs every rules suite', () => {
    expect(planFor(['tests/functions/comments-firestore.test.ts'], tests)).toMatchObject({ projects: ['tests'], unit: false, tiers: { 5: ['tests/functions/comments-firestore.test.ts'] } });
    expect(planFor(['firestore.rules'], tests)).toEqual({ projects: [], lint: [], unit: false, tiers: { 5: ['tests/rules/avisos.test.ts', 'tests/rules/propostas.test.ts'] } });
  });

  it('documentation alone runs the docs checks of the unit tier and nothing else', () => {
    expect(planFor(['docs/testing.md'], tests)).toEqual({ projects: [], lint: [], unit: true, tiers: {} });
  });

  it('agrees with the vitest configs on the tier of every test file in the repository', () => {
    const configs = [[3, e2eConfig], [4, authConfig], [5, emulatorConfig], [5, cliConfig], [6, firebaseConfig]] as const;
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const runs: [string, number | null][] = [];
    for (const [tier, config] of configs) {
      // A config's own include, or its projects' (tier 5's two queues).
      const projects = (config.test?.projects ?? []) as { test?: { include?: string[] } }[];
      const include = config.test?.include ?? projects.flatMap((project) => project.test?.include ?? []);
      for (const file of globSync(include, { cwd: root })) if (!runs.some(([known]) => known === file)) runs.push([file, tier]);
    }
    for (const file of globSync(['tests/**/*.test.ts'], { cwd: root })) {
      if (!runs.some(([known]) => known === file)) runs.push([file, null]);
    }
    expect(runs.length).toBeGreaterThan(100);
    expect(runs.filter(([file, tier]) => tierOf(file) !== tier)).toEqual([]);
  });
});
