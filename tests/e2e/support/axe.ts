import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA, the level the portal keeps, and axe's own best practices beside it. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The rules of those that read colours: all a change of theme can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's findings on the page as it is now, whatever their impact (axe rates some the portal
 * keeps, an empty table header or heading, as minor): rule, impact, then the first nodes. Every
 * rule of the portal's level, or only `rules`.
 */
export async function axeFindings(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const { violations } = await (
    rules ? builder.withRules(rules) : builder.withTags(TAGS)
  ).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}
