/**
 * One answer to "which Node?": development and the emulators run on Node 20 or newer (the root's
 * and the functions' engines), deployed functions on the runtime firebase.json names, which must
 * satisfy the functions' engines; the README says both.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../emulator-env';

const json = <T>(path: string): T => JSON.parse(readFileSync(repoPath(path), 'utf8')) as T;
const minimumOf = (range: string): number => {
  const match = /^>=\s*(\d+)$/.exec(range.trim());
  if (!match) throw new Error(`engines.node "${range}" is not of the form >=N`);
  return Number(match[1]);
};

describe('Node versions', () => {
  const rootEngines = json<{ engines: { node: string } }>('package.json').engines.node;
  const functionsEngines = json<{ engines: { node: string } }>('functions/package.json').engines.node;
  const runtime = json<{ functions: { runtime: string }[] }>('firebase.json').functions[0]?.runtime ?? '';
  const runtimeMajor = Number(/^nodejs(\d+)$/.exec(runtime)?.[1]);

  it('the functions accept the Node the project develops on', () => {
    expect(functionsEngines).toBe(rootEngines);
  });

  it('the deployed runtime satisfies the functions’ engines', () => {
    expect(runtimeMajor).toBeGreaterThanOrEqual(minimumOf(functionsEngines));
  });

  it('the README names the development minimum and the deployed runtime', () => {
    const readme = readFileSync(repoPath('README.md'), 'utf8');
    expect(readme).toContain(`Node ${minimumOf(rootEngines)}+`);
    expect(readme).toContain(`deployed functions run on Node ${runtimeMajor}`);
  });
});
