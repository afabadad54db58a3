// The tools, in the order the gallery shows them. A new tool is a descriptor file beside this
// one, its line here, and its names in src/locales/zh-CN/catalog.ts and en/catalog.ts
// (docs/architecture.md: Adding a tool).
import { animation } from './animation';
import { avatar } from './avatar';
import { cartoon } from './cartoon';
import type { ToolDescriptor } from './define';
import { gif } from './gif';
import { tti } from './tti';
import { tts } from './tts';
import { video3d } from './video3d';
import { watercolor } from './watercolor';

export const TOOLS = { avatar, gif, animation, video3d, cartoon, watercolor, tti, tts } as const;

export type Tools = typeof TOOLS;
export type ToolId = keyof Tools;
/** The styles a tool declares. */
export type StyleOf<T extends ToolId> = Tools[T]['styles'][number];
/** `tool/style` for every declared style: the keys of the style names in each catalogue. */
export type StyleKey = { [T in ToolId]: `${T}/${StyleOf<T>}` }[ToolId];
/** Every background music track any tool declares. */
export type BgmTrack = { [T in ToolId]: NonNullable<Tools[T]['bgm']>['tracks'][number] }[ToolId];

export const TOOL_IDS: readonly ToolId[] = Object.keys(TOOLS).filter((id): id is ToolId => Object.hasOwn(TOOLS, id));

export function isToolId(value: unknown): value is ToolId {
  return typeof value === 'string' && Object.hasOwn(TOOLS, value);
}

/** A tool's descriptor, with its style type widened to string for code that takes any tool. */
export function toolOf(id: ToolId): ToolDescriptor<ToolId> {
  return TOOLS[id];
}

export type { ResourceKind, TemplateChannel, TemplateSource, ToolDescriptor } from './define';
