import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's own script, evaluated in the page (a script tag would meet the app's CSP). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.0 and 2.1, levels A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Found {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (from node_modules, no network) on the page as it is now and fails on any serious
 * or critical violation, naming the rule, its help and the first elements.
 */
export async function expectNoSeriousA11y(page: Page, label: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(
    async ({ tags }): Promise<Found[]> => {
      interface AxeNode {
        target: unknown[];
      }
      interface AxeViolation {
        id: string;
        impact?: string | null;
        help: string;
        nodes: AxeNode[];
      }
      const { axe } = window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
      };
      const { violations } = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact!,
          help: v.help,
          targets: v.nodes.map((n) => n.target.join(' ')),
        }));
    },
    { tags: TAGS },
  );
  if (found.length === 0) return;
  const lines = found.map(
    (v) =>
      `  [${v.impact}] ${v.id}: ${v.help} (${v.targets.length}x) at ${v.targets.slice(0, 3).join(' | ')}`,
  );
  throw new Error(`accessibility on ${label} (${page.url()}):\n${lines.join('\n')}`);
}
