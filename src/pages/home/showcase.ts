// Which style a tool card shows, and how its example media is laid out.
import { TOOLS, exampleLabels } from '../../rules/catalog';
import type { ToolId } from '../../services/types';

const PREFERRED: Record<ToolId, string> = {
  avatar: 'pix/pixar',
  gif: 'smile',
  animation: 'smile',
  video3d: 'circle',
  cartoon: 'cartoon',
  watercolor: 'vangogh',
  tti: '1000',
  tts: 'ttsch/0',
};

/** The preferred style when its examples exist, else the first style that has any, else the preferred one. */
export function showcaseStyle(tool: ToolId, map: Record<string, string>): string {
  const has = (style: string) => exampleLabels(tool, style).some((label) => Boolean(map[label]));
  if (has(PREFERRED[tool])) return PREFERRED[tool];
  return TOOLS[tool].styles.find(has) ?? PREFERRED[tool];
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
