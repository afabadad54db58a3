// The tool catalogue shared by the UI and the local stand-in, derived from the descriptors in
// ./tools/ (one per tool): which tools exist, their styles, what each costs, and the example
// labels each shows, and the tools whose styles are the server's templates. The server's prices
// win at run time (a template's `cost`); these are the stand-in's and the fallback. Input limits
// are checked in input.ts.
import { TOOL_IDS, toolOf, type BgmTrack, type ResourceKind, type StyleKey, type TemplateSource, type ToolId } from './tools';

export { TOOL_IDS, TOOLS, isToolId, toolOf } from './tools';
export type { BgmTrack, ResourceKind, StyleKey, StyleOf, TemplateChannel, TemplateSource, ToolDescriptor, ToolId } from './tools';

/** Every result kind the app can show. */
export const RESOURCE_KINDS: readonly ResourceKind[] = ['image', 'gif', 'video', 'audio'];

/**
 * Example labels a tool style shows (category/style/before|after|tpl): photo tools show
 * before and after; GIF expressions their template (tpl) and result; text tools the result.
 */
export function exampleLabels(tool: ToolId, style: string): string[] {
  const { examples } = toolOf(tool);
  const base = `${examples.base}/${style}`;
  if (examples.layout === 'tpl') return [`${base}/tpl`, `${base}/after`];
  if (examples.layout === 'result') return [`${base}/after`];
  return [`${base}/before`, `${base}/after`];
}

/** The sample of a background music track. */
export function bgmLabel(tool: ToolId, track: string): string | undefined {
  const bgm = toolOf(tool).bgm;
  return bgm ? `${bgm.base}/${track}/after` : undefined;
}

/** Every label the example list holds: what the stand-in must serve. */
export function allExampleLabels(): string[] {
  return TOOL_IDS.flatMap((tool) => {
    const def = toolOf(tool);
    const own = def.styles.flatMap((style) => exampleLabels(tool, style));
    const music = (def.bgm?.tracks ?? []).flatMap((track) => bgmLabel(tool, track) ?? []);
    return [...own, ...music, ...(def.examples.extra ?? [])];
  });
}

/**
 * Every example category base the descriptors use (the stand-in splits labels by them). Music
 * samples sit under their tool's base ('video/3dp/bgm/cheer/after': base 'video/3dp').
 */
export function exampleBases(): string[] {
  const bases = new Set<string>();
  for (const tool of TOOL_IDS) {
    const def = toolOf(tool);
    bases.add(def.examples.base);
    for (const label of def.examples.extra ?? []) bases.add(label.split('/').slice(0, -1).join('/'));
  }
  return [...bases];
}

/** Whether `style` is one of the tool's declared styles. */
export function isStyleOf(tool: ToolId, style: string): boolean {
  return toolOf(tool).styles.includes(style);
}

const STYLE_KEYS: ReadonlySet<string> = new Set(TOOL_IDS.flatMap((tool) => toolOf(tool).styles.map((s) => `${tool}/${s}`)));

/** Whether `key` is `tool/style` of a declared style (a key of the catalogues' style names). */
export function isStyleKey(key: string): key is StyleKey {
  return STYLE_KEYS.has(key);
}

/** Whether `track` is a background music the tool offers. */
export function isBgmOf(tool: ToolId, track: string): track is BgmTrack {
  return (toolOf(tool).bgm?.tracks ?? []).includes(track);
}

/** Photo tools' results, how many one run may ask for. */
export function maxResults(tool: ToolId): number {
  return toolOf(tool).maxResults;
}

/** A tool whose styles are the server's templates, with where its entries are and go. */
export interface TemplatedTool {
  tool: ToolId;
  source: TemplateSource;
}

/**
 * The template tools in the gallery's order: the app sorts the server's entries by their
 * `source.entry` (src/models/templates.ts), the stand-in answers in this order from it.
 */
export const TEMPLATED_TOOLS: readonly TemplatedTool[] = TOOL_IDS.flatMap((tool) => {
  const source = toolOf(tool).styleSource;
  return source.from === 'templates' ? [{ tool, source }] : [];
});
