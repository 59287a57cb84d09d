/**
 * Which recipe keys the Chakra components a source tree imports look up at run time, read from
 * @chakra-ui/react's own build: each component module asks for its recipe by key
 * (`createRecipeContext({ key: "button" })`, `useSlotRecipe({ key: "avatar" })`), and composite
 * components import the modules of their parts (CloseButton → IconButton → Button). Node only:
 * used by recipe-coverage.test.ts, never by the app.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const chakraEsm = (): string =>
  join(dirname(createRequire(join(import.meta.dirname, 'x.js')).resolve('@chakra-ui/react/package.json')), 'dist', 'esm');

/** Exported name → the module that defines it, from the package's entry (namespaces such as `Dialog` included). */
function exportModules(esm: string): Map<string, string> {
  const entry = readFileSync(join(esm, 'index.js'), 'utf8');
  const namespaces = new Map<string, string>();
  for (const [, local = '', from = ''] of entry.matchAll(/import \* as (\S+) from '([^']+)'/g)) namespaces.set(local, resolve(esm, from));
  const modules = new Map<string, string>();
  for (const [, names = '', from] of entry.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const spec of names.split(',')) {
      const [local = '', exported = local] = spec.trim().split(/\s+as\s+/);
      const file = from ? resolve(esm, from) : namespaces.get(local);
      if (local && file) modules.set(exported, file);
    }
  }
  return modules;
}

/** The module and every module it imports relatively, within the package. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  for (const [, from = ''] of readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*from '(\.[^']+)'/g)) {
    closure(resolve(dirname(file), from), seen);
  }
  return seen;
}

const recipeKeysIn = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/\bkey: "(\w+)"/g)].map(([, key = '']) => key);

/** Names imported (as values) from '@chakra-ui/react' by the non-test sources under `dir`. */
export function chakraImports(dir: string): Set<string> {
  const names = new Set<string>();
  const walk = (path: string): void => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) walk(join(path, entry));
      return;
    }
    if (!/\.tsx?$/.test(path) || /\.test\.tsx?$/.test(path)) return;
    for (const [, list = ''] of readFileSync(path, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      for (const spec of list.split(',').map((s) => s.trim())) {
        const name = spec.split(/\s+as\s+/)[0];
        if (name && !spec.startsWith('type ')) names.add(name);
      }
    }
  };
  walk(dir);
  return names;
}

/** The recipe keys each imported name looks up (names that look up none are left out). */
export function recipeKeysOf(names: Iterable<string>): Map<string, string[]> {
  const modules = exportModules(chakraEsm());
  const needs = new Map<string, string[]>();
  for (const name of names) {
    const file = modules.get(name);
    // Not in the JavaScript entry: a type imported without `type` (InputProps); tsc vouches for it.
    if (!file) continue;
    const keys = [...new Set([...closure(file)].flatMap(recipeKeysIn))].sort();
    if (keys.length > 0) needs.set(name, keys);
  }
  return needs;
}
