// Which style a tool card shows (its descriptor's pick, if its examples exist), and how its
// example media is laid out.
import { exampleLabels, toolOf } from '../../rules/catalog';
import type { ToolId } from '../../rules/catalog';

/** The preferred style when its examples exist, else the first style that has any, else the preferred one. */
export function showcaseStyle(tool: ToolId, map: Record<string, string>): string {
  const has = (style: string) => exampleLabels(tool, style).some((label) => Boolean(map[label]));
  const { showcase, styles } = toolOf(tool);
  if (has(showcase)) return showcase;
  return styles.find(has) ?? showcase;
}

export interface ShowcaseMedia {
  /** Example label, for kind detection and keys. */
  label: string;
  url: string;
  role: 'before' | 'after' | 'tpl';
}

export function showcaseMedia(tool: ToolId, style: string, map: Record<string, string>): ShowcaseMedia[] {
  return exampleLabels(tool, style)
    .filter((label) => Boolean(map[label]))
    .map((label) => ({
      label,
      url: map[label],
      role: label.endsWith('/tpl') ? 'tpl' : label.endsWith('/before') ? 'before' : 'after',
    }));
}
