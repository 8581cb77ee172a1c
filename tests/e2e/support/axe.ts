import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** One of axe-core's violations as a test reports it: the rule, its impact, the first nodes. */
export interface Finding {
  rule: string;
  impact: string;
  nodes: string[];
}

/** axe-core's serious and critical violations of WCAG 2.1 A/AA and best practice on the page as it stands. */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const result = await engine.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1] ?? ''}`),
      }));
  });
}
