// A style's English name, as the workspace's style picker shows it: sheets title their cells with
// it, and a blind panel's recognition tally accepts it as the style's name (panel/recognition.ts).
import { isStyleKey, type ToolId } from '../../src/rules/catalog';
import { catalog } from '../../src/locales/en/catalog';

export function styleName(tool: ToolId, style: string): string {
  const key = `${tool}/${style}`;
  return isStyleKey(key) ? catalog.styles[key] : style;
}
