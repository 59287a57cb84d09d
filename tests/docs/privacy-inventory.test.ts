/**
 * docs/privacy.md's table of personal data says what domain/src/privacy/inventory.ts says: one
 * row per inventory entry, with its legal basis's article and what a deletion does, and no row
 * the inventory does not have.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalBases, privacyInventory, retentionLaws } from '@solarcred/domain/privacy/inventory';
import { repoPath } from '../emulator-env';

const rows = new Map(
  readFileSync(repoPath('docs/privacy.md'), 'utf8')
    .split('## Personal data by collection')[1]!
    .split('\n## ')[0]!
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
      return [cells[0]!.replace(/`/g, ''), cells] as const;
    }),
);

describe('docs/privacy.md personal data table', () => {
  it('has exactly the inventory’s collections', () => {
    expect([...rows.keys()].sort()).toEqual(privacyInventory.map((entry) => entry.colecao).sort());
  });

  it.each(privacyInventory.map((entry) => [entry.colecao, entry] as const))('%s: its basis, retention and deletion', (_, entry) => {
    const [, titular, , finalidade, base, retencao, exclusao] = rows.get(entry.colecao) ?? [];
    expect(titular).toBe(entry.titular);
    expect(finalidade).toBe(entry.finalidade);
    expect(base).toBe(legalBases[entry.base_legal].split(' — ')[0]);
    expect(retencao).toBe(entry.retencao);
    expect(exclusao?.startsWith(entry.exclusao)).toBe(true);
    if (entry.lei) expect(exclusao).toContain(retentionLaws[entry.lei].lei);
  });
});
