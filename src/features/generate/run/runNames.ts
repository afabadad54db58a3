// A run named by its styles and count, in the language in use: in its workspace (RunView) and
// over its results in my resources. Pure text, no component, so the user page's list can use
// it without the workspace's code.
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { localized } from '../../../locales/active';
import type { ToolId } from '../../../rules/catalog';
import { styleName } from '../workspace/styleOptions';

/** What names a run: its tool (a newer server's is 'unknown'), its styles, results per style. */
export interface RunNaming {
  tool: ToolId | 'unknown';
  styles: readonly string[];
  count: number;
}

/** "皮克斯、动漫 × 2" ("Pixar, Anime × 2"): the run's styles by name, and the results per style. */
export function runNames(run: RunNaming): string {
  const names = run.styles.map((style) => styleName(run.tool, style)).join(localized('create', zhCreate).runs.listSeparator);
  return run.count > 1 ? `${names} × ${run.count}` : names;
}
