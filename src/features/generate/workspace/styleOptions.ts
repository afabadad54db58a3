// The styles a tool offers: from the templates for avatar, GIF expressions and animations
// (the server's list and prices), else the catalogue's fixed lists. Each option carries its
// example thumbnail from the example map when there is one.
import type { TemplatesState } from '../../../models/templates';
import { styleNameOf } from '../../../locales/names';
import { exampleLabels, toolOf } from '../../../rules/catalog';
import type { TemplateEntry } from '../../../services/types';
import type { ToolId } from '../../../rules/catalog';

export interface StyleOption {
  value: string;
  label: string;
  /** Points one generation costs with this style. */
  cost: number;
  /** Example image shown in the picker. */
  thumb?: string;
}

export type MediaKind = 'image' | 'gif' | 'video' | 'audio';

function templatesFor(tool: ToolId, templates: TemplatesState): TemplateEntry[] {
  const source = toolOf(tool).styleSource;
  return source.from === 'templates' ? templates[source.list] : [];
}

function mode2Label(tool: ToolId, templates: TemplatesState): Record<string, string> {
  const source = toolOf(tool).styleSource;
  return source.from === 'templates' && source.labels ? templates[source.labels] : {};
}

/** The catalogue style a template mode stands for ('pixar' → 'pix/pixar'), for names and examples. */
export function catalogStyleOf(tool: ToolId, mode: string): string {
  return toolOf(tool).styles.find((s) => s === mode || s.endsWith(`/${mode}`)) ?? mode;
}

/** The style's one name (the catalogue's); a style we do not know keeps the template's label. */
export function styleName(tool: ToolId | 'unknown', style: string, entry?: TemplateEntry, templates?: TemplatesState): string {
  if (tool === 'unknown') return style;
  const mapped = templates ? mode2Label(tool, templates)[style] : undefined;
  return styleNameOf(tool, catalogStyleOf(tool, style), entry?.label || (mapped !== style ? mapped : undefined));
}

/** Which label holds the picture that best stands for a style in a small thumbnail. */
export function thumbLabel(tool: ToolId, style: string): string | undefined {
  const labels = exampleLabels(tool, style);
  const thumb = toolOf(tool).examples.thumb;
  if (thumb === 'none') return undefined;
  // 'source': the photo or expression template (a still image), not the video or GIF.
  return thumb === 'source' ? labels[0] : labels[labels.length - 1];
}

export function styleOptions(tool: ToolId, templates: TemplatesState, examples: Record<string, string>): StyleOption[] {
  const base = toolOf(tool).cost;
  const entries = templatesFor(tool, templates).filter((e) => typeof e.mode === 'string' && e.mode !== '');
  const options: StyleOption[] =
    entries.length > 0
      ? entries.map((entry) => {
          const mode = entry.mode as string;
          const label = thumbLabel(tool, catalogStyleOf(tool, mode));
          return {
            value: mode,
            label: styleName(tool, mode, entry, templates),
            cost: typeof entry.cost === 'number' ? entry.cost : base,
            thumb: (label && examples[label]) || entry.cover || undefined,
          };
        })
      : toolOf(tool).styles.map((style) => {
          const label = thumbLabel(tool, style);
          return { value: style, label: styleName(tool, style), cost: base, thumb: label ? examples[label] : undefined };
        });
  return options;
}

/** True when a tool's style list comes from templates that are not loaded yet. */
export function needsTemplates(tool: ToolId): boolean {
  return toolOf(tool).styleSource.from === 'templates';
}

const EXT_KIND: Record<string, MediaKind> = {
  mp4: 'video',
  webm: 'video',
  mov: 'video',
  m4v: 'video',
  mp3: 'audio',
  wav: 'audio',
  m4a: 'audio',
  aac: 'audio',
  ogg: 'audio',
  gif: 'gif',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  svg: 'image',
};

/** What an example is: from the URL's file extension, else from its label's place in §3. */
export function exampleKind(label: string, url: string): MediaKind {
  const path = url.split(/[?#]/, 1)[0];
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (ext && EXT_KIND[ext]) return EXT_KIND[ext];
  if (label.startsWith('voice/') || label.startsWith('video/3dp/bgm/')) return 'audio';
  if (label.startsWith('video/') && label.endsWith('/after')) return 'video';
  if (label.startsWith('gif/') && label.endsWith('/after')) return 'gif';
  return 'image';
}
