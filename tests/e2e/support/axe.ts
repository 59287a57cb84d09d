/**
 * axe-core in the browser tier: the kept library is injected into the page as a script (no
 * network, no CDN) and run with the WCAG 2.0/2.1 A and AA rules.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsSettled } from './browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets the scan runs: WCAG 2.1 level AA and everything below it. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** Impacts that fail the suite; minor and moderate findings are printed but tolerated. */
const blockingImpacts: readonly ImpactValue[] = ['serious', 'critical'];

/** The light and dark colour schemes; the suite takes the ones the app supports. */
export type ColorMode = 'light' | 'dark';

export interface Finding {
  rule: string;
  impact: ImpactValue | null | undefined;
  help: string;
  targets: string[];
  summary: string;
}

const toFinding = (result: Result): Finding => ({
  rule: result.id,
  impact: result.impact,
  help: result.help,
  targets: result.nodes.map((node) => node.target.join(' ')),
  summary: result.nodes.map((node) => node.failureSummary ?? '').filter(Boolean)[0] ?? '',
});

/**
 * The rules whose outcome depends on colours: all a second colour mode can change, since the
 * markup, names and roles are the same in both.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Runs axe on the whole document (open dialogs and menus included) and returns every violation:
 * every WCAG A/AA rule, or with `coloursOnly` just `colourRules`.
 */
export async function scanPage(page: Page, { coloursOnly = false } = {}): Promise<Finding[]> {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const runOnly = coloursOnly ? { type: 'rule', values: [...colourRules] } : { type: 'tag', values: [...wcagTags] };
  const results = await page.evaluate(
    (only) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: only,
      resultTypes: ['violations'],
    }),
    runOnly,
  );
  return results.violations.map(toFinding);
}

/** The findings that fail the suite. */
export const blocking = (findings: readonly Finding[]): Finding[] =>
  findings.filter((finding) => finding.impact != null && blockingImpacts.includes(finding.impact));

/** One readable block per finding: rule id, impact, help, each target and axe's summary. */
export function report(findings: readonly Finding[]): string {
  return findings
    .map((finding) =>
      [`${finding.rule} (${finding.impact}): ${finding.help}`, ...finding.targets.map((target) => `  at ${target}`), `  ${finding.summary.replace(/\n/g, '\n  ')}`].join('\n'),
    )
    .join('\n');
}
