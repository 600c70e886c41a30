// axe-core (through @axe-core/playwright) on a page, against the WCAG 2.1 A and AA rules.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  /** CSS selectors of the first few offending elements, to find them in the page. */
  targets: string[];
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}
