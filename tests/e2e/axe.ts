// axe-core in the page: run through CDP evaluation, which the page's CSP does not govern
// (an injected <script> would be refused, as it should be).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Serious and critical findings (WCAG 2.x A and AA rules and best practices) in the page once its
 * animations that end have ended. A dialog fading in is measured at its final opacity: axe reads colours as
 * they are painted, so a text caught mid-fade fails color-contrast by chance (a CI run did).
 */
export async function seriousFindings(page: Page, context = 'body'): Promise<AxeFinding[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners and skeletons loop for ever; only the ones that end are waited for.
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    type Result = { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: string, options: object) => Promise<Result> } }).axe;
    const result = await axe.run(selector, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
  }, context);
}
