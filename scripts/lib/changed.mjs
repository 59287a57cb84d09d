/**
 * `npm test -- --changed [ref]`: the inner loop (issue 31). Which checks and test files a change
 * touches, from the files git reports changed (uncommitted, untracked, and the commits since `ref`
 * when one is given). Pure: `planFor` takes the file lists, so it is unit tested without git.
 */
import { execFileSync } from 'node:child_process';

const git = (root, args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Changed files relative to the repository root: the working tree against `ref` (HEAD by default)
 * and untracked files. Deleted files are left out: there is nothing of them to check or run.
 */
export function changedFiles(root, ref = 'HEAD') {
  return [...new Set([...git(root, ['diff', '--name-only', '--diff-filter=d', ref]), ...git(root, ['ls-files', '--others', '--exclude-standard'])])];
}

/** Every test file of the repository, for the mapping from source to tests. */
export function testFiles(root) {
  return git(root, ['ls-files', '--cached', '--others', '--exclude-standard', 'tests/**/*.test.ts', '*.test.ts', '*.test.tsx']);
}

/** Which TypeScript projects a file's change can break (each project compiles what it imports). */
function projectsOf(file) {
  if (file.startsWith('domain/')) return ['domain', 'web', 'functions', 'tests'];
  if (file.startsWith('web/')) return ['web', 'tests'];
  if (file.startsWith('functions/')) return ['functions', 'tests'];
  if (file.startsWith('tests/')) return ['tests'];
  return [];
}

/** The browser journeys named after a feature folder (web/src/features/<name>/ → tests/e2e/<name>.test.ts and its Firebase twin). */
function journeysOf(file, tests) {
  const feature = /^web\/src\/features\/([^/]+)\//.exec(file)?.[1];
  if (!feature) return [];
  return tests.filter((test) => /^tests\/e2e(-firebase|-auth)?\/[^/]+\.test\.ts$/.test(test) && test.split('/').pop().startsWith(feature));
}

/** The tier a test file runs in (scripts/test.mjs), or null for the unit tier's own files. */
export function tierOf(test) {
  if (/^tests\/(e2e|build)\//.test(test)) return 3;
  if (/^tests\/(functions\/.*-auth|e2e-auth\/)/.test(test)) return 4;
  if (/^tests\/(rules|functions|cli)\//.test(test)) return 5;
  if (test.startsWith('tests/e2e-firebase/')) return 6;
  return null;
}

/**
 * What to run for `files`: the TypeScript projects to check, the files to lint, whether the unit
 * tier runs (vitest --changed picks its files from the import graph), and per emulator or browser
 * tier the test files (changed ones, the journeys named after a changed feature, every rules suite
 * when a rules file changed).
 */
export function planFor(files, tests) {
  const projects = new Set(files.flatMap(projectsOf));
  const lint = files.filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.d.ts'));
  const byTier = new Map();
  const add = (test) => {
    const tier = tierOf(test);
    if (tier === null) return;
    if (!byTier.has(tier)) byTier.set(tier, new Set());
    byTier.get(tier).add(test);
  };
  for (const file of files) {
    if (tests.includes(file)) add(file);
    for (const journey of journeysOf(file, tests)) add(journey);
    if (file === 'firestore.rules' || file === 'storage.rules') for (const test of tests.filter((t) => t.startsWith('tests/rules/'))) add(test);
  }
  const unit = files.some((file) => /^(domain|web|functions|docs|scripts)\/|^tests\/(docs|scripts)\/|^README\.md$/.test(file));
  return {
    projects: [...projects],
    lint,
    unit,
    tiers: Object.fromEntries([...byTier].map(([tier, set]) => [tier, [...set].sort()])),
  };
}
